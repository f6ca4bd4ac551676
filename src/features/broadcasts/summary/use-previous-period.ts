// The summary's numbers over the previous period of the same length, with the view's other
// filters: the count from the count endpoint, total and top viewership from every matching
// broadcast (the same capped, most-watched-first search the map uses). Asked only once the current
// period is on the map, so the comparison never delays the map an analyst is waiting for.
import { useQuery } from '@tanstack/react-query'
import { useMemo } from 'react'

import { useApiClient } from '../../../api/client-context'
import { apiQueryOptions } from '../../../api/query-options'
import { periodBounds } from '../../../components/context/view-context'
import type { BroadcastsQueryInput } from '../build-query'
import { previousSpan, spanDays } from '../../../components/compare/period-change'
import type { DaySpan } from '../../../components/compare/period-change'
import { withSpan } from './previous-period'
import type { BroadcastsSearch } from '../search-schema'
import { useMatchingBroadcasts } from '../map/use-broadcasts-map'

export interface PreviousPeriod {
  /** The previous span; undefined when the period is open at one end (nothing to compare). */
  readonly span: DaySpan | undefined
  readonly days: number
  readonly count: number | undefined
  /** Summed viewership; undefined until every match is in, or when the cap cut the matches. */
  readonly total: number | undefined
  /** The most watched single broadcast's viewership (0 when none matched). */
  readonly top: number | undefined
  /** More broadcasts matched than a map fetches, so no total exists to compare with. */
  readonly capped: boolean
  readonly error: unknown
}

export function usePreviousPeriod(
  search: BroadcastsSearch,
  nowMs: number,
  filterQuery: BroadcastsQueryInput,
  /** The current period is fully loaded and its query is a real one. */
  ready: boolean,
): PreviousPeriod {
  const client = useApiClient()
  const span = useMemo(() => previousSpan(periodBounds(search, nowMs)), [search, nowMs])
  const query = useMemo(
    () => (span === undefined ? filterQuery : withSpan(filterQuery, span)),
    [filterQuery, span],
  )
  const enabled = ready && span !== undefined
  const count = useQuery({ ...apiQueryOptions(client, 'countBroadcasts', query), enabled })
  const matches = useMatchingBroadcasts(query, enabled)
  const complete =
    !matches.loading && matches.target !== undefined && matches.items.length >= matches.target
  const capped =
    matches.target !== undefined && matches.total !== undefined && matches.target < matches.total
  const total = useMemo(
    () =>
      complete && !capped ? matches.items.reduce((sum, b) => sum + b.viewership, 0) : undefined,
    [complete, capped, matches.items],
  )
  // Most watched first: the first row is the top, once the first page is in.
  const top = matches.target === undefined ? undefined : (matches.items[0]?.viewership ?? 0)
  const error: unknown = count.error ?? matches.error
  return useMemo(
    () => ({
      span,
      days: span === undefined ? 0 : spanDays(span),
      count: count.data?.count,
      total,
      top,
      capped,
      error,
    }),
    [span, count.data?.count, total, top, capped, error],
  )
}
