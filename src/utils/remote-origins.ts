// Which addresses outside its own origin the page may send requests to: an analyst's backend (the
// Account page's connection) and basemap (its "Map" form). The page's Content-Security-Policy
// allows exactly these for `connect-src` (scripts/vite/content-security-policy.ts), so a URL the
// forms accept is one the browser lets the page reach (docs/security.md "Where the page may
// connect").

/** Hosts whose http:// the page may use: this machine only, where no one can listen in. */
export const LOOPBACK_HOSTS: readonly string[] = ['127.0.0.1', 'localhost']

/** The connect-src sources beyond 'self': any https origin, and http on this machine. */
export const REMOTE_CONNECT_SOURCES: readonly string[] = [
  'https:',
  ...LOOPBACK_HOSTS.map((host) => `http://${host}:*`),
]

/** True for an https URL, or an http URL on this machine. */
export function isReachableUrl(url: URL): boolean {
  return (
    url.protocol === 'https:' || (url.protocol === 'http:' && LOOPBACK_HOSTS.includes(url.hostname))
  )
}
