// Fast time-zone offsets for hot loops. Intl formatting costs microseconds, so offsets are
// cached per zone and UTC hour (zones change offset only on whole quarter hours, and no
// zone changes twice within an hour), which makes a calendar over a million rows cheap. Each
// zone's hours sit in one array from its first hour asked, grown to cover each new hour: a
// calendar reads one slot per row rather than looking an hour up in a map.

import { zoneOffsetMs } from '../../contract/dates'
import { DAY_MS, HOUR_MS } from '../../utils/time'

/** A slot not worked out yet. */
const UNKNOWN = Number.NaN
/** A slot whose hour holds a change of offset: its instants are worked out one by one. */
const CHANGES = Number.POSITIVE_INFINITY

interface ZoneHours {
  /** The hour (since the epoch) of slot 0. */
  first: number
  /** Offset in ms per hour from `first`: UNKNOWN, CHANGES, or the hour's offset. */
  offsets: Float64Array
}

const zones = new Map<string, ZoneHours>()

/** Hours a zone's array holds at most (20 years): an hour beyond is worked out on its own. */
const MAX_HOURS = 24 * 366 * 20

/** The zone's hours, grown (at least doubled) to hold `hour`; undefined past MAX_HOURS. */
function covering(tz: string, hour: number): ZoneHours | undefined {
  const had = zones.get(tz)
  if (had && hour >= had.first && hour < had.first + had.offsets.length) return had
  const held = had?.offsets.length ?? 0
  const lo = had ? Math.min(had.first, hour) : hour
  const hi = had ? Math.max(had.first + held, hour + 1) : hour + 1
  if (hi - lo > MAX_HOURS) return undefined
  const size = Math.min(MAX_HOURS, Math.max(hi - lo, 2 * held, 24 * 366))
  // New room goes on the side the hour lies on, so walking a range grows the array rarely.
  const first = !had ? hour - Math.floor(size / 2) : hour < had.first ? hi - size : lo
  const offsets = new Float64Array(size).fill(UNKNOWN)
  if (had) offsets.set(had.offsets, had.first - first)
  const grown = { first, offsets }
  zones.set(tz, grown)
  return grown
}

/** The offset over a whole hour, or CHANGES when it changes within it. */
function hourOffset(tz: string, hour: number): number {
  // Offsets change at most on the hour boundary or quarter past it; probe the end of the
  // hour too.
  const a = zoneOffsetMs(tz, hour * HOUR_MS)
  const b = zoneOffsetMs(tz, hour * HOUR_MS + HOUR_MS - 1)
  return a === b ? a : CHANGES
}

/** Offset of `tz` from UTC at `utcMs`, in ms (positive east). 'UTC' and '' are zero. */
export function offsetAt(tz: string, utcMs: number): number {
  if (tz === 'UTC' || tz === '' || !Number.isFinite(utcMs)) return 0
  const hour = Math.floor(utcMs / HOUR_MS)
  const zone = covering(tz, hour)
  let off: number
  if (zone) {
    const slot = hour - zone.first
    off = zone.offsets[slot] ?? UNKNOWN
    if (Number.isNaN(off)) off = zone.offsets[slot] = hourOffset(tz, hour)
  } else off = hourOffset(tz, hour)
  return off === CHANGES ? zoneOffsetMs(tz, utcMs) : off
}

/** Local wall time (as if UTC) of an instant in `tz`. */
export function toWall(tz: string, utcMs: number): number {
  return utcMs + offsetAt(tz, utcMs)
}

/** Day number (days since 1970-01-01) of a wall time. */
export function wallDay(wallMs: number): number {
  return Math.floor(wallMs / DAY_MS)
}
