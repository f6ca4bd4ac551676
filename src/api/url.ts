// URL building: base URL + route path + query, and re-basing the `next` links of list envelopes.

/** Fills `{name}` segments of a route path, percent-encoding each value. */
export function fillPath(template: string, params: Readonly<Record<string, unknown>>): string {
  return template.replace(/\{([^}]+)\}/g, (_match, name: string) => {
    const value = params[name]
    if (typeof value !== 'string' && typeof value !== 'number') {
      throw new TypeError(`Missing path parameter "${name}" for ${template}`)
    }
    const text = String(value)
    if (text === '') throw new TypeError(`Empty path parameter "${name}" for ${template}`)
    return encodeURIComponent(text)
  })
}

/** The route names of a path template, in order. */
export function pathParamNames(template: string): string[] {
  return Array.from(template.matchAll(/\{([^}]+)\}/g), (match) => match[1] ?? '')
}

/** `baseUrl` ('' for same origin, or absolute, with or without a path prefix) + an API path. */
export function joinUrl(baseUrl: string, pathAndQuery: string): string {
  return baseUrl.replace(/\/+$/, '') + pathAndQuery
}

/**
 * `url` as a person can use it elsewhere: a same-origin client ('' base) sends a path, which is
 * given the page's `origin`; an absolute URL stays as it is.
 */
export function absoluteUrl(url: string, origin: string): string {
  return isAbsolute(url) ? url : `${origin}${url}`
}

export function withQuery(url: string, params: URLSearchParams): string {
  const query = params.toString()
  return query === '' ? url : `${url}${url.includes('?') ? '&' : '?'}${query}`
}

/** Where a relative URL resolves outside a page (Node, tests): a host that never resolves. */
const NO_PAGE = 'http://same-origin.invalid/'

/** The address fetch resolves a relative URL against: the page's (or worker's), if there is one. */
function pageAddress(): string {
  return typeof location === 'undefined' ? NO_PAGE : location.href
}

/**
 * Whether a request to `url` stays on the API's origin: the origin of an absolute `baseUrl`, or
 * the page's own origin when `baseUrl` is '' (same origin). Both are resolved the way fetch
 * resolves them, so `//host/...` or `\\host` name the host they really reach.
 */
export function isApiOrigin(url: string, baseUrl: string): boolean {
  const page = pageAddress()
  try {
    const target = new URL(url, page).origin
    return target !== 'null' && target === new URL(baseUrl === '' ? '/' : baseUrl, page).origin
  } catch {
    return false
  }
}

/**
 * Where to fetch a `next`/`previous` link. The link names the server's own address, which is not
 * always ours: behind the dev proxy or a service worker the client talks to `baseUrl` while the
 * upstream writes its public host. The API path starts at the version segment (docs/api.md
 * "Versioning"), so the part from `/v1/` on is re-based onto `baseUrl`. A link without a version
 * segment keeps its path and query but never its host: on the API's origin it stays as it is,
 * anywhere else it is re-based onto `baseUrl` too, so a backend cannot send the client (and its
 * bearer token, see http.ts) to another origin.
 */
export function rebaseLink(link: string, baseUrl: string): string {
  const base = baseUrl.replace(/\/+$/, '')
  const anchor = new URL(isAbsolute(base) ? `${base}/` : NO_PAGE)
  const resolved = new URL(link, anchor)
  const path = resolved.pathname + resolved.search
  const version = path.search(/\/v\d+\//)
  if (version >= 0) return joinUrl(base, path.slice(version))
  // Same origin: a root-relative path reaches the page's own server whatever host the link named.
  if (!isAbsolute(base)) return path
  return resolved.origin === anchor.origin ? resolved.origin + path : joinUrl(base, path)
}

function isAbsolute(url: string): boolean {
  return /^[a-z][a-z\d+.-]*:/i.test(url)
}
