// Every page of a search, one at a time. List envelopes carry `next` links (events, broadcasts,
// places, calendar); the saved-locations list and insights events carry only `count`, so those
// advance with `offset` (docs/api.md "Saved locations (beta)": `limit` and `offset`).
import { abortReason } from './abort'
import type { CallOptions } from './operation-types'

/** The members of a list envelope the iterator reads. */
export interface PageLike {
  readonly count: number
  readonly next?: string | null
  readonly results?: readonly unknown[]
  readonly locations?: readonly unknown[]
}

export interface PageProgress {
  /** Items received so far, over all pages. */
  readonly fetched: number
  /** The envelope's `count` (capped by the result window when `overflow` is true). */
  readonly total: number
}

export interface PageOptions {
  readonly signal?: AbortSignal | undefined
  readonly onProgress?: (progress: PageProgress) => void
}

/** A client method of a list operation (each carries `follow` for its page links). */
export type PageableMethod<I, P extends PageLike> = ((
  input: I,
  options?: CallOptions,
) => Promise<P>) & {
  follow(link: string, options?: CallOptions): Promise<P>
}

/** The row type of a list envelope. */
export type PageItem<P> = P extends { readonly results: readonly (infer T)[] }
  ? T
  : P extends { readonly locations: readonly (infer T)[] }
    ? T
    : never

/** The rows of a page, whatever its container is called (`results`, or `locations`). */
export function pageItems<P extends PageLike>(page: P): readonly PageItem<P>[] {
  // The container member is the one PageItem<P> reads its type from.
  return (page.results ?? page.locations ?? []) as readonly PageItem<P>[]
}

/**
 * Yields the first page for `input`, then each following page, until the last one. An abort
 * rejects the pending request (or the next step) with the signal's AbortError.
 */
export async function* paginate<I, P extends PageLike>(
  method: PageableMethod<I, P>,
  input: I,
  options: PageOptions = {},
): AsyncGenerator<P, void, undefined> {
  const { signal, onProgress } = options
  const call = { signal }
  const startOffset = offsetOf(input)
  let fetched = 0
  let page = await method(input, call)
  for (;;) {
    signal?.throwIfAborted()
    const received = pageItems(page).length
    fetched += received
    onProgress?.({ fetched, total: page.count })
    yield page
    if (signal?.aborted) throw abortReason(signal)
    if (typeof page.next === 'string') {
      page = await method.follow(page.next, call)
    } else if (page.next === undefined && received > 0 && fetched < page.count) {
      page = await method(withOffset(input, startOffset + fetched), call)
    } else {
      return
    }
  }
}

function offsetOf(input: unknown): number {
  if (typeof input !== 'object' || input === null || !('offset' in input)) return 0
  const offset = Number(input.offset)
  return Number.isFinite(offset) ? offset : 0
}

function withOffset<I>(input: I, offset: number): I {
  const base = typeof input === 'object' && input !== null ? input : {}
  // Same operation input with one member changed; list queries all accept `offset`.
  return { ...base, offset } as I
}
