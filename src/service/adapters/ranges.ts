// Contract ranges (parsed query) to engine ranges (engine/query.ts). The contract has already
// resolved date bounds into one half-open UTC interval [fromMs, toMs) in the range's `tz`
// (docs/api.md "Query parameter types": date-only gt/gte/lt/lte), so the engine sees plain bounds.
import type { DateRange } from '../../contract/query/date-range'
import type { NumericRange } from '../../contract/query/numeric-range'
import type { Bound, NumRange, TimeRange } from '../engine/query'

export function toTimeRange(range: DateRange | undefined): TimeRange | undefined {
  if (range === undefined) return undefined
  return {
    ...(range.fromMs !== undefined && { lo: { value: range.fromMs, inclusive: true } }),
    ...(range.toMs !== undefined && { hi: { value: range.toMs, inclusive: false } }),
    tz: range.tz,
  }
}

/** The tighter of two lower bounds (an exclusive bound wins a tie). */
function tighterLo(a: Bound | undefined, b: Bound | undefined): Bound | undefined {
  if (!a || !b) return a ?? b
  if (a.value !== b.value) return a.value > b.value ? a : b
  return a.inclusive ? b : a
}

function tighterHi(a: Bound | undefined, b: Bound | undefined): Bound | undefined {
  if (!a || !b) return a ?? b
  if (a.value !== b.value) return a.value < b.value ? a : b
  return a.inclusive ? b : a
}

/** `gt`/`gte` and `lt`/`lte` may both be sent; every sent bound applies, so the tighter wins. */
export function toNumRange(range: NumericRange | undefined): NumRange | undefined {
  if (range === undefined) return undefined
  const lo = tighterLo(
    range.gt === undefined ? undefined : { value: range.gt, inclusive: false },
    range.gte === undefined ? undefined : { value: range.gte, inclusive: true },
  )
  const hi = tighterHi(
    range.lt === undefined ? undefined : { value: range.lt, inclusive: false },
    range.lte === undefined ? undefined : { value: range.lte, inclusive: true },
  )
  return { ...(lo && { lo }), ...(hi && { hi }) }
}

/** A UTC range as the broadcasts engine takes it (no floating times there). */
export function toInstantRange(range: DateRange | undefined): NumRange | undefined {
  const r = toTimeRange(range)
  return r && { ...(r.lo && { lo: r.lo }), ...(r.hi && { hi: r.hi }) }
}
