// Starts the embedded service's Web Worker, without MSW: the page creates it as soon as its own
// code runs, so the worker downloads and reads its dataset while the MSW module (msw-browser.ts)
// is still loading. The bridge listens from the first moment, so no status message is lost.
import type { Env } from '../boot/config'
import { workerNameFor } from '../boot/worker-name'
import type { FetchHandler } from '../serve/fetch-handler'
import type { WireStatus } from './wire'
import { createWorkerBridge } from './worker-bridge'

export interface StartedWorker {
  readonly worker: Worker
  /** Requests to the service, answered once its dataset is built. */
  readonly bridge: FetchHandler
}

export function startServiceWorker(
  env: Env,
  onStatus?: (status: WireStatus) => void,
): StartedWorker {
  const worker = new Worker(new URL('./service.worker.ts', import.meta.url), {
    type: 'module',
    name: workerNameFor(env),
  })
  worker.addEventListener('error', (event) => {
    onStatus?.({
      kind: 'status',
      phase: 'failed',
      message: event.message || 'The embedded service could not start.',
    })
  })
  return { worker, bridge: createWorkerBridge(worker, onStatus) }
}
