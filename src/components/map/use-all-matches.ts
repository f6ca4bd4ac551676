// Every match of a search for a map, streamed into react-query (docs/map-matches.md): the map
// redraws as pages arrive, a filter change cancels the pages still in flight, and going back to
// an earlier filter is served from the cache.
import { experimental_streamedQuery as streamedQuery, useQuery } from '@tanstack/react-query'
import type { QueryKey } from '@tanstack/react-query'
import { useMemo } from 'react'

import { fetchMatches, mergeChunks } from '../../api/fetch-matches'
import type { MatchPage, MatchesChunk } from '../../api/fetch-matches'
import type { CallOptions } from '../../api/operation-types'
import { batched } from '../../utils/batched'

/** The member a map's query adds to its search's key: `[...searchKey, MAP_QUERY, cap]`. */
const MAP_QUERY = 'all-matches'

/** Whether `key` is a map's query (useAllMatches), whatever the search it holds. */
export function isMapQueryKey(key: QueryKey): boolean {
  return key.at(-2) === MAP_QUERY
}

/** The most rows a map fetches for one search (the list beside it keeps paging past it). */
export const MAP_MATCH_CAP = 10_000

/**
 * After the first page, the pages that came within this long go to the map together: each update
 * renders the view, re-clusters the map's source and draws a frame, which with a software renderer
 * costs as much as the service's next page.
 */
export const MAP_UPDATE_EVERY_MS = 250

export interface AllMatches<T> {
  /** The rows fetched so far, in the search's order (most important first). */
  readonly items: readonly T[]
  /** How many match, as the API counts them; undefined until the first page. */
  readonly total: number | undefined
  /** True when more match than the API counts (its result window). */
  readonly overflow: boolean
  /** How many rows the map will hold once every page is in: the total or the cap. */
  readonly target: number | undefined
  readonly loading: boolean
  readonly error: unknown
  readonly retry: () => void
}

export interface UseAllMatchesOptions<T> {
  readonly queryKey: QueryKey
  readonly fetchPage: (offset: number, limit: number, options: CallOptions) => Promise<MatchPage<T>>
  readonly pageSize: number
  /** A smaller first page (fetch-matches.ts FIRST_PAGE_ROWS). */
  readonly firstPageSize?: number
  readonly cap?: number
  readonly enabled?: boolean
}

const NO_CHUNKS: readonly MatchesChunk<never>[] = []

export function useAllMatches<T>(options: UseAllMatchesOptions<T>): AllMatches<T> {
  const { queryKey, fetchPage, pageSize, firstPageSize, cap = MAP_MATCH_CAP } = options
  const enabled = options.enabled ?? true
  const query = useQuery({
    queryKey: [...queryKey, MAP_QUERY, cap],
    queryFn: streamedQuery<MatchesChunk<T>[], MatchesChunk<T>[]>({
      streamFn: ({ signal }) =>
        batched(
          fetchMatches({
            fetchPage,
            pageSize,
            cap,
            signal,
            ...(firstPageSize && { firstPageSize }),
          }),
          MAP_UPDATE_EVERY_MS,
        ),
      reducer: (chunks, batch) => [...chunks, ...batch],
      initialValue: [],
      // A background refetch keeps the map as it is until the fresh rows are all in.
      refetchMode: 'replace',
    }),
    enabled,
    // A map's worth of rows is large: keep one search or two, not every filter ever tried.
    gcTime: 60_000,
  })
  const chunks: readonly MatchesChunk<T>[] = query.data ?? NO_CHUNKS
  const items = useMemo(() => mergeChunks(chunks), [chunks])
  const first = chunks[0]
  return {
    items,
    total: first?.total,
    overflow: first?.overflow ?? false,
    target: first?.target,
    loading: query.fetchStatus === 'fetching',
    error: query.error,
    retry: () => {
      void query.refetch()
    },
  }
}
