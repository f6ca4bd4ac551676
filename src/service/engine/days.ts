// Local days an event is active on, in a requested time zone (calendar and features). Zoned
// events are converted; floating (null time zone) events are already local wall times. The
// event occupies [start, end) (see EventQuery.active): an end exactly at local midnight does
// not make the next day active.

import type { EventTable } from '../data/tables'
import { NO_U32 } from '../data/tables'
import type { TimeRange } from './query'
import { DAY_MS } from '../../utils/time'
import { toWall, wallDay } from './tz'

/** The first day (day number) row r is active on in `tz`. */
export function firstActiveDay(t: EventTable, r: number, tz: string): number {
  const s = t.start[r] ?? 0
  return wallDay(t.timezone[r] === NO_U32 ? s : toWall(tz, s))
}

/**
 * The last day row r is active on in `tz`. Apart from firstActiveDay so that a loop over a
 * million rows allocates nothing per row.
 */
export function lastActiveDay(t: EventTable, r: number, tz: string): number {
  const s = t.start[r] ?? 0
  const e0 = t.end[r] ?? Number.NaN
  const e = Number.isNaN(e0) || e0 <= s ? s : e0 - 1
  return wallDay(t.timezone[r] === NO_U32 ? e : toWall(tz, e))
}

/** Day numbers of a time range's ends in `tz` (unbounded ends give +-Infinity). */
export function rangeDays(range: TimeRange | undefined, tz: string): [number, number] {
  const lo = range?.lo
  const hi = range?.hi
  const loDay =
    lo === undefined ? -Infinity : wallDay(toWall(tz, lo.value + (lo.inclusive ? 0 : 1)))
  const hiDay = hi === undefined ? Infinity : wallDay(toWall(tz, hi.value - (hi.inclusive ? 0 : 1)))
  return [loDay, hiDay]
}

export function formatDayNumber(day: number): string {
  return new Date(day * DAY_MS).toISOString().slice(0, 10)
}
