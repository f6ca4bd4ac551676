// The scan after planning: walk the chosen candidates in row order (or reverse), keep the rows
// that pass every column check, and stop early when the page order is the row order.

import type { Compiled } from './event-filters'
import type { EventIndexes } from './indexes'
import type { Candidates } from './candidates'
import { chooseCandidates } from './plan'

export interface MatchOptions {
  /** Walk candidates from the last row back (descending start). */
  readonly reverse?: boolean
  /**
   * Stop once this many rows matched and the start changes: enough to fill every page of the
   * result window and to know whether it overflows, when the order is the row order.
   */
  readonly stopAfter?: number
}

/** Visits candidates in ascending (or descending) row order until `visit` returns false. */
function forEachCandidate(cand: Candidates, reverse: boolean, visit: (r: number) => boolean): void {
  if ('rows' in cand) {
    const rows = cand.rows
    for (let k = 0; k < rows.length; k++)
      if (!visit(rows[reverse ? rows.length - 1 - k : k] ?? 0)) return
    return
  }
  const extra = cand.extra ?? new Uint32Array(0)
  const { from, to } = cand
  // Merge the range with the extra rows; extra rows inside the range are already visited.
  let e = reverse ? extra.length - 1 : 0
  const step = reverse ? -1 : 1
  const nextExtra = (): number => (e >= 0 && e < extra.length ? (extra[e] ?? 0) : Number.NaN)
  const flushBefore = (bound: number): boolean => {
    for (
      let x = nextExtra();
      !Number.isNaN(x) && (reverse ? x >= bound : x < bound);
      x = nextExtra()
    ) {
      e += step
      if ((x < from || x >= to) && !visit(x)) return false
    }
    return true
  }
  if (reverse) {
    if (!flushBefore(to)) return
    for (let r = to - 1; r >= from; r--) {
      if (!flushBefore(r + 1) || !visit(r)) return
    }
    flushBefore(-Infinity)
  } else {
    if (!flushBefore(from)) return
    for (let r = from; r < to; r++) {
      if (!flushBefore(r) || !visit(r)) return
    }
    flushBefore(Infinity)
  }
}

/** Rows passing every check, ascending (descending with `reverse`). */
export function matchRows(
  ix: EventIndexes,
  compiled: Compiled,
  opts: MatchOptions = {},
): Uint32Array {
  const plan = chooseCandidates(ix, compiled)
  const cand = plan.candidates
  const checks = plan.checks
  const nChecks = checks.length
  const start = ix.table.start
  const size = 'rows' in cand ? cand.rows.length : cand.to - cand.from + (cand.extra?.length ?? 0)
  const stopAfter = opts.stopAfter ?? Infinity
  const out = new Uint32Array(size)
  let n = 0
  let lastStart = Number.NaN
  forEachCandidate(cand, opts.reverse ?? false, (r) => {
    if (n >= stopAfter && start[r] !== lastStart) return false
    for (let c = 0; c < nChecks; c++) if (!(checks[c]?.(r) ?? true)) return true
    out[n++] = r
    lastStart = start[r] ?? Number.NaN
    return true
  })
  return out.subarray(0, n)
}
