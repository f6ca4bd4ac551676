// The rows every chart draws, derived once per answer (stitching a year is 366 rows × 60 keys;
// memoised by the caller so brushing and toggling do not redo it).
import { ATTENDANCE_FEATURES, RANK_FEATURES } from '../../../contract/enums'
import type { FeatureStat, RankFeature } from '../../../contract/enums'
import type { FeaturesDay } from '../../../contract/features-response'
import { SPORT_SERIES } from '../feature-keys'
import type { DaySpan } from '../../../components/compare/period-change'
import { attendanceTotals, rankLevelRows, statRows } from './series'
import type { SeriesRow } from './series'
import { stitchDays } from '../api/stitch'
import type { StitchedDay } from '../api/stitch'
import type { SurgeRow } from './surge-chart'
import { thresholdByDay } from '../surge/surge'
import type { Chunked, SurgeDay } from '../api/use-chunked'
import type { SurgeIntensity } from '../../../contract/enums'
import { weeklyRows } from './weekly'
import type { Binning, WeekCombine } from './weekly'

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

/** How a week combines the days of a statistic: sums and counts add up, the others do not. */
export function statCombine(stat: FeatureStat): WeekCombine {
  if (stat === 'sum' || stat === 'count') return 'sum'
  return stat === 'max' ? 'max' : 'mean'
}

/**
 * The rows the charts draw: the daily rows, or their weeks. The surge chart stays daily, since a
 * surge is a day the analyst clicks; the CSV export always reads the daily rows.
 */
export function binnedRows(
  rows: ChartRows,
  binning: Binning,
  period: DaySpan,
  stat: FeatureStat,
): ChartRows {
  if (binning === 'day') return rows
  return {
    ...rows,
    attendance: weeklyRows(rows.attendance, ATTENDANCE_FEATURES, statCombine(stat), period),
    rank: weeklyRows(rows.rank, ['1', '2', '3', '4', '5'], 'sum', period),
    viewership: weeklyRows(
      rows.viewership,
      SPORT_SERIES.map((s) => s.key),
      'sum',
      period,
    ),
  }
}
