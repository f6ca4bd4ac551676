// Bodies read off the page's thread. A map's page of a thousand events is over a megabyte of
// JSON, of which the map keeps nine fields an event: parsed on the page's thread, it held the
// thread for a few milliseconds a page and left tens of megabytes for its garbage collector, whose
// pauses fell inside the tasks that draw the view. A worker parses it and hands back only what the
// reader keeps (json-projection.ts), which the page then checks as before. Where no worker can run
// (Node, a test), the page parses the body itself.
import { readProjected } from './json-projection'
import type { Projection, ReadAnswer } from './json-projection'

interface Reader {
  readonly worker: Worker
  readonly pending: Map<number, { resolve: (body: unknown) => void; reject: (e: Error) => void }>
}

/** The worker, made on first use; null where there is none, or once it failed. */
let reader: Reader | null | undefined
let nextId = 1

function readerWorker(): Reader | null {
  if (reader !== undefined) return reader
  if (typeof Worker !== 'function' || typeof document === 'undefined') return (reader = null)
  const worker = new Worker(new URL('./json-reader.worker.ts', import.meta.url), {
    type: 'module',
    name: 'eventscope-json-reader',
  })
  const made: Reader = { worker, pending: new Map() }
  worker.addEventListener('message', (event: MessageEvent<ReadAnswer>) => {
    made.pending.get(event.data.id)?.resolve(event.data.body)
    made.pending.delete(event.data.id)
  })
  worker.addEventListener('error', () => {
    // Bodies already handed over are gone with it; later ones are parsed on the page.
    for (const { reject } of made.pending.values()) {
      reject(new Error('The page could not read the answer: its JSON reader stopped.'))
    }
    made.pending.clear()
    reader = null
  })
  return (reader = made)
}

/** The body of `response` (bodyOf), cut to `projection`, parsed off the page's thread if it can. */
export async function readBodyProjected(
  response: Response,
  projection: Projection,
): Promise<unknown> {
  const worker = readerWorker()
  const bytes = await response.arrayBuffer()
  const id = nextId++
  // The worker's own work, done here: the same reading either way.
  if (!worker) return readProjected({ id, bytes, projection }).body
  return new Promise((resolve, reject) => {
    worker.pending.set(id, { resolve, reject })
    worker.worker.postMessage({ id, bytes, projection }, [bytes])
  })
}
