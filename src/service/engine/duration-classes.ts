// `active` intersects [lo, hi] when start <= hi and end >= lo. Rows are sorted by start, so
// only starts in [lo - maxDuration, hi] can match; splitting rows into duration classes keeps
// that window tight for the many short events while the few long ones (holidays, festivals,
// school terms) live in classes of their own.

import type { EventTable } from '../data/tables'
import { lowerBound } from './postings'
import { DAY_MS, HOUR_MS } from '../../utils/time'

export interface DurationClass {
  /** Ascending rows (so ascending start). */
  readonly rows: Uint32Array
  readonly starts: Float64Array
  /** Longest end - start in the class, ms. */
  readonly maxDuration: number
}

const LIMITS = [DAY_MS, 4 * DAY_MS, 16 * DAY_MS, 64 * DAY_MS, Infinity]
/** Floating (null time zone) rows are compared in shifted bounds; zones span at most +-14 h. */
export const FLOATING_SLACK_MS = 15 * HOUR_MS

export function durationOf(t: EventTable, r: number): number {
  const s = t.start[r] ?? 0
  const e = t.end[r] ?? Number.NaN
  return Number.isNaN(e) ? 0 : Math.max(0, e - s)
}

export function buildDurationClasses(t: EventTable): DurationClass[] {
  const cls = new Uint8Array(t.size)
  const sizes = new Uint32Array(LIMITS.length)
  for (let r = 0; r < t.size; r++) {
    const d = durationOf(t, r)
    let c = 0
    while (d > (LIMITS[c] ?? Infinity)) c++
    cls[r] = c
    sizes[c] = (sizes[c] ?? 0) + 1
  }
  return LIMITS.map((_, c) => {
    const rows = new Uint32Array(sizes[c] ?? 0)
    const starts = new Float64Array(rows.length)
    let n = 0
    let maxDuration = 0
    for (let r = 0; r < t.size; r++) {
      if (cls[r] !== c) continue
      rows[n] = r
      starts[n++] = t.start[r] ?? 0
      maxDuration = Math.max(maxDuration, durationOf(t, r))
    }
    return { rows, starts, maxDuration }
  })
}

/** Slices [from, to) of each class's rows whose start may let the row intersect [lo, hi]. */
export function activeSlices(
  classes: readonly DurationClass[],
  lo: number,
  hi: number,
): Array<[DurationClass, number, number]> {
  return classes.map((c) => {
    const from = lowerBound(c.starts, lo - c.maxDuration - FLOATING_SLACK_MS)
    const to = lowerBound(c.starts, hi + FLOATING_SLACK_MS, true)
    return [c, from, Math.max(from, to)]
  })
}
