// What is wrong with a pair of custom dates as typed, before it is applied (date-range-filter.tsx).
// A date field that is empty holds no date yet: the browser's date input reports '' until a
// whole date is typed.
import { isIsoDate } from '../../utils/dates'

/** Why `from`–`to` is not a period yet, in a short sentence; undefined when it is one. */
export function customDatesProblem(dates: {
  readonly from: string
  readonly to: string
}): string | undefined {
  if (!isIsoDate(dates.from)) return 'Give the first day of the period (From) as a whole date.'
  if (!isIsoDate(dates.to)) return 'Give the last day of the period (To) as a whole date.'
  if (dates.from > dates.to) return 'From is after To: pick a first day on or before the last day.'
  return undefined
}
