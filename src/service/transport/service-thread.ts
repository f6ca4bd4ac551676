// The embedded service's Web Worker, started by the page's first and smallest script
// (app/early-start.ts) while the app's own scripts still download, and adopted by the app when it
// runs (app/backend/start.ts). Its reads (the kept copy, the prebuilt files, the places files) then
// overlap the download and compilation of the app instead of waiting for them
// (docs/dataset-cache.md "The service starts with the page"). What the worker says before the app
// listens is held for it.
import type { Env } from '../boot/config'
import { holdEvents } from './held-events'
import { postSettings } from './worker-bridge'
import type { MessageTarget } from './worker-bridge'

export interface ServiceThread extends MessageTarget {
  /** Page time (epoch ms) the worker was started at: a pinned clock runs from then. */
  readonly startedAt: number
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
    startedAt: Date.now(),
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

/** The settings as one text, whatever the order of their keys. */
const settingsText = (env: Env): string =>
  JSON.stringify(Object.entries(env).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))

let early: { readonly settings: string; readonly thread: ServiceThread } | undefined

/** Starts the worker before the app has loaded; `adoptServiceThread` hands it over. */
export function startServiceThreadEarly(env: Env): void {
  early ??= { settings: settingsText(env), thread: startServiceThread(env) }
}

/**
 * The worker started early for these settings, once; undefined when none was (another mode, a
 * test). One started for other settings is stopped: the service must run on the app's.
 */
export function adoptServiceThread(env: Env): ServiceThread | undefined {
  const taken = early
  early = undefined
  if (taken?.settings === settingsText(env)) return taken.thread
  taken?.thread.terminate()
  return undefined
}
