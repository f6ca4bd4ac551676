// Arrow keys on the heatmap move between days the way the grid is drawn: in the year layout a
// column is a week, so left and right move a week; in the month layout a row is a week.
import { addDays } from '../../../utils/dates'
import type { CalendarLayout } from '../calendar-search'

/** The day a key moves to from `date`, kept inside `[first, last]`; undefined for other keys. */
export function moveDay(
  date: string,
  key: string,
  layout: CalendarLayout,
  first: string,
  last: string,
): string | undefined {
  const across = layout === 'year' ? 7 : 1
  const down = layout === 'year' ? 1 : 7
  const steps: Readonly<Record<string, number>> = {
    ArrowRight: across,
    ArrowLeft: -across,
    ArrowDown: down,
    ArrowUp: -down,
    PageDown: 28,
    PageUp: -28,
  }
  let target: string
  if (key === 'Home') target = first
  else if (key === 'End') target = last
  else {
    const step = steps[key]
    if (step === undefined) return undefined
    target = addDays(date, step)
  }
  return target < first ? first : target > last ? last : target
}
