// Where each day of a year or a month sits in the heatmap. Weeks start on Monday (ISO 8601). Dates
// are calendar dates, computed in UTC arithmetic: a daylight-saving day is still one cell, since the
// calendar endpoint counts days in `active.tz`, not 24-hour spans.
import { addDays } from '../../../utils/dates'

export interface GridCell {
  readonly date: string
  /** Column: the week (year layout) or the weekday (month layout). */
  readonly col: number
  /** Row: the weekday (year layout) or the week (month layout). */
  readonly row: number
}

export interface MonthLabel {
  /** `YYYY-MM`. */
  readonly month: string
  /** Column (year layout) or row (month layout) where the month's first day sits. */
  readonly at: number
}

export interface DayGrid {
  readonly cells: readonly GridCell[]
  readonly cols: number
  readonly rows: number
  readonly months: readonly MonthLabel[]
  readonly first: string
  readonly last: string
}

export const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'] as const

/** Monday 0 … Sunday 6 of a `YYYY-MM-DD`. */
export function weekdayOf(date: string): number {
  return (new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7
}

/** Days in a month `YYYY-MM`. */
export function monthLength(month: string): number {
  const [year, mm] = month.split('-').map(Number)
  return new Date(Date.UTC(year ?? 1970, mm ?? 1, 0)).getUTCDate()
}

/** Every date from `first` to `last`, inclusive. */
export function datesFrom(first: string, last: string): string[] {
  const out: string[] = []
  for (let date = first; date <= last; date = addDays(date, 1)) out.push(date)
  return out
}

/**
 * The year layout: one column per week (Monday to Sunday), one row per weekday. The first column
 * holds the week of 1 January, which may begin in December; those days are not cells.
 */
export function yearGrid(year: number): DayGrid {
  const first = `${String(year).padStart(4, '0')}-01-01`
  const last = `${String(year).padStart(4, '0')}-12-31`
  const lead = weekdayOf(first)
  const cells = datesFrom(first, last).map((date, index) => ({
    date,
    col: Math.floor((index + lead) / 7),
    row: weekdayOf(date),
  }))
  const months = cells
    .filter((cell) => cell.date.endsWith('-01'))
    .map((cell) => ({ month: cell.date.slice(0, 7), at: cell.col }))
  const lastCell = cells[cells.length - 1]
  return { cells, cols: (lastCell?.col ?? 0) + 1, rows: 7, months, first, last }
}

/** The month layout: the familiar wall calendar, one row per week, one column per weekday. */
export function monthGrid(month: string): DayGrid {
  const first = `${month}-01`
  const last = `${month}-${String(monthLength(month)).padStart(2, '0')}`
  const lead = weekdayOf(first)
  const cells = datesFrom(first, last).map((date, index) => ({
    date,
    col: weekdayOf(date),
    row: Math.floor((index + lead) / 7),
  }))
  const lastCell = cells[cells.length - 1]
  return { cells, cols: 7, rows: (lastCell?.row ?? 0) + 1, months: [{ month, at: 0 }], first, last }
}
