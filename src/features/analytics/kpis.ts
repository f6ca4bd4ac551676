// The KPI tiles: five numbers over a span of days, each against the span of the same length just
// before it. Computed from the same features and demand-surge answers the charts draw.
import { ATTENDANCE_FEATURES, RANK_FEATURES } from '../../contract/enums'
import type { FeaturesDay } from '../../contract/features-response'
import type { DaySpan } from '../../components/compare/period-change'
import { previousSpan, spanDays } from '../../components/compare/period-change'

export const KPI_IDS = [
  'attendance',
  'dailyAttendance',
  'attended',
  'nonAttended',
  'surges',
] as const
export type KpiId = (typeof KPI_IDS)[number]

export interface KpiValues {
  readonly values: Readonly<Record<KpiId, number>>
  /** Days of the span with data; below the span's length the numbers are partial. */
  readonly covered: number
  readonly days: number
}

/** The five numbers over `span`, from days keyed by date and the surge dates. */
export function kpiValues(
  span: DaySpan,
  byDate: ReadonlyMap<string, FeaturesDay>,
  surgeDates: ReadonlySet<string>,
): KpiValues {
  let attendance = 0
  let attended = 0
  let nonAttended = 0
  let covered = 0
  let surges = 0
  for (const [date, day] of byDate) {
    if (date < span.gte || date > span.lte) continue
    covered += 1
    for (const key of ATTENDANCE_FEATURES) {
      attendance += day[key]?.stats.sum ?? 0
      attended += day[key]?.stats.count ?? 0
    }
    for (const key of RANK_FEATURES) {
      const levels = day[key]?.rank_levels
      if (levels) nonAttended += levels['1'] + levels['2'] + levels['3'] + levels['4'] + levels['5']
    }
  }
  for (const date of surgeDates) if (date >= span.gte && date <= span.lte) surges += 1
  return {
    values: {
      attendance,
      dailyAttendance: covered === 0 ? 0 : attendance / covered,
      attended,
      nonAttended,
      surges,
    },
    covered,
    days: spanDays(span),
  }
}

/** The KPIs of `span` and of the span just before it. */
export function kpiComparison(
  span: DaySpan,
  byDate: ReadonlyMap<string, FeaturesDay>,
  surgeDates: ReadonlySet<string>,
): { current: KpiValues; previous: KpiValues; previousSpan: DaySpan } | undefined {
  const before = previousSpan(span)
  if (before === undefined) return undefined
  return {
    current: kpiValues(span, byDate, surgeDates),
    previous: kpiValues(before, byDate, surgeDates),
    previousSpan: before,
  }
}
