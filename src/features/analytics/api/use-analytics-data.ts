// Everything the view fetches, from its URL: the period (and the one before it, for the KPI
// deltas) as 90-day chunks of features and demand surge, for the location of the context.
import { useQuery } from '@tanstack/react-query'
import { useMemo } from 'react'

import { useApiClient } from '../../../api/client-context'
import { apiQueryOptions } from '../../../api/query-options'
import { ATTENDANCE_FEATURES } from '../../../contract/enums'
import { periodBounds } from '../../../components/context/view-context'
import { attendanceCriteria, demandMembers, every, viewershipMembers } from './feature-bodies'
import type { LocationChoice } from '../location'
import { chooseLocation } from '../location'
import type { DaySpan } from '../../../components/compare/period-change'
import { previousSpan } from '../../../components/compare/period-change'
import { chunkSpan, periodProblem } from '../period'
import type { AnalyticsSearch } from '../search-schema'
import { useFeatureChunks, useSurgeChunks } from './use-chunked'

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

export function useAnalyticsData(search: AnalyticsSearch, nowMs: number) {
  const client = useApiClient()
  const firstLoc = search.loc[0]
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
  const prevChunks = useMemo(() => {
    const before = gte && lte && !problem ? previousSpan({ gte, lte }) : undefined
    return before ? chunkSpan(before) : []
  }, [gte, lte, problem])
  const criteria = attendanceCriteria(search)
  const members = demandMembers(search)
  const demand = useFeatureChunks(location, chunks, members)
  const previous = useFeatureChunks(location, prevChunks, members)
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
  const viewership = useFeatureChunks(
    hoursOk ? location : undefined,
    chunks,
    viewershipMembers(search),
  )
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
