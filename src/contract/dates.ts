// Calendar-date and time-zone arithmetic the contract's rules need (date-only range semantics,
// the features 90-day window). Pure functions over epoch milliseconds; no clock is read here.

import { DAY_MS } from '../utils/time'

const DATE_RE = /^(\d{4})-(\d{2})-(\d{2})$/

/** Parses `YYYY-MM-DD` into a UTC day number (days since 1970-01-01), or undefined if not a real date. */
export function dayNumber(date: string): number | undefined {
  const match = DATE_RE.exec(date)
  if (!match) return undefined
  const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])]
  const ms = Date.UTC(y, m - 1, d)
  const back = new Date(ms)
  // Date.UTC rolls 2024-02-30 over to March; a real date survives the round trip.
  if (back.getUTCFullYear() !== y || back.getUTCMonth() !== m - 1 || back.getUTCDate() !== d) {
    return undefined
  }
  return ms / DAY_MS
}

/** Formats a UTC day number as `YYYY-MM-DD`. */
export function formatDay(day: number): string {
  return new Date(day * DAY_MS).toISOString().slice(0, 10)
}

const offsetFormatters = new Map<string, Intl.DateTimeFormat>()
// "GMT", "GMT+05:30", "GMT-03:00"; historic local mean times add seconds ("GMT+00:19:32").
const LONG_OFFSET_RE = /GMT(?:([+-])(\d{2}):(\d{2})(?::(\d{2}))?)?$/

/** Offset of `tz` from UTC at the instant `utcMs`, in milliseconds (positive east of Greenwich). */
export function zoneOffsetMs(tz: string, utcMs: number): number {
  let fmt = offsetFormatters.get(tz)
  if (!fmt) {
    // The offset alone, rather than every date field: half the cost, and the dataset build reads
    // hundreds of zones over three years (src/service/data/holidays/time-zones.ts).
    fmt = new Intl.DateTimeFormat('en-US', { timeZone: tz, timeZoneName: 'longOffset' })
    offsetFormatters.set(tz, fmt)
  }
  const match = LONG_OFFSET_RE.exec(fmt.format(utcMs))
  if (!match?.[1]) return 0
  const seconds = Number(match[2]) * 3600 + Number(match[3]) * 60 + Number(match[4] ?? 0)
  return (match[1] === '-' ? -seconds : seconds) * 1000
}

/**
 * Converts a wall-clock time in `tz` (given as if it were UTC epoch ms) to the real UTC instant.
 * Two passes settle the offset across DST changes; a time that does not exist (spring-forward gap)
 * lands after the gap, and a time that exists twice (fall-back) reads as the first.
 */
export function wallTimeToUtc(wallMs: number, tz: string): number {
  const first = wallMs - zoneOffsetMs(tz, wallMs)
  const second = wallMs - zoneOffsetMs(tz, first)
  if (second + zoneOffsetMs(tz, second) === wallMs) return second
  // In a gap neither reading round-trips; the one made with the offset before the change is the
  // later instant, the first one after the gap (02:30 of a spring-forward night reads 03:30).
  return Math.max(first, second)
}
