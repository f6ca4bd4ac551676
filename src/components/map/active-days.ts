// The days of a period on which each event of a map is active, read as the API reads `active`
// (docs/api.md "Search events"): an event occupies [start, end), or the instant `start` when it has
// no duration, and a timestamp without a zone is a local wall time, placed by its own date. So
// the time bar lights an event in a window exactly when `/v1/events/count/` with that window as
// `active.gte`/`active.lte` (in the view's `active.tz`) counts it (docs/view-habits.md).
import { addDays, dateInZone, dayStartInZone, isZoned } from '../../utils/dates'
import { DAY_MS } from '../../utils/time'

/** The local days of a period in one zone: where each begins, as an instant and as a wall time. */
export interface DayFrame {
  /** The number of days, the first being index 0. */
  readonly days: number
  readonly timeZone: string
  /** The instant each local midnight falls on: `days + 1` of them, the last ending the period. */
  readonly starts: readonly number[]
  /** The first day's midnight as a wall time read as UTC, for timestamps without a zone. */
  readonly wallStart: number
}

/** A span of day indices, both ends included; see `ALL_DAYS`. */
export interface DayWindow {
  readonly first: number
  readonly last: number
}

/**
 * Day indices past any period's ends. An event whose start does not parse gets `first` = `AFTER`
 * and `last` = `BEFORE`, which only ALL_DAYS lights: a record a backend sent malformed stays on
 * the map until a window is chosen, and no window claims it.
 */
export const BEFORE = -1_000_000
export const AFTER = 1_000_000

/** The window of no time filter: every event, the malformed included. */
export const ALL_DAYS: DayWindow = { first: BEFORE, last: AFTER }

export function dayFrame(gte: string, days: number, timeZone: string): DayFrame {
  return {
    days,
    timeZone,
    starts: Array.from({ length: days + 1 }, (_, i) => dayStartInZone(addDays(gte, i), timeZone)),
    wallStart: Date.parse(`${gte}T00:00:00Z`),
  }
}

/** Days from `from` to `to`, both `YYYY-MM-DD`. */
const daysBetween = (from: number, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - from) / DAY_MS)

/**
 * The index of the local day holding instant `ms`, negative before the period and `days` or more
 * after it: within the period by the midnights found once, outside it (an event that began
 * earlier or ends later) by the zone's own calendar.
 */
function dayOfInstant(frame: DayFrame, ms: number): number {
  const { starts, days } = frame
  if (!(ms >= (starts[0] ?? Infinity)) || !(ms < (starts[days] ?? -Infinity))) {
    return daysBetween(frame.wallStart, dateInZone(ms, frame.timeZone))
  }
  let lo = 0
  let hi = days
  // The last midnight at or before `ms`.
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1
    if ((starts[mid] ?? Infinity) <= ms) lo = mid
    else hi = mid - 1
  }
  return lo
}

function dayOfWall(frame: DayFrame, wallMs: number): number {
  return Math.floor((wallMs - frame.wallStart) / DAY_MS)
}

/**
 * The event's first and last active day as indices of the frame (negative before it, `days` or
 * more after it), so `last - first + 1` is how many days it is active, as the API counts them;
 * `[AFTER, BEFORE]` when its start is no timestamp.
 */
export function activeDayRange(
  start: unknown,
  end: unknown,
  frame: DayFrame,
): readonly [number, number] {
  if (typeof start !== 'string') return [AFTER, BEFORE]
  const zoned = isZoned(start)
  const read = (text: string) => Date.parse(zoned ? text : `${text.slice(0, 19)}Z`)
  const s = read(start)
  if (Number.isNaN(s)) return [AFTER, BEFORE]
  const e = typeof end === 'string' ? read(end) : Number.NaN
  // [start, end): the last active moment is just before the end.
  const last = e > s ? e - 1 : s
  return zoned
    ? [dayOfInstant(frame, s), dayOfInstant(frame, last)]
    : [dayOfWall(frame, s), dayOfWall(frame, last)]
}

/** Each event's active days, in the events' order (typed arrays: 10,000 events in 80 kB). */
export interface EventDays {
  readonly first: Int32Array
  readonly last: Int32Array
}

export function eventDays(
  events: readonly { readonly start: unknown; readonly end: unknown }[],
  frame: DayFrame,
): EventDays {
  const first = new Int32Array(events.length)
  const last = new Int32Array(events.length)
  events.forEach((event, i) => {
    const [a, b] = activeDayRange(event.start, event.end, frame)
    first[i] = a
    last[i] = b
  })
  return { first, last }
}

export function isActiveIn(first: number, last: number, window: DayWindow): boolean {
  return first <= window.last && last >= window.first
}

/** How many of the events are active on some day of the window. */
export function countActive(days: EventDays, window: DayWindow): number {
  let n = 0
  for (let i = 0; i < days.first.length; i += 1) {
    if (isActiveIn(days.first[i] ?? AFTER, days.last[i] ?? BEFORE, window)) n += 1
  }
  return n
}
