// The KPI tiles: five numbers over a span of days, each against the span of the same length just
// before it. Computed from the same features and demand-surge answers the charts draw.
import { ATTENDANCE_FEATURES, RANK_FEATURES } from '../../contract/enums'
import type { FeaturesDay } from '../../contract/features-response'
import type { DaySpan } from './period'
import { previousSpan, spanDays } from './period'

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

/**
 * Change from `previous` to `current` in percent; 0 when both are 0, undefined when only the
 * previous is 0 (a change from nothing has no percentage).
 */
export function percentChange(current: number, previous: number): number | undefined {
  if (previous === 0) return current === 0 ? 0 : undefined
  return ((current - previous) / Math.abs(previous)) * 100
}

/** `+12.3%` / `−4.0%` / `0.0%`, with the arrow that says the direction in words too. */
export function formatChange(change: number | undefined): {
  text: string
  arrow: string
  direction: 'up' | 'down' | 'flat' | 'new'
} {
  if (change === undefined) return { text: 'new', arrow: '↑', direction: 'new' }
  const rounded = Math.round(change * 10) / 10
  if (rounded === 0) return { text: '0.0%', arrow: '→', direction: 'flat' }
  const sign = rounded > 0 ? '+' : '−'
  return {
    text: `${sign}${Math.abs(rounded).toFixed(1)}%`,
    arrow: rounded > 0 ? '↑' : '↓',
    direction: rounded > 0 ? 'up' : 'down',
  }
}

/** The KPIs of `span` and of the span just before it. */
export function kpiComparison(
  span: DaySpan,
  byDate: ReadonlyMap<string, FeaturesDay>,
  surgeDates: ReadonlySet<string>,
): { current: KpiValues; previous: KpiValues; previousSpan: DaySpan } {
  const before = previousSpan(span)
  return {
    current: kpiValues(span, byDate, surgeDates),
    previous: kpiValues(before, byDate, surgeDates),
    previousSpan: before,
  }
}
