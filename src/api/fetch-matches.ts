// Every match of a search, up to a cap, for a map (docs/map-matches.md). The list beside a map
// pages; the map draws everything the API lets it fetch. The first page says how many match, then
// the remaining pages go out at once by offset: the client's bounded pool (pool.ts) keeps only a
// few in flight and its 429 backoff (retry.ts) spaces them, so the burst respects the rate limit.
import type { CallOptions } from './operation-types'

/** What one page of a search gives: the rows, and how many match (capped by the result window). */
export interface MatchPage<T> {
  readonly count: number
  readonly overflow?: boolean
  readonly results: readonly T[]
}

export interface MatchesChunk<T> {
  /** Offset of the first row of this chunk in the whole ordered result. */
  readonly offset: number
  readonly items: readonly T[]
  /** How many match, as the API counts them (its result window caps this; see `overflow`). */
  readonly total: number
  /** True when more match than the API counts (docs/api.md "Limits": result window). */
  readonly overflow: boolean
  /** How many rows will be fetched in all: the total, the cap, whichever is smaller. */
  readonly target: number
}

export interface FetchMatchesOptions<T> {
  readonly fetchPage: (offset: number, limit: number, options: CallOptions) => Promise<MatchPage<T>>
  /** Largest page the API allows for this search. */
  readonly pageSize: number
  /** Rows of the first page when smaller than `pageSize` (FIRST_PAGE_ROWS). */
  readonly firstPageSize?: number
  /** Most rows to fetch; the search's order decides which come first. */
  readonly cap: number
  readonly signal?: AbortSignal
}

/** The offsets of the pages after a first page of `first` rows that cover `target` rows. */
export function remainingOffsets(target: number, pageSize: number, first = pageSize): number[] {
  const offsets: number[] = []
  for (let offset = first; offset < target; offset += pageSize) offsets.push(offset)
  return offsets
}

/**
 * Rows of a small first page, for a map that draws the most important rows first (the events map):
 * it has something to draw as soon as the service answers (a full page is more for the service,
 * the transport and the map's clustering to get through), and the count it carries sends the
 * other pages out at once. A map of sums (the broadcasts choropleth) keeps full pages: each chunk
 * recolours it.
 */
export const FIRST_PAGE_ROWS = 100

/**
 * Yields the first page, then every other page as it arrives (not in order: each chunk carries
 * its offset). Rejects with the first failed page's error; an abort rejects with its reason.
 */
export async function* fetchMatches<T>(
  options: FetchMatchesOptions<T>,
): AsyncGenerator<MatchesChunk<T>, void, undefined> {
  const { fetchPage, pageSize, cap, signal, firstPageSize = pageSize } = options
  const firstLimit = Math.min(pageSize, cap, firstPageSize)
  const first = await fetchPage(0, firstLimit, { signal })
  const total = first.count
  const overflow = first.overflow ?? false
  const target = Math.min(total, cap)
  const chunk = (offset: number, items: readonly T[]): MatchesChunk<T> => ({
    offset,
    items,
    total,
    overflow,
    target,
  })
  // A short first page means the API has no more to give, whatever its count says.
  const more =
    first.results.length < firstLimit ? [] : remainingOffsets(target, pageSize, firstLimit)
  // The other pages are asked for before the first is handed over: the caller's work on it (a
  // map's first frame) then overlaps their answers instead of coming before their requests.
  const pending = new Map<number, Promise<{ offset: number; page: MatchPage<T> }>>()
  for (const offset of more) {
    const limit = Math.min(pageSize, target - offset)
    pending.set(
      offset,
      // The first page is what the map shows first; the rest fill it in, with nobody waiting.
      fetchPage(offset, limit, { signal, priority: 'low' }).then((page) => ({ offset, page })),
    )
  }
  // Rejections are handled by the race below; silence the rest once one has failed.
  for (const promise of pending.values()) promise.catch(() => undefined)
  yield chunk(0, first.results.slice(0, target))
  while (pending.size > 0) {
    const { offset, page } = await Promise.race(pending.values())
    pending.delete(offset)
    yield chunk(offset, page.results)
  }
}

/** The rows of the chunks in the search's order. */
export function mergeChunks<T>(chunks: readonly MatchesChunk<T>[]): T[] {
  return [...chunks].sort((a, b) => a.offset - b.offset).flatMap((chunk) => chunk.items)
}
