// `next` / `previous` links of list envelopes: the request URL with another offset.

export interface PageLinks {
  readonly next: string | null
  readonly previous: string | null
}

function withOffset(url: URL, offset: number, limit: number): string {
  const copy = new URL(url)
  copy.searchParams.set('offset', String(offset))
  copy.searchParams.set('limit', String(limit))
  return copy.toString()
}

/** Links for a page at `offset` of `limit` over `total` reachable results. */
export function pageLinks(url: URL, offset: number, limit: number, total: number): PageLinks {
  const next = limit > 0 && offset + limit < total ? withOffset(url, offset + limit, limit) : null
  const previous = offset > 0 ? withOffset(url, Math.max(0, offset - limit), limit) : null
  return { next, previous }
}
