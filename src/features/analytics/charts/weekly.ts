// Daily series binned into weeks for the charts. A year of days stacked ten categories high is a
// wall of colour; weeks keep the shape of the season readable. Bins are seven days counted from
// the period's first day, so every bin but possibly the last is a whole week, and a bin names its
// first and last day. The CSV export stays daily (analytics-csv.ts reads the daily rows).
import { addDays, formatDate } from '../../../utils/dates'
import { plural } from '../../../utils/format'
import type { DaySpan } from '../../../components/compare/period-change'
import { spanDays } from '../../../components/compare/period-change'
import type { SeriesRow } from './series'
import { valueAt } from './series'

export type Binning = 'day' | 'week'

/** Beyond this many days the charts draw weeks unless the analyst asks for days. */
export const WEEKLY_AFTER_DAYS = 120

/** How seven days become one figure: totals for additive series, else a mean or the largest. */
export type WeekCombine = 'sum' | 'mean' | 'max'

/** The binning the charts use for `choice` (`auto` picks weeks for long periods). */
export function binningFor(choice: 'auto' | Binning, period: DaySpan): Binning {
  if (choice !== 'auto') return choice
  return spanDays(period) > WEEKLY_AFTER_DAYS ? 'week' : 'day'
}

/** The first day of the week bin that holds `date`. */
export function weekStart(date: string, period: DaySpan): string {
  const offset = spanDays({ gte: period.gte, lte: date }) - 1
  if (offset <= 0) return period.gte
  return addDays(period.gte, offset - (offset % 7))
}

/** The last day of the week bin that starts on `start`, never past the period. */
export function weekEnd(start: string, period: DaySpan): string {
  const end = addDays(start, 6)
  return end > period.lte ? period.lte : end
}

/**
 * One row per week bin: `date` its first day, `last` its last day, `days` how many days it holds,
 * and each key combined over those days. A bin with a day not loaded yet is a hole (null), since
 * a total of some of its days would read as a quiet week.
 */
export function weeklyRows(
  rows: readonly SeriesRow[],
  keys: readonly string[],
  combine: WeekCombine,
  period: DaySpan,
): SeriesRow[] {
  const bins = new Map<string, SeriesRow[]>()
  for (const row of rows) {
    const start = weekStart(row.date, period)
    const bin = bins.get(start)
    if (bin) bin.push(row)
    else bins.set(start, [row])
  }
  return [...bins.entries()].map(([start, days]) => {
    const row: Record<string, number | string | null> = {}
    for (const key of keys) row[key] = combined(days, key, combine)
    return { ...row, date: start, last: weekEnd(start, period), days: days.length }
  })
}

function combined(days: readonly SeriesRow[], key: string, combine: WeekCombine): number | null {
  const values: number[] = []
  for (const day of days) {
    const value = valueAt(day, key)
    if (value === null) return null
    values.push(value)
  }
  if (values.length === 0) return null
  const total = values.reduce((sum, value) => sum + value, 0)
  if (combine === 'sum') return total
  if (combine === 'max') return Math.max(...values)
  return total / values.length
}

/** The words a chart states its bins in: "weekly totals", "weekly means of the daily median". */
export function weeklyWords(combine: WeekCombine, what = 'the daily values'): string {
  if (combine === 'sum') return 'weekly totals'
  if (combine === 'max') return `weekly maxima of ${what}`
  return `weekly means of ${what}`
}

/** A brushed span of week bins widened to whole bins: the last bin counts to its last day. */
export function widenToWeeks(span: DaySpan, period: DaySpan): DaySpan {
  return { gte: weekStart(span.gte, period), lte: weekEnd(weekStart(span.lte, period), period) }
}

/** A span of days drawn on a weekly chart: from the bin of its first day to the bin of its last. */
export function shadeOnWeeks(span: DaySpan, period: DaySpan): DaySpan {
  return { gte: weekStart(span.gte, period), lte: weekStart(span.lte, period) }
}

/** The bins in words: `7-day bins from 1 Jan 2026; the last holds 1 day`. */
export function binsNote(rows: readonly { readonly date: string; readonly days?: unknown }[]) {
  const first = rows[0]
  const last = rows[rows.length - 1]
  if (!first || !last) return 'no days yet'
  const short = typeof last.days === 'number' && last.days < 7 ? last.days : undefined
  return `7-day bins from ${formatDate(first.date)}${short === undefined ? '' : `; the last holds ${plural(short, 'day')}`}`
}
