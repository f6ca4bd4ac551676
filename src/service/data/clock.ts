// The dataset's clock: everything generated is relative to `now` (SERVICE_NOW, the real clock by
// default), so "next 90 days" always holds events. The window runs from January 1 of last year to
// December 31 of next year: the features endpoint accepts dates up to the end of next year
// (docs/api.md "Features": maximum date `<current year + 1>-12-31`).

export const MINUTE = 60_000
export const HOUR = 60 * MINUTE
export const DAY = 24 * HOUR

export interface DatasetWindow {
  /** January 1 of last year, 00:00 UTC. */
  readonly start: number
  /** January 1 of the year after next, 00:00 UTC (exclusive end). */
  readonly end: number
  /** The calendar years the window covers: last, this and next year. */
  readonly years: readonly number[]
}

export function datasetWindow(now: number): DatasetWindow {
  const year = new Date(now).getUTCFullYear()
  return {
    start: Date.UTC(year - 1, 0, 1),
    end: Date.UTC(year + 2, 0, 1),
    years: [year - 1, year, year + 1],
  }
}

/** Midnight (UTC reading) of the day containing `ms`. */
export function startOfDay(ms: number): number {
  return Math.floor(ms / DAY) * DAY
}

/** Day of week of a UTC-read instant: 0 Sunday .. 6 Saturday. */
export function weekday(ms: number): number {
  return new Date(ms).getUTCDay()
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
