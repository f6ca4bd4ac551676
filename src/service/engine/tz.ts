// Fast time-zone offsets for hot loops. Intl formatting costs microseconds, so offsets are
// cached per zone and UTC hour (zones change offset only on whole quarter hours, and no
// zone changes twice within an hour), which makes a calendar over a million rows cheap.

import { zoneOffsetMs } from '../../contract/dates'
import { DAY_MS, HOUR_MS } from '../../utils/time'

const caches = new Map<string, Map<number, number>>()

/** Offset of `tz` from UTC at `utcMs`, in ms (positive east). 'UTC' and '' are zero. */
export function offsetAt(tz: string, utcMs: number): number {
  if (tz === 'UTC' || tz === '' || !Number.isFinite(utcMs)) return 0
  let cache = caches.get(tz)
  if (!cache) {
    cache = new Map()
    caches.set(tz, cache)
  }
  const hour = Math.floor(utcMs / HOUR_MS)
  let off = cache.get(hour)
  if (off === undefined) {
    // Offsets change at most on the hour boundary or quarter past it; probe the end of the
    // hour too and fall back to the exact value when they differ.
    const a = zoneOffsetMs(tz, hour * HOUR_MS)
    const b = zoneOffsetMs(tz, hour * HOUR_MS + HOUR_MS - 1)
    off = a === b ? a : Number.NaN
    cache.set(hour, off)
  }
  return Number.isNaN(off) ? zoneOffsetMs(tz, utcMs) : off
}

/** Local wall time (as if UTC) of an instant in `tz`. */
export function toWall(tz: string, utcMs: number): number {
  return utcMs + offsetAt(tz, utcMs)
}

/** Day number (days since 1970-01-01) of a wall time. */
export function wallDay(wallMs: number): number {
  return Math.floor(wallMs / DAY_MS)
}
