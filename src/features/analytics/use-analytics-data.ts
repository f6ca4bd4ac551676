// Everything the view fetches, from its URL: the period (and the one before it, for the KPI
// deltas) as 90-day chunks of features and demand surge, for the location of the context.
import { useQuery } from '@tanstack/react-query'
import { useMemo } from 'react'

import { useApiClient } from '../../api/client-context'
import { apiQueryOptions } from '../../api/query-options'
import { ATTENDANCE_FEATURES, RANK_FEATURES, VIEWERSHIP_FEATURES } from '../../contract/enums'
import type { FeatureCriteria } from '../../contract/features'
import { listOf } from '../../components/context/url-params'
import { periodBounds } from '../../components/context/view-context'
import type { LocationChoice } from './location'
import { chooseLocation } from './location'
import type { DaySpan } from './period'
import { chunkSpan, periodProblem, previousSpan } from './period'
import type { AnalyticsSearch } from './search-schema'
import { useFeatureChunks, useSurgeChunks } from './use-chunked'

/** The attendance criteria of the URL: the chosen statistic (with `sum`, which the KPIs and the
 * surge chart need) and the optional `svc_rank` range (spec Features, criteria object). */
export function attendanceCriteria(search: AnalyticsSearch): FeatureCriteria {
  const stats =
    search.stat === 'sum' || search.stat === 'count'
      ? ['sum' as const]
      : ['sum' as const, search.stat]
  const rank = {
    ...(search.rankGte !== undefined && { gte: search.rankGte }),
    ...(search.rankLte !== undefined && { lte: search.rankLte }),
  }
  return { stats, ...(Object.keys(rank).length > 0 && { svc_rank: rank }) }
}

/** Why the rank range cannot be sent, if it cannot. */
export function rankProblem(search: AnalyticsSearch): string | undefined {
  if (
    search.rankGte !== undefined &&
    search.rankLte !== undefined &&
    search.rankGte >= search.rankLte
  ) {
    return 'The lowest rank must be below the highest rank.'
  }
  return undefined
}

function every<K extends string, V>(keys: readonly K[], value: V): Partial<Record<K, V>> {
  const out: Partial<Record<K, V>> = {}
  for (const key of keys) out[key] = value
  return out
}

export function useAnalyticsData(search: AnalyticsSearch, nowMs: number) {
  const client = useApiClient()
  const firstLoc = listOf(search.loc)[0]
  const saved = useQuery({
    ...apiQueryOptions(client, 'getSavedLocation', { location_id: firstLoc ?? '' }),
    enabled: firstLoc !== undefined,
  })
  const choice: LocationChoice = chooseLocation(search, { data: saved.data, error: saved.error })
  const bounds = periodBounds(search, nowMs)
  const problem = periodProblem(bounds, nowMs) ?? rankProblem(search)
  const period: DaySpan | undefined =
    bounds.gte !== undefined && bounds.lte !== undefined
      ? { gte: bounds.gte, lte: bounds.lte }
      : undefined
  // Nothing is sent while the location or the period breaks a limit: the view says why instead.
  const location = choice.kind === 'ready' && problem === undefined ? choice.location : undefined
  const { gte, lte } = bounds
  const chunks = useMemo(
    () => (gte && lte && !problem ? chunkSpan({ gte, lte }) : []),
    [gte, lte, problem],
  )
  const prevChunks = useMemo(
    () => (gte && lte && !problem ? chunkSpan(previousSpan({ gte, lte })) : []),
    [gte, lte, problem],
  )
  const criteria = attendanceCriteria(search)
  const demandMembers = {
    ...every(ATTENDANCE_FEATURES, criteria),
    ...every(RANK_FEATURES, true as const),
  }
  const demand = useFeatureChunks(location, chunks, demandMembers)
  const previous = useFeatureChunks(location, prevChunks, demandMembers)
  // The surge chart needs every event's attendance, as /v1/demand-surge/ counts it; with a rank
  // range the main answer is narrowed, so the plain totals are fetched on their own.
  const narrowed = criteria.svc_rank !== undefined
  const plainTotals = useFeatureChunks(
    narrowed ? location : undefined,
    narrowed ? chunks : [],
    every(ATTENDANCE_FEATURES, true as const),
  )
  const surge = useSurgeChunks(location, chunks, search.intensity)
  const prevSurge = useSurgeChunks(location, prevChunks, search.intensity)
  const hoursOk = search.hourGte <= search.hourLte
  const viewership = useFeatureChunks(hoursOk ? location : undefined, chunks, {
    ...every(VIEWERSHIP_FEATURES, true as const),
    hour_of_day_start: { gte: search.hourGte, lte: search.hourLte },
  })
  return {
    choice,
    savedLocation: saved.data,
    period,
    problem,
    chunks,
    demand,
    previous,
    totals: narrowed ? plainTotals : demand,
    surge,
    prevSurge,
    viewership,
  }
}

export type AnalyticsData = ReturnType<typeof useAnalyticsData>
