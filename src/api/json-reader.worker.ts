// The worker that reads large JSON bodies for the page (off-thread-json.ts): it decodes and parses
// a body and keeps what its reader reads, so the page's thread neither parses nor collects the
// rest.
import { readProjected } from './json-projection'
import type { ReadRequest } from './json-projection'

const scope = self as unknown as {
  onmessage: ((event: MessageEvent<ReadRequest>) => void) | null
  postMessage(message: unknown): void
}

scope.onmessage = (event) => {
  scope.postMessage(readProjected(event.data))
}
