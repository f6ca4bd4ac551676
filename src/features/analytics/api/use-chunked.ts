// Fetches a period as consecutive 90-day requests (period.ts), all through the client: its bounded
// pool keeps a few in flight and its 429 backoff spaces them (docs/map-matches.md), so a year is
// a short burst the plan's rate limit allows. Each chunk is its own query, so a failed chunk is
// retried alone and the ones that arrived stay drawn.
import { useQueries } from '@tanstack/react-query'
import type { UseQueryResult } from '@tanstack/react-query'
import { useCallback } from 'react'

import { useApiClient } from '../../../api/client-context'
import { apiQueryOptions } from '../../../api/query-options'
import type { DemandSurgeResponse } from '../../../contract/demand-surge'
import type { SurgeIntensity } from '../../../contract/enums'
import type { FeaturesDay } from '../../../contract/features-response'
import type { AnalyticsLocation } from '../location'
import { surgeLocation } from '../location'
import { featuresRequestBody } from './feature-bodies'
import type { FeatureMembers } from './feature-bodies'
import type { DaySpan } from '../../../components/compare/period-change'
import type { ChunkResult } from './stitch'

export interface ChunkState<D extends { readonly date: string }> extends ChunkResult<D> {
  readonly pending: boolean
  readonly error: unknown
  readonly retry: () => void
}

export interface Chunked<D extends { readonly date: string }> {
  readonly chunks: readonly ChunkState<D>[]
  readonly done: number
  readonly total: number
  readonly failed: readonly ChunkState<D>[]
}

function summarise<D extends { readonly date: string }>(chunks: ChunkState<D>[]): Chunked<D> {
  return {
    chunks,
    done: chunks.filter((c) => c.days !== undefined).length,
    total: chunks.length,
    failed: chunks.filter((c) => c.error !== null && c.error !== undefined),
  }
}

/** `members` over every chunk of the period, for `location`; nothing is sent while disabled. */
export function useFeatureChunks(
  location: AnalyticsLocation | undefined,
  chunks: readonly DaySpan[],
  members: FeatureMembers,
): Chunked<FeaturesDay> {
  const client = useApiClient()
  const enabled = location !== undefined
  // A stable `combine` lets react-query hand back the same object until an answer changes, so the
  // charts' memoised rows survive brushing and hovering.
  const combine = useCallback(
    (results: UseQueryResult<{ results: FeaturesDay[] }>[]) =>
      summarise(
        results.map((result, i) => ({
          span: chunks[i] ?? { gte: '', lte: '' },
          days: result.data?.results,
          pending: result.isPending && enabled,
          error: result.error,
          retry: () => void result.refetch(),
        })),
      ),
    [chunks, enabled],
  )
  return useQueries({
    combine,
    queries: chunks.map((span) => ({
      ...apiQueryOptions(
        client,
        'features',
        location
          ? featuresRequestBody(location, span, members)
          : { active: { gte: span.gte, lte: span.lte }, location: { place_id: [] }, ...members },
      ),
      enabled,
      retry: false,
    })),
  })
}

export interface SurgeDay {
  readonly date: string
  readonly total: number
}

/** Demand surge over every chunk of the period (the surge window is 90 days too). */
export function useSurgeChunks(
  location: AnalyticsLocation | undefined,
  chunks: readonly DaySpan[],
  intensity: SurgeIntensity,
): Chunked<SurgeDay> {
  const client = useApiClient()
  const enabled = location !== undefined
  const combine = useCallback(
    (results: UseQueryResult<DemandSurgeResponse>[]) =>
      summarise(
        results.map((result, i) => ({
          span: chunks[i] ?? { gte: '', lte: '' },
          days: result.data ? surgeDays(result.data) : undefined,
          pending: result.isPending && enabled,
          error: result.error,
          retry: () => void result.refetch(),
        })),
      ),
    [chunks, enabled],
  )
  return useQueries({
    combine,
    queries: chunks.map((span) => ({
      ...apiQueryOptions(client, 'demandSurge', {
        date_from: span.gte,
        date_to: span.lte,
        min_surge_intensity: intensity,
        ...(location ? surgeLocation(location) : {}),
      }),
      enabled,
      retry: false,
    })),
  })
}

function surgeDays(response: DemandSurgeResponse): SurgeDay[] {
  return response.surge_dates.map((s) => ({ date: s.date, total: s.svc_attendance_sum }))
}
