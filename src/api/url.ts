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

export function withQuery(url: string, params: URLSearchParams): string {
  const query = params.toString()
  return query === '' ? url : `${url}${url.includes('?') ? '&' : '?'}${query}`
}

/**
 * Where to fetch a `next`/`previous` link. The link names the server's own address, which is not
 * always ours: behind the dev proxy or a service worker the client talks to `baseUrl` while the
 * upstream writes its public host. The API path starts at the version segment (spec, Versioning 1),
 * so the part from `/v1/` on is re-based onto `baseUrl`. A link without a version segment is
 * resolved as an ordinary relative reference.
 */
export function rebaseLink(link: string, baseUrl: string): string {
  const resolved = new URL(link, 'http://link.invalid/')
  const path = resolved.pathname + resolved.search
  const version = path.search(/\/v\d+\//)
  if (version >= 0) return joinUrl(baseUrl, path.slice(version))
  if (/^[a-z][a-z\d+.-]*:/i.test(link)) return link
  return isAbsolute(baseUrl) ? new URL(link, `${baseUrl.replace(/\/+$/, '')}/`).toString() : path
}

function isAbsolute(url: string): boolean {
  return /^[a-z][a-z\d+.-]*:/i.test(url)
}
