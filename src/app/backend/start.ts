// Decides where API requests go and starts what that needs. Embedded mode loads the service's
// browser transport through a dynamic import so that proxy mode never downloads it (docs/architecture.md
// "Layout"). The shell renders at once; the app's client holds its requests until /v1 is routed
// (whenServiceRouted), and the service's worker holds them until the dataset is built.
import type { EmbeddedService } from '../../service/transport/msw-browser'
import { startServiceThread } from '../../service/transport/service-thread'
import { connectionStore } from '../../api/connection/connection-store'
import type { Connection } from '../../api/connection/page-connection'
import { embeddedServiceEnv } from './embedded-env'
import { setServiceStatus } from './service-status-store'

let embedded: EmbeddedService | undefined
/** Mode changes are applied one after the other. */
let queue: Promise<void> = Promise.resolve()

async function startEmbedded(): Promise<void> {
  setServiceStatus({ phase: 'starting', message: 'Starting the embedded service' })
  // The worker starts before MSW's code loads, so its reads overlap that download.
  const thread = startServiceThread(embeddedServiceEnv())
  try {
    const { startEmbeddedService } = await import('../../service/transport/msw-browser')
    embedded = await startEmbeddedService({
      thread,
      onStatus: ({ phase, message, step, steps }) => {
        setServiceStatus({
          phase,
          message,
          ...(step === undefined || steps === undefined ? {} : { step, steps }),
        })
      },
    })
  } catch (error) {
    // Until the service has started, the thread is this function's to end.
    thread.terminate()
    // The shell still renders; the indicator says why no data will come.
    const reason = error instanceof Error ? error.message : String(error)
    setServiceStatus({ phase: 'failed', message: reason })
  }
}

function stopEmbedded(): void {
  embedded?.stop()
  embedded = undefined
  setServiceStatus({ phase: 'off', message: '' })
}

function apply(mode: Connection['mode']): Promise<void> {
  queue = queue.then(() => {
    if (mode === 'embedded' && !embedded) return startEmbedded()
    if (mode === 'proxy' && embedded) stopEmbedded()
    return undefined
  })
  return queue
}

/** Settles once the mode in force is set up: MSW intercepts /v1 (embedded), or nothing to do. */
export function whenServiceRouted(): Promise<void> {
  return queue
}

export interface StartOptions {
  /** Called after a change of mode, base URL or token has been applied (e.g. to refetch). */
  readonly onConnectionChange?: (connection: Connection) => void
}

/** Sets up the current mode and follows later changes; resolves like whenServiceRouted(). */
export function startService(options: StartOptions = {}): Promise<void> {
  const started = apply(connectionStore.getState().mode)
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
