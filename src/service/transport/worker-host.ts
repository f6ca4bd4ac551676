// Worker side of the bridge: answers each wire request with the service's response. Requests
// that arrive while the service is still being built wait for it.
import { errorResponse, httpError } from '../http/respond'
import { fromWireRequest, toWireResponse } from './wire'
import type { WireRequest, WireStatus } from './wire'
import type { FetchHandler } from '../serve/fetch-handler'
import type { MessageTarget } from './worker-bridge'

/** A service over part of the data, and which requests it answers as the whole one would. */
export interface NearService {
  readonly service: FetchHandler
  answers(request: Request): Promise<boolean>
}

/**
 * The handler for `request`: the near service while the whole one is not ready, for a request it
 * answers as the whole one would; the whole service otherwise.
 */
function handlerFor(
  request: Request,
  whole: Promise<FetchHandler>,
  isWholeReady: () => boolean,
  near: Promise<NearService | undefined>,
): Promise<FetchHandler> {
  if (isWholeReady()) return whole
  const first = Promise.race([near, whole.then(() => undefined)])
  return first.then(
    async (early) => (early && (await early.answers(request)) ? early.service : whole),
    () => whole,
  )
}

export function hostService(
  scope: MessageTarget,
  service: Promise<FetchHandler>,
  near: Promise<NearService | undefined> = Promise.resolve(undefined),
): void {
  // A start-up failure is reported per request (503); mark it handled now so that a worker
  // which fails before its first request does not raise an unhandled rejection.
  service.catch(() => undefined)
  near.catch(() => undefined)
  let wholeReady = false
  service.then(
    () => (wholeReady = true),
    () => undefined,
  )
  scope.addEventListener('message', (event) => {
    const wire = event.data as WireRequest
    const request = fromWireRequest(wire)
    void handlerFor(request, service, () => wholeReady, near)
      .then((handler) => handler.fetch(request))
      .catch((error: unknown) =>
        errorResponse(
          httpError(503, error instanceof Error ? error.message : 'embedded service unavailable'),
        ),
      )
      .then((response) => toWireResponse(wire.id, response))
      .then((answer) => {
        scope.postMessage(answer, answer.body ? [answer.body] : [])
      })
  })
}

export function postStatus(scope: MessageTarget, status: Omit<WireStatus, 'kind'>): void {
  scope.postMessage({ kind: 'status', ...status } satisfies WireStatus, [])
}
