// Worker side of the bridge: starts the service on the settings the page posts first, then
// answers each wire request with the service's response. Requests that arrive while the service
// is still being built, or before the settings it is built from, wait for it.
//
// The worker builds only what the page needs, when it needs it (docs/dataset-cache.md "When the
// worker builds"): the near part once the page asks something its saved locations' store cannot
// answer alone, the whole dataset once the near part cannot answer or the page has drawn its first
// view. A reload that draws from kept answers then has both cores for its map and scripts.
import type { Env } from '../boot/config'
import type { StoredAnswer } from '../boot/stored-service'
import { errorResponse, httpError } from '../http/respond'
import { fromWireRequest, toWireResponse } from './wire'
import type { PageMessage, WireRequest, WireStatus } from './wire'
import type { FetchHandler } from '../serve/fetch-handler'
import type { MessageTarget } from './worker-bridge'

/** Whether the near service answers a request as the whole one would. */
export type NearAnswers = (request: Request) => Promise<boolean>

/**
 * The handler for `request`: the near service while the whole one is not ready, for a request it
 * answers as the whole one would; the whole service otherwise. Which one is known from the request
 * alone, before the near part is in: a request the near service will not answer wants the whole
 * at once, so that the rest's download does not wait for the near part's decoding.
 */
function handlerFor(
  request: Request,
  whole: Promise<FetchHandler>,
  isWholeReady: () => boolean,
  near: Promise<FetchHandler | undefined>,
  nearAnswers: Promise<NearAnswers | undefined>,
  needWhole: () => void,
): Promise<FetchHandler> {
  if (isWholeReady()) return whole
  const wholeNeeded = () => {
    needWhole()
    return whole
  }
  // The handler reads the body: the check reads a copy.
  const answered = nearAnswers.then((answers) => answers?.(request.clone()) ?? false)
  return answered.then(async (yes) => {
    if (!yes) return wholeNeeded()
    const early = await Promise.race([near, whole.then(() => undefined)]).catch(() => undefined)
    return early ?? wholeNeeded()
  }, wholeNeeded)
}

/** When the start may build (decode and index) each service; reading may start at once. */
export interface BuildWanted {
  readonly near: Promise<void>
  readonly whole: Promise<void>
}

/** A promise and what resolves it. */
function signal(): { readonly promise: Promise<void>; readonly give: () => void } {
  let give: () => void = () => undefined
  const promise = new Promise<void>((resolve) => {
    give = resolve
  })
  return { promise, give }
}

/** What a start makes of the settings: the whole service and, until it is ready, the near one. */
export interface HostedService {
  readonly whole: Promise<FetchHandler>
  /** The service over the near part, once built; undefined when there is none after all. */
  readonly near?: Promise<FetchHandler | undefined>
  /** What the near service answers, known before it is built; without it, the whole answers all. */
  readonly nearAnswers?: Promise<NearAnswers | undefined>
  /**
   * Saved locations answered from their store while the whole service is not ready; it answers
   * (or refuses) what needs no data, and its answers want no build (boot/stored-service.ts).
   */
  readonly stored?: Promise<StoredAnswer | undefined>
}

/** Makes the services of the page's settings, each built once `wanted` says so. */
export type ServiceStart = (env: Env, wanted: BuildWanted) => HostedService

/** `start(env)`, with a start that throws turned into a service that failed to start. */
function startOn(env: Env, wanted: BuildWanted, start: ServiceStart): HostedService {
  try {
    return start(env, wanted)
  } catch (error) {
    return { whole: Promise.reject(error instanceof Error ? error : new Error(String(error))) }
  }
}

/**
 * Serves the page's requests from the service `start` makes of the page's settings. The settings
 * come first (worker-bridge.ts `postSettings`); `start` runs once, on them. Until they are in,
 * every request waits for the service like one that comes while it is being built: the service
 * exists only once made of them, so no request is answered with settings nobody gave.
 *
 * A start that fails is reported once, as a 'failed' status, and each request is answered 503.
 */
export function hostService(scope: MessageTarget, start: ServiceStart): void {
  const nearWanted = signal()
  const wholeWanted = signal()
  const wanted = { near: nearWanted.promise, whole: wholeWanted.promise }
  const wantWhole = () => {
    nearWanted.give()
    wholeWanted.give()
  }
  let begin: ((hosted: HostedService) => void) | undefined
  const hosted = new Promise<HostedService>((resolve) => {
    begin = resolve
  })
  const service = hosted.then(({ whole }) => whole)
  const near = hosted.then(({ near }) => near)
  const nearAnswers = hosted.then(({ nearAnswers }) => nearAnswers)
  const stored = hosted.then(({ stored }) => stored)
  // Marking the failure handled here also keeps a worker that fails before its first request
  // from raising an unhandled rejection.
  service.catch((error: unknown) => {
    const message = error instanceof Error ? error.message : String(error)
    postStatus(scope, { phase: 'failed', message })
  })
  let wholeReady = false
  service.then(
    () => (wholeReady = true),
    () => undefined,
  )
  // Without a near service, only the whole answers: it is wanted at once.
  near.then((early) => {
    if (!early) wantWhole()
    else if (!wholeReady) postStatus(scope, { ...NEAR_READY, near: true })
  }, wantWhole)
  const fromData = (request: Request) => {
    nearWanted.give()
    return handlerFor(request, service, () => wholeReady, near, nearAnswers, wantWhole).then(
      (handler) => handler.fetch(request),
    )
  }
  const fromStore = async (request: Request) => {
    if (wholeReady) return undefined
    const answer = await stored.catch(() => undefined)
    return answer?.(request).catch(() => undefined)
  }
  const answer = (wire: WireRequest) => {
    const request = fromWireRequest(wire)
    void fromStore(request)
      .then((response) => response ?? fromData(request))
      .catch((error: unknown) =>
        errorResponse(
          httpError(503, error instanceof Error ? error.message : 'embedded service unavailable'),
        ),
      )
      .then((response) => toWireResponse(wire.id, response))
      .then((response) => {
        scope.postMessage(response, response.body ? [response.body] : [])
      })
  }
  scope.addEventListener('message', (event) => {
    // The page posts nothing but these (worker-bridge.ts).
    const message = event.data as PageMessage
    if (message.kind === 'request') {
      answer(message)
      return
    }
    if (message.kind === 'drawn') {
      wantWhole()
      return
    }
    if (!begin) {
      // The service is made once; later settings would describe another dataset than it serves.
      console.warn('The embedded service already started; further settings are ignored')
      return
    }
    const settle = begin
    begin = undefined
    settle(startOn(message.env, wanted, start))
  })
}

/** What the page is told once the near service answers and the rest is still on its way. */
export const NEAR_READY = { phase: 'loading', message: 'Loading the rest of the dataset' } as const

export function postStatus(scope: MessageTarget, status: Omit<WireStatus, 'kind'>): void {
  scope.postMessage({ kind: 'status', ...status } satisfies WireStatus, [])
}
