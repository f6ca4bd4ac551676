// The change of a location's next-90-day insights against the previous 90 days (docs/view-habits.md
// "Comparisons"). The API gives the next 90 days only, so the previous period is computed from the
// API itself: the event counts from the events count endpoint (`saved_location.location_id`,
// classified as the insights are), the attendance from the features endpoint's daily attendance
// sums. Those count an event on each of its days while the insight counts it once, so they are
// never set against the insight directly: the features sums of both periods are compared, and their
// ratio applied to the insight (previousAttendance).
import { ATTENDANCE_FEATURES, ATTENDED_CATEGORIES } from '../../../contract/enums'
import type { AttendanceFeature } from '../../../contract/enums'
import { UNSCHEDULED_CATEGORIES } from '../../../contract/saved-location'
import type { SummaryInsight } from '../../../contract/saved-location'
import { previousSpan } from '../../../components/compare/period-change'
import type { DaySpan } from '../../../components/compare/period-change'
import { isoDate } from '../../../utils/dates'
import { DAY_MS } from '../../../utils/time'

export const PERIOD_DAYS = 90

/** The insight window itself (90 days from `startDt`), as local dates (UTC). */
export function currentWindow(startDt: string): DaySpan | null {
  const start = Date.parse(startDt)
  if (!Number.isFinite(start)) return null
  const day = Math.floor(start / DAY_MS) * DAY_MS
  return { gte: isoDate(day), lte: isoDate(day + (PERIOD_DAYS - 1) * DAY_MS) }
}

/** The 90 days before an insight window that starts at `startDt`, as the other views compare. */
export function previousWindow(startDt: string): DaySpan | null {
  const current = currentWindow(startDt)
  return (current && previousSpan(current)) ?? null
}

/**
 * The previous 90 days' attendance in the insight's own terms: the insight's sum scaled by how
 * the features endpoint's daily sums of the two periods compare. Undefined when there is no
 * ratio to apply (nothing attended in the insight window by the features' count, but some before).
 */
export function previousAttendance(
  insightSum: number,
  featuresCurrent: number,
  featuresPrevious: number,
): number | undefined {
  if (featuresCurrent > 0) return Math.round((insightSum * featuresPrevious) / featuresCurrent)
  return featuresPrevious === 0 ? insightSum : undefined
}

export type InsightCounts = Pick<
  SummaryInsight,
  'attended_event_count' | 'non_attended_event_count' | 'unscheduled_event_count'
>

const ATTENDED: readonly string[] = ATTENDED_CATEGORIES
const UNSCHEDULED: readonly string[] = UNSCHEDULED_CATEGORIES

/** Event counts by category folded into the three insight counts. */
export function classifyCounts(categories: Readonly<Record<string, number>>): InsightCounts {
  const out = { attended_event_count: 0, non_attended_event_count: 0, unscheduled_event_count: 0 }
  for (const [category, count] of Object.entries(categories)) {
    if (!Number.isFinite(count)) continue
    if (ATTENDED.includes(category)) out.attended_event_count += count
    else if (UNSCHEDULED.includes(category)) out.unscheduled_event_count += count
    else out.non_attended_event_count += count
  }
  return out
}

/**
 * The attendance features of the attended categories: the insights sum the attendance of attended
 * events, so school holidays and academic features stay out.
 */
export const INSIGHT_ATTENDANCE_FEATURES: readonly AttendanceFeature[] = ATTENDANCE_FEATURES.filter(
  (key) => ATTENDED.includes(key.replace('svc_attendance_', '').replaceAll('_', '-')),
)

/** The sum over days and features of `stats.sum` in a features response's `results`. */
export function attendanceSum(
  results: readonly Readonly<Record<string, unknown>>[],
  keys: readonly string[] = INSIGHT_ATTENDANCE_FEATURES,
): number {
  let sum = 0
  for (const day of results) {
    for (const key of keys) {
      const value = day[key]
      if (typeof value !== 'object' || value === null || !('stats' in value)) continue
      const stats: unknown = value.stats
      if (typeof stats !== 'object' || stats === null || !('sum' in stats)) continue
      if (typeof stats.sum === 'number' && Number.isFinite(stats.sum)) sum += stats.sum
    }
  }
  return Math.round(sum)
}
