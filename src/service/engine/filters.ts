// Row checks over the columns, the building blocks of the filters of event-filters.ts: time
// ranges with the floating-time rule, `active`, rank ranges and levels, flag sets.

import { rankLevel } from '../../contract/enums'
import { NO_U32, NO_U8 } from '../data/tables'
import type { EventIndexes } from './indexes'
import type { NumRange, TimeRange } from './query'
import { aboveLo, belowHi, inRange, wallRange } from './ranges'
import { indexIn } from './postings'
import type { RowCheck } from './row-check'

export function flags(size: number, keys: Iterable<number | undefined>): Uint8Array {
  const f = new Uint8Array(size)
  for (const k of keys) if (k !== undefined && k >= 0 && k < size) f[k] = 1
  return f
}

/** Value comparison honouring the floating-time rule of TimeRange (query.ts). */
export function timeCheck(ix: EventIndexes, col: Float64Array, range: TimeRange): RowCheck {
  const tzCol = ix.table.timezone
  const wall = wallRange(range)
  return (r) => inRange(col[r] ?? Number.NaN, tzCol[r] === NO_U32 ? wall : range)
}

/**
 * `active` (docs/api.md "Search events": events intersecting the range); see ActiveRange in
 * query.ts for the rule.
 */
export function activeCheck(ix: EventIndexes, range: TimeRange): RowCheck {
  const { start, end, timezone } = ix.table
  const wall = wallRange(range)
  return (r) => {
    const s = start[r] ?? 0
    const e = end[r] ?? Number.NaN
    const q = timezone[r] === NO_U32 ? wall : range
    if (!belowHi(s, q.hi)) return false
    if (q.lo === undefined) return true
    return e > s ? e > q.lo.value : aboveLo(s, q.lo)
  }
}

export function u8RangeCheck(col: Uint8Array, range: NumRange): RowCheck {
  return (r) => {
    const v = col[r] ?? NO_U8
    return v !== NO_U8 && inRange(v, range)
  }
}

export function levelCheck(col: Uint8Array, levels: readonly number[]): RowCheck {
  const f = flags(6, levels)
  return (r) => {
    const v = col[r] ?? NO_U8
    return v !== NO_U8 && f[rankLevel(v)] === 1
  }
}

export function sortedHas(list: Uint32Array, v: number): boolean {
  return list[indexIn(list, v)] === v
}
