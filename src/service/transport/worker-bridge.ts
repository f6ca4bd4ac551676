// Page side of the service worker thread: turns fetch calls into messages and back, so
// building the dataset and running queries never block the UI thread.
import { SERVICE_SETTINGS } from '../boot/config'
import type { Env } from '../boot/config'
import { fromWireResponse, toWireRequest } from './wire'
import type { WireDrawn, WireResponse, WireSettings, WireStatus, WorkerMessage } from './wire'
import type { FetchHandler } from '../serve/fetch-handler'

/** What the page needs of a Worker (a real one, or a MessagePort in tests). */
export interface MessageTarget {
  postMessage(message: unknown, transfer: Transferable[]): void
  addEventListener(type: 'message', listener: (event: MessageEvent<unknown>) => void): void
}

/**
 * Gives the worker the settings its service starts with. It must be the first message: the worker
 * starts on it, and holds any request until it has it (worker-host.ts). Only the SERVICE_*
 * variables the service reads travel.
 */
export function postSettings(target: MessageTarget, env: Env): void {
  const settings = Object.fromEntries(
    SERVICE_SETTINGS.flatMap((key) => {
      const value = env[key]
      return value === undefined ? [] : [[key, value]]
    }),
  )
  target.postMessage({ kind: 'settings', env: settings } satisfies WireSettings, [])
}

/**
 * Tells the worker the page's first view shows its data: it builds what no request has needed yet
 * (worker-host.ts).
 */
export function postDrawn(target: MessageTarget): void {
  target.postMessage({ kind: 'drawn' } satisfies WireDrawn, [])
}

export function createWorkerBridge(
  target: MessageTarget,
  onStatus?: (status: WireStatus) => void,
): FetchHandler {
  let nextId = 1
  const pending = new Map<number, (response: WireResponse) => void>()
  target.addEventListener('message', (event) => {
    // The worker posts nothing but these (worker-host.ts).
    const data = event.data as WorkerMessage
    if (data.kind === 'status') {
      onStatus?.(data)
      return
    }
    pending.get(data.id)?.(data)
    pending.delete(data.id)
  })
  return {
    async fetch(request) {
      const id = nextId++
      const wire = await toWireRequest(id, request)
      const answer = new Promise<WireResponse>((resolve) => pending.set(id, resolve))
      target.postMessage(wire, wire.body ? [wire.body] : [])
      return fromWireResponse(await answer)
    },
  }
}
