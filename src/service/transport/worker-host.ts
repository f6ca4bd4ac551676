// Worker side of the bridge: answers each wire request with the service's response. Requests
// that arrive while the service is still being built wait for it.
import { errorResponse, httpError } from '../http/respond'
import { fromWireRequest, toWireResponse } from './wire'
import type { WireRequest, WireStatus } from './wire'
import type { FetchHandler } from '../serve/fetch-handler'
import type { MessageTarget } from './worker-bridge'

export function hostService(scope: MessageTarget, service: Promise<FetchHandler>): void {
  // A start-up failure is reported per request (503); mark it handled now so that a worker
  // which fails before its first request does not raise an unhandled rejection.
  service.catch(() => undefined)
  scope.addEventListener('message', (event) => {
    const wire = event.data as WireRequest
    void service
      .then((handler) => handler.fetch(fromWireRequest(wire)))
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
