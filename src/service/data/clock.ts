// The dataset's clock (docs/dataset.md "A timeline"). The history is generated a calendar year at
// a time, for last year, this year and next year of `now` (SERVICE_NOW, the real clock by default);
// `now` only reveals how much of it has happened: what was announced by then, with the changes
// made by then, back to the month a year before `now`'s month (`retentionStart`).
import { DAY_MS } from '../../utils/time'

/**
 * The furthest ahead an event is ever announced. Below a year, so that the three generated years
 * hold everything known on any of their days: an event of the year after next is not yet known.
 */
export const MAX_LEAD = 360 * DAY_MS

/** Days of history SERVICE_EVENTS is spread over: about 25 months (see `retentionStart`). */
export const HISTORY_DAYS = 761

export interface DatasetWindow {
  /** January 1 of last year, 00:00 UTC. */
  readonly start: number
  /** January 1 of the year after next, 00:00 UTC (exclusive end). */
  readonly end: number
  /** The calendar years the window covers: last, this and next year. */
  readonly years: readonly number[]
  readonly days: number
}

export function datasetWindow(now: number): DatasetWindow {
  const year = new Date(now).getUTCFullYear()
  return {
    start: Date.UTC(year - 1, 0, 1),
    end: Date.UTC(year + 2, 0, 1),
    years: [year - 1, year, year + 1],
    days: Math.round((Date.UTC(year + 2, 0, 1) - Date.UTC(year - 1, 0, 1)) / DAY_MS),
  }
}

/** One calendar year of the history, the unit each generator runs for. */
export function yearWindow(year: number): DatasetWindow {
  const start = Date.UTC(year, 0, 1)
  const end = Date.UTC(year + 1, 0, 1)
  return { start, end, years: [year], days: Math.round((end - start) / DAY_MS) }
}

/**
 * The oldest start the dataset built for `now` keeps: the second day of the month twelve months
 * before `now`'s month. Older events (and their children, duplicates and new dates) are left out.
 * Not the first day: a year's generators pick local days, so the last evening of a year in the
 * Americas starts on January 1 in UTC, and those events belong to a year no longer generated once
 * the retention start reaches January.
 */
export function retentionStart(now: number): number {
  const date = new Date(now)
  return Date.UTC(date.getUTCFullYear(), date.getUTCMonth() - 12, 2)
}

export function roundToSecond(ms: number): number {
  return Math.round(ms / 1000) * 1000
}

/** Parses "YYYY-MM-DD[ hh:mm:ss]" as a wall time read as UTC (null-time-zone convention of tables.ts). */
export function parseWallTime(text: string): number {
  const m = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2}))?)?/.exec(text)
  if (!m) return NaN
  return Date.UTC(
    Number(m[1]),
    Number(m[2]) - 1,
    Number(m[3]),
    Number(m[4] ?? 0),
    Number(m[5] ?? 0),
    Number(m[6] ?? 0),
  )
}
