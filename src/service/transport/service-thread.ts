// The embedded service's Web Worker, started as soon as the page's first script runs. Its reads
// (the kept copy, the prebuilt file, the places files) then overlap the download and compilation
// of MSW's code (msw-browser.ts, the page's second-largest script) instead of waiting for them
// (docs/dataset-cache.md "Start-up"). What the worker says before msw-browser.ts listens is held
// for it.
import type { Env } from '../boot/config'
import { holdEvents } from './held-events'
import { postSettings } from './worker-bridge'
import type { MessageTarget } from './worker-bridge'

export interface ServiceThread extends MessageTarget {
  /** Hears why the worker failed to load, also when that came before. */
  onError(listener: (message: string) => void): void
  terminate(): void
}

export function startServiceThread(env: Env): ServiceThread {
  // The name is only a label in the browser's devtools; the settings come in a message.
  const worker = new Worker(new URL('./service.worker.ts', import.meta.url), {
    type: 'module',
    name: 'eventscope-service',
  })
  const messages = holdEvents<MessageEvent<unknown>>()
  const errors = holdEvents<string>()
  worker.addEventListener('message', (event) => {
    messages.push(event)
  })
  worker.addEventListener('error', (event) => {
    errors.push(event.message || 'The embedded service could not start.')
  })
  const thread: ServiceThread = {
    postMessage: (message, transfer) => {
      worker.postMessage(message, transfer)
    },
    addEventListener: (_type, listener) => {
      messages.listen(listener)
    },
    onError: (listener) => {
      errors.listen(listener)
    },
    terminate: () => {
      worker.terminate()
    },
  }
  // The settings go before anything else can: the worker starts its reads on them, and a channel
  // keeps the order of its messages, so every request posted later finds them there
  // (worker-host.ts). A worker still loading keeps what is posted to it until it runs.
  postSettings(thread, env)
  return thread
}
