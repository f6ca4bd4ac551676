// A period counted in hours, for a time bar whose window is hours long (docs/view-habits.md "The
// time bar", broadcasts). The period is the view's days read in its time zone, as the API reads a
// date-only `start.gte`/`start.lte` with `start.tz` (docs/api.md "Query parameter types"): from the
// first day's local midnight to the end of the last day. Hours are real hours from that midnight,
// so a day of a DST change has 23 or 25 of them, and a link names an hour by its wall time in the
// zone, `YYYY-MM-DDThh` (an hour of a fall-back night that happens twice reads as the first).
import { wallTimeToUtc } from '../../contract/dates'
import {
  addDays,
  dayStartInZone,
  formatDateWithWeekday,
  formatDayTick,
  isIsoDate,
  wallMinuteInZone,
} from '../../utils/dates'
import { HOUR_MS } from '../../utils/time'
import type { Span, TimeAxis } from './window-span'

export interface PeriodHours {
  /** The period's first and last local days, `YYYY-MM-DD`. */
  readonly gte: string
  readonly lte: string
  readonly timeZone: string
  /** The instant the period begins: its first day's local midnight. */
  readonly startMs: number
  readonly hours: number
}

export function periodHours(gte: string, lte: string, timeZone: string): PeriodHours {
  const startMs = dayStartInZone(gte, timeZone)
  const endMs = dayStartInZone(addDays(lte, 1), timeZone)
  return {
    gte,
    lte,
    timeZone,
    startMs,
    hours: Math.max(0, Math.round((endMs - startMs) / HOUR_MS)),
  }
}

/**
 * The hour of the period an instant falls in (negative before it, `hours` or more after it);
 * NaN for a timestamp that does not parse, which no span holds.
 */
export function hourOf(period: PeriodHours, iso: string): number {
  return Math.floor((Date.parse(iso) - period.startMs) / HOUR_MS)
}

/** Hours per bar, the fewest that keep a period within MAX_BARS: whole divisors of days or weeks. */
const BIN_HOURS = [1, 2, 3, 4, 6, 8, 12, 24, 48, 72, 168] as const
const MAX_BARS = 200

export function hoursPerBar(hours: number): number {
  return BIN_HOURS.find((size) => Math.ceil(hours / size) <= MAX_BARS) ?? 168
}

/** The wall time `YYYY-MM-DDThh:mm` of the period's `hour`. */
export function hourName(period: PeriodHours, hour: number): string {
  return wallMinuteInZone(period.startMs + hour * HOUR_MS, period.timeZone)
}

/** "Sat 12 Dec 18:00" (or with the year); an end at midnight is the day before's 24:00. */
function clockText(wall: string, withYear: boolean): { day: string; time: string } {
  const date = wall.slice(0, 10)
  const weekday = formatDateWithWeekday(date)
  return {
    day: withYear ? weekday : `${weekday.slice(0, 4)}${formatDayTick(date)}`,
    time: wall.slice(11),
  }
}

/** "Sat 12 Dec 2026 18:00–21:00", across midnight "Sat 12 Dec 2026 21:00 – Sun 13 Dec 2026 03:00". */
export function hoursLabel(period: PeriodHours, span: Span, withYear = true): string {
  const from = clockText(hourName(period, span.first), withYear)
  const endWall = hourName(period, span.last + 1)
  const endsAtMidnight = endWall.endsWith('T00:00')
  const to = endsAtMidnight
    ? clockText(`${addDays(endWall.slice(0, 10), -1)}T24:00`, withYear)
    : clockText(endWall, withYear)
  return from.day === to.day
    ? `${from.day} ${from.time}–${to.time}`
    : `${from.day} ${from.time} – ${to.day} ${to.time}`
}

/** The period as the shared time bar reads it: hours named by their wall times. */
export function hourAxis(period: PeriodHours): TimeAxis {
  return {
    units: period.hours,
    nameOf: (hour) => hourName(period, hour).slice(0, 13),
    indexOf: (name) => {
      const wallMs = Date.parse(`${name}:00:00Z`)
      if (!/^.{10}T([01]\d|2[0-3])$/.test(name) || !isIsoDate(name.slice(0, 10))) return undefined
      return Math.floor((wallTimeToUtc(wallMs, period.timeZone) - period.startMs) / HOUR_MS)
    },
    label: (span) => hoursLabel(period, span),
    shortLabel: (span) => hoursLabel(period, span, false),
  }
}
