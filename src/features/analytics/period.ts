// The analytics period as request windows. The features endpoint takes at most 90 days per
// request and the demand-surge window is 90 days (src/contract/features.ts FEATURES_MAX_DAYS,
// src/contract/query/misc.ts DEMAND_SURGE_MAX_DAYS), so a longer period is split into consecutive
// chunks that are fetched separately and stitched back day by day.
import { dayNumber, formatDay } from '../../contract/dates'
import { FEATURES_MAX_DAYS, FEATURES_MIN_DATE } from '../../contract/features'
import { spanDays } from '../../components/compare/period-change'
import type { DaySpan } from '../../components/compare/period-change'

/** The longest period the view fetches: a year, leap day included. */
export const MAX_PERIOD_DAYS = 366

/** Every day of a span, in order. */
export function daysOf(span: DaySpan): string[] {
  const first = dayNumber(span.gte)
  const count = spanDays(span)
  if (first === undefined) return []
  return Array.from({ length: count }, (_, i) => formatDay(first + i))
}

/** Consecutive spans of at most `size` days covering `span` exactly, earliest first. */
export function chunkSpan(span: DaySpan, size = FEATURES_MAX_DAYS): DaySpan[] {
  const first = dayNumber(span.gte)
  const count = spanDays(span)
  if (first === undefined || count === 0) return []
  const chunks: DaySpan[] = []
  for (let offset = 0; offset < count; offset += size) {
    const end = Math.min(offset + size, count) - 1
    chunks.push({ gte: formatDay(first + offset), lte: formatDay(first + end) })
  }
  return chunks
}

/** `<current year + 1>-12-31`, the last date the features endpoint answers for. */
export function maxFeaturesDate(nowMs: number): string {
  return `${new Date(nowMs).getUTCFullYear() + 1}-12-31`
}

/**
 * Why a period cannot be fetched, in words, or undefined when it can. Checked before any request
 * (docs/api.md "Features": minimum date 2016-01-01, maximum the end of next year).
 */
export function periodProblem(span: Partial<DaySpan>, nowMs: number): string | undefined {
  if (span.gte === undefined || span.lte === undefined) {
    return 'Pick the first and last day of the custom period.'
  }
  const days = spanDays({ gte: span.gte, lte: span.lte })
  if (days === 0) return 'The period holds no day: check its first and last day.'
  if (days > MAX_PERIOD_DAYS) {
    return `The period has ${days} days; analytics charts at most ${MAX_PERIOD_DAYS} days (a year). Shorten it.`
  }
  if (span.gte < FEATURES_MIN_DATE) {
    return `Features start on ${FEATURES_MIN_DATE}; pick a later first day.`
  }
  const max = maxFeaturesDate(nowMs)
  if (span.lte > max) return `Features end on ${max}; pick an earlier last day.`
  return undefined
}

/** Clamps a brushed span into `period`; undefined when it does not overlap it. */
export function clampSpan(span: Partial<DaySpan>, period: DaySpan): DaySpan | undefined {
  if (span.gte === undefined || span.lte === undefined) return undefined
  const [a, b] = span.gte <= span.lte ? [span.gte, span.lte] : [span.lte, span.gte]
  const gte = a < period.gte ? period.gte : a
  const lte = b > period.lte ? period.lte : b
  return gte <= lte ? { gte, lte } : undefined
}
