// A day in words: what a cell says on hover and to a screen reader ("its date, count, top
// rank and three biggest categories").
import type { CalendarDay } from '../../contract/event'
import { formatInteger, formatSlug, plural } from '../../utils/format'
import { topCategories } from './day-metric'

const DATE_WORDS = new Intl.DateTimeFormat('en-GB', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
})

/** `Tuesday 3 March 2026` (a calendar date, so read in UTC: no zone shifts it). */
export function dateWords(date: string): string {
  return DATE_WORDS.format(new Date(`${date}T00:00:00Z`))
}

/** `Tuesday 3 March 2026: 12 events, top rank 87; sports 5, concerts 3, expos 2`. */
export function dayLabel(date: string, day: CalendarDay | undefined): string {
  if (day === undefined || day.count === 0) return `${dateWords(date)}: no events`
  const top = day.top_rank === null ? '' : `, top rank ${String(day.top_rank)}`
  const categories = topCategories([day], 3)
    .map(([category, count]) => `${formatSlug(category)} ${formatInteger(count)}`)
    .join(', ')
  const count = plural(day.count, 'event')
  return `${dateWords(date)}: ${count}${top}${categories === '' ? '' : `; ${categories}`}`
}
