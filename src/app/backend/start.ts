// Decides where API requests go and starts what that needs: in embedded mode the service's worker,
// which the app's client posts its requests to (embeddedService), and, where asked for
// (page-requests.ts), MSW's service worker for the page's other /v1 fetches, loaded through a
// dynamic import so that no other page downloads it (docs/architecture.md "Data flow"). The shell
// renders at once; the app's client holds its requests until the worker runs (whenServiceRouted),
// and the worker holds them until the dataset is in. The worker starts with the page, so the
// dataset is on its way while the page's scripts run and its first view renders
// (docs/dataset-cache.md "The service starts with the page").
import type { PageInterception } from '../../service/transport/msw-browser'
import { adoptServiceThread, startServiceThread } from '../../service/transport/service-thread'
import type { ServiceThread } from '../../service/transport/service-thread'
import { createWorkerBridge, postDrawn } from '../../service/transport/worker-bridge'
import { viewDrawn } from '../../utils/page-marks'
import type { FetchHandler } from '../../service/serve/fetch-handler'
import { connectionStore } from '../../api/connection/connection-store'
import { EMBEDDED_BASE_URL } from '../../api/connection/page-connection'
import type { Connection } from '../../api/connection/page-connection'
import { noteServerTime } from '../../api/server-clock'
import { readServiceConfig } from '../../service/boot/config'
import { offerFirstAnswers } from './first-answers'
import { answersPageRequests } from './page-requests'
import { releasePageWorker } from '../../service/transport/page-worker-release'
import { embeddedServiceEnv } from './embedded-env'
import { setServiceStatus, type ServiceStatus } from './service-status-store'

/** The embedded service while it runs: its worker, and the interception of the page's /v1. */
interface Embedded {
  readonly service: FetchHandler
  stop(): void
}

let embedded: Embedded | undefined
/** Mode changes are applied one after the other. */
let queue: Promise<void> = Promise.resolve()
/**
 * Starts the service's worker. The app's client posts its requests to the worker directly
 * (`embeddedService`). Where asked for (page-requests.ts), MSW's service worker, which hands the
 * page's other /v1 fetches to the same worker, starts alongside and is waited on by nothing but
 * the "Ready" status.
 */
function startEmbedded(): void {
  setServiceStatus({ phase: 'starting', message: 'Starting the embedded service' })
  let thread: ServiceThread
  const env = embeddedServiceEnv()
  try {
    // A pinned clock (SERVICE_NOW) runs from the worker's start: the views' "now"
    // (use-view-clock.ts) is that clock, so their periods are the dataset's, not this machine's.
    const { now } = readServiceConfig(env)
    thread = adoptServiceThread(env) ?? startServiceThread(env)
    if (now !== undefined) noteServerTime(EMBEDDED_BASE_URL, now, thread.startedAt)
  } catch (error) {
    // The shell still renders; the indicator says why no data will come.
    const reason = error instanceof Error ? error.message : String(error)
    setServiceStatus({ phase: 'failed', message: reason })
    return
  }
  // Where the page's own /v1 fetches are answered, "Ready" waits for MSW too, so that it means
  // such a fetch sent now reaches the service.
  const pageRequests = answersPageRequests()
  let intercepting = !pageRequests
  let heldReady: ServiceStatus | undefined
  // Once said, the near part answers until the whole is ready; the worker's later steps keep it.
  let near = false
  let ready = false
  const service = createWorkerBridge(thread, ({ phase, message, step, steps, near: nearNow }) => {
    // A start never goes back from ready: a later word of the near part is out of date.
    if (ready && phase !== 'failed') return
    ready = phase === 'ready'
    near ||= nearNow === true
    const status: ServiceStatus = {
      phase,
      message,
      ...(step === undefined || steps === undefined ? {} : { step, steps }),
      ...(near && phase !== 'ready' ? { near: true } : {}),
    }
    // A later status (a failure) replaces a held "Ready" rather than be overwritten by it.
    heldReady = phase === 'ready' && !intercepting ? status : undefined
    if (!heldReady) setServiceStatus(status)
  })
  thread.onError((message) => {
    setServiceStatus({ phase: 'failed', message })
  })
  // The worker builds what no request has needed yet once the first view shows its data: until
  // then the page has both cores (docs/dataset-cache.md "When the worker builds").
  void viewDrawn().then(() => {
    postDrawn(thread)
  })
  let interception: PageInterception | undefined
  let stopped = false
  const current: Embedded = {
    service,
    stop() {
      stopped = true
      interception?.stop()
      thread.terminate()
    },
  }
  embedded = current
  if (!pageRequests) return
  void import('../../service/transport/msw-browser')
    .then(({ interceptPageRequests }) => interceptPageRequests(service))
    .then(
      (started) => {
        if (stopped) started.stop()
        else interception = started
      },
      (error: unknown) => {
        // The app does not need it: only the page's other /v1 fetches go unanswered.
        console.warn("The page's own /v1 requests are not intercepted", error)
      },
    )
    .finally(() => {
      intercepting = true
      if (heldReady && embedded === current) setServiceStatus(heldReady)
      heldReady = undefined
    })
}

/** The embedded service's worker, while embedded mode runs; undefined otherwise. */
export function embeddedService(): FetchHandler | undefined {
  return embedded?.service
}

function stopEmbedded(): void {
  embedded?.stop()
  embedded = undefined
  setServiceStatus({ phase: 'off', message: '' })
}

function apply(mode: Connection['mode']): Promise<void> {
  queue = queue.then(() => {
    if (mode === 'embedded' && !embedded) startEmbedded()
    if (mode === 'proxy' && embedded) stopEmbedded()
    return undefined
  })
  return queue
}

/** Settles once the mode in force is set up: the service's worker runs (embedded), or nothing to do. */
export function whenServiceRouted(): Promise<void> {
  return queue
}

export interface StartOptions {
  /** Called after a change of mode, base URL or token has been applied (e.g. to refetch). */
  readonly onConnectionChange?: (connection: Connection) => void
}

/** Sets up the current mode and follows later changes; resolves like whenServiceRouted(). */
export function startService(options: StartOptions = {}): Promise<void> {
  const { mode, token } = connectionStore.getState()
  // A first visit's first view may have been answered by the build; requests wait to know.
  if (mode === 'embedded') offerFirstAnswers(token)
  const started = apply(mode)
  // A service worker an earlier load registered would control the next one, and with it take
  // the V8 code cache of its scripts away (page-requests.ts): it goes once the view has drawn.
  if (mode !== 'embedded' || !answersPageRequests()) void viewDrawn().then(releasePageWorker)
  connectionStore.subscribe((next, previous) => {
    if (
      next.mode === previous.mode &&
      next.baseUrl === previous.baseUrl &&
      next.token === previous.token
    ) {
      return
    }
    void apply(next.mode).then(() => options.onConnectionChange?.(next))
  })
  return started
}
