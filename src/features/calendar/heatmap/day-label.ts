// A day in words: what a cell says on hover and to a screen reader ("its date, count, top
// rank and three biggest categories"). The date keeps its weekday: the grid is laid out by weekday.
import type { CalendarDay } from '../../../contract/event'
import { formatDateWithWeekday } from '../../../utils/dates'
import { formatInteger, formatSlug, plural } from '../../../utils/format'
import { topCategories } from '../day-metric'

/** `Tue 3 Mar 2026: 12 events, top rank 87; sports 5, concerts 3, expos 2`. */
export function dayLabel(date: string, day: CalendarDay | undefined): string {
  const words = formatDateWithWeekday(date)
  if (day === undefined || day.count === 0) return `${words}: no events`
  const top = day.top_rank === null ? '' : `, top rank ${String(day.top_rank)}`
  const categories = topCategories([day], 3)
    .map(([category, count]) => `${formatSlug(category)} ${formatInteger(count)}`)
    .join(', ')
  const count = plural(day.count, 'event')
  return `${words}: ${count}${top}${categories === '' ? '' : `; ${categories}`}`
}
