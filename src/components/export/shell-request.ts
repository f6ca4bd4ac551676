// Where a request panel's URL and curl command point, so that a copied command works in a shell.
// In embedded mode the API runs in this page's service worker (src/app/backend/start.ts): the
// page's origin answers /v1 only to the page itself, and 404 to curl. `npm run api` serves the
// same API and the same default dataset over HTTP, so the command is rebased onto its address.
// In proxy mode the URL already names a server that answers a shell, and stays as it is.
import type { ConnectionMode } from '../../api/connection/page-connection'
import { absoluteUrl } from '../../api/url'

/** `npm run api`'s default address (scripts/api.ts: HOST 127.0.0.1, PORT 8787; README Commands). */
export const LOCAL_API_ORIGIN = 'http://127.0.0.1:8787'

export interface ShellRequest {
  /** The URL to show, copy and curl. */
  readonly url: string
  /** What must run for `url` to answer, when that is not the page's own server. */
  readonly note: string | undefined
}

export const LOCAL_API_NOTE = `The embedded service answers only inside this page. Run \`npm run api\` to serve this request at ${LOCAL_API_ORIGIN} outside the browser.`

/**
 * The shell-runnable form of `url` under `mode`: `url` is what the client sends, absolute or a
 * path on the page's `origin` (a same-origin client's).
 */
export function shellRequest(url: string, mode: ConnectionMode, origin: string): ShellRequest {
  if (mode === 'proxy') return { url: absoluteUrl(url, origin), note: undefined }
  const { pathname, search, hash } = new URL(url, LOCAL_API_ORIGIN)
  return { url: `${LOCAL_API_ORIGIN}${pathname}${search}${hash}`, note: LOCAL_API_NOTE }
}
