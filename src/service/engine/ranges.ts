// Range predicates shared by the engine's planner and its column checks.

import type { Bound, NumRange, TimeRange } from './query'
import { toWall } from './tz'

export function aboveLo(v: number, lo: Bound | undefined): boolean {
  return lo === undefined || (lo.inclusive ? v >= lo.value : v > lo.value)
}

export function belowHi(v: number, hi: Bound | undefined): boolean {
  return hi === undefined || (hi.inclusive ? v <= hi.value : v < hi.value)
}

/** NaN (absent) never matches a range. */
export function inRange(v: number, r: NumRange): boolean {
  return !Number.isNaN(v) && aboveLo(v, r.lo) && belowHi(v, r.hi)
}

function shiftBound(b: Bound | undefined, tz: string): Bound | undefined {
  return b === undefined ? undefined : { value: toWall(tz, b.value), inclusive: b.inclusive }
}

/**
 * The range to compare floating (null time zone) values with: the bounds read as wall times
 * in the query's `tz` (see TimeRange in query.ts).
 */
export function wallRange(r: TimeRange): NumRange {
  const tz = r.tz ?? 'UTC'
  if (tz === 'UTC') return r
  return { lo: shiftBound(r.lo, tz), hi: shiftBound(r.hi, tz) }
}

/** The subscription window as an `active` range: events active at some time within [from, to]. */
export function subscriptionRange(from: number | undefined, to: number | undefined): TimeRange {
  return {
    lo: from === undefined ? undefined : { value: from, inclusive: true },
    hi: to === undefined ? undefined : { value: to, inclusive: true },
  }
}
