// Page side of the service worker thread: turns fetch calls into messages and back, so
// building the dataset and running queries never block the UI thread.
import { fromWireResponse, toWireRequest } from './wire'
import type { WireResponse, WireStatus } from './wire'
import type { FetchHandler } from '../serve/fetch-handler'

/** What the page needs of a Worker (a real one, or a MessagePort in tests). */
export interface MessageTarget {
  postMessage(message: unknown, transfer: Transferable[]): void
  addEventListener(type: 'message', listener: (event: MessageEvent<unknown>) => void): void
}

function isStatus(data: unknown): data is WireStatus {
  return typeof data === 'object' && data !== null && (data as { kind?: unknown }).kind === 'status'
}

export function createWorkerBridge(
  target: MessageTarget,
  onStatus?: (status: WireStatus) => void,
): FetchHandler {
  let nextId = 1
  const pending = new Map<number, (response: WireResponse) => void>()
  target.addEventListener('message', (event) => {
    const data = event.data
    if (isStatus(data)) {
      onStatus?.(data)
      return
    }
    const response = data as WireResponse
    pending.get(response.id)?.(response)
    pending.delete(response.id)
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
