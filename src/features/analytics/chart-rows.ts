// The rows every chart draws, derived once per answer (stitching a year is 366 rows × 60 keys;
// memoised by the caller so brushing and toggling do not redo it).
import { ATTENDANCE_FEATURES, RANK_FEATURES } from '../../contract/enums'
import type { FeatureStat, RankFeature } from '../../contract/enums'
import type { FeaturesDay } from '../../contract/features-response'
import { SPORT_SERIES } from './feature-keys'
import type { DaySpan } from './period'
import { attendanceTotals, rankLevelRows, statRows } from './series'
import type { SeriesRow } from './series'
import { stitchDays } from './stitch'
import type { StitchedDay } from './stitch'
import type { SurgeRow } from './surge-chart'
import { thresholdByDay } from './surge'
import type { Chunked, SurgeDay } from './use-chunked'
import type { SurgeIntensity } from '../../contract/enums'

export interface ChartRows {
  readonly days: readonly StitchedDay<FeaturesDay>[]
  readonly attendance: readonly SeriesRow[]
  readonly surge: readonly SurgeRow[]
  readonly surgeDates: readonly SurgeDay[]
  readonly rank: readonly SeriesRow[]
  readonly viewership: readonly SeriesRow[]
}

export function chartRows(input: {
  readonly period: DaySpan
  readonly demand: Chunked<FeaturesDay>
  readonly totals: Chunked<FeaturesDay>
  readonly surge: Chunked<SurgeDay>
  readonly viewership: Chunked<FeaturesDay>
  readonly stat: FeatureStat
  readonly intensity: SurgeIntensity
  readonly rankFeature: 'all' | RankFeature
}): ChartRows {
  const days = stitchDays(input.period, input.demand.chunks)
  const attendance = statRows(days, ATTENDANCE_FEATURES, input.stat)
  const totalsDays =
    input.totals === input.demand ? days : stitchDays(input.period, input.totals.chunks)
  const totals = attendanceTotals(totalsDays)
  const dates = days.map((d) => d.date)
  const thresholds = thresholdByDay(
    dates,
    totals,
    input.surge.chunks.map((c) => c.span),
    input.intensity,
  )
  const surgeDates = input.surge.chunks.flatMap((c) => c.days ?? [])
  const surgeSet = new Set(surgeDates.map((s) => s.date))
  const top = Math.max(0, ...totals.map((t) => t ?? 0), ...thresholds.map((t) => t ?? 0)) * 1.05
  const surge = dates.map((date, i) => ({
    date,
    total: totals[i] ?? null,
    threshold: thresholds[i] ?? null,
    band: surgeSet.has(date) ? top : null,
  }))
  const rank = rankLevelRows(
    days,
    input.rankFeature === 'all' ? RANK_FEATURES : [input.rankFeature],
  )
  const viewDays = stitchDays(input.period, input.viewership.chunks)
  const viewership = statRows(
    viewDays,
    SPORT_SERIES.map((s) => s.key),
    'sum',
  )
  return { days, attendance, surge, surgeDates, rank, viewership }
}
