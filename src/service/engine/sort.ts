// Ordering of matched rows (docs/api.md "Search events": `sort`): a list of fields, `-` reverses;
// events without the value sort last whatever the direction; relevance sorts most relevant first;
// ties break on id ascending so pages are stable. Only the rows of the requested page are fully
// ordered: a bounded heap selects the first offset + limit when that is much smaller than the
// matches.

import { NO_U32, NO_U8 } from '../data/tables'
import type { EventIndexes } from './indexes'
import type { EventSortField, SortKey } from './query'
import { compareIds } from './id-lookup'
import { selectRange } from './select'
import { selectTop } from './top-k'
import { shownAttendance } from './shown-attendance'

/** Sort key of row `r` at position `i` of the matched rows. */
type Keyer = (r: number, i: number) => number

function u8(col: Uint8Array): Keyer {
  return (r) => {
    const v = col[r] ?? NO_U8
    return v === NO_U8 ? Number.NaN : v
  }
}

function stringRanks(values: readonly string[]): Float64Array {
  const order = values
    .map((_, i) => i)
    .sort((a, b) => {
      const x = values[a] ?? ''
      const y = values[b] ?? ''
      return x < y ? -1 : x > y ? 1 : 0
    })
  // Equal strings share a rank so that later keys and the id tie-break still decide.
  const rank = new Float64Array(values.length)
  let current = 0
  order.forEach((v, i) => {
    if (i > 0 && values[v] !== values[order[i - 1] ?? 0]) current = i
    rank[v] = current
  })
  return rank
}

function keyer(
  ix: EventIndexes,
  field: EventSortField,
  rows: Uint32Array,
  relevance?: Float64Array,
): Keyer {
  const t = ix.table
  switch (field) {
    case 'relevance':
      // Most relevant first for `relevance` (docs/api.md "Search events"), so the key is negated.
      return (_r, i) => -(relevance?.[i] ?? 0)
    case 'start':
      return (r) => t.start[r] ?? Number.NaN
    case 'end':
      return (r) => t.end[r] ?? Number.NaN
    case 'predicted_end':
      return (r) => t.predictedEnd[r] ?? Number.NaN
    case 'updated':
      return (r) => t.updated[r] ?? Number.NaN
    case 'first_seen':
      return (r) => t.firstSeen[r] ?? Number.NaN
    case 'rank':
      return (r) => t.rank[r] ?? Number.NaN
    case 'local_rank':
      return u8(t.localRank)
    case 'aviation_rank':
      return u8(t.aviationRank)
    case 'svc_attendance':
      return (r) => {
        const v = shownAttendance(t, r)
        return v === NO_U32 ? Number.NaN : v
      }
    case 'category':
      return (r) => t.category[r] ?? Number.NaN
    case 'duration':
      return (r) => (t.end[r] ?? Number.NaN) - (t.start[r] ?? 0)
    case 'id': {
      const rank = stringRanks(Array.from(rows, (r) => t.id.get(r) ?? ''))
      return (_r, i) => rank[i] ?? 0
    }
    case 'country': {
      const rank = stringRanks(t.countries.values)
      return (r) => {
        const c = t.country[r] ?? NO_U32
        return c === NO_U32 ? Number.NaN : (rank[c] ?? 0)
      }
    }
    case 'title': {
      const rank = stringRanks(Array.from(rows, (r) => t.title.get(r) ?? ''))
      return (_r, i) => rank[i] ?? 0
    }
  }
}

/**
 * Comparator of positions into `rows` for the sort keys, nulls (NaN) last in either direction,
 * then id. The primary key is computed for every position, signed so that smaller sorts first and
 * nulls are +Infinity (what selectRange needs); later keys only for the positions a comparison
 * reaches, since most comparisons end at the primary key.
 */
export function comparator(
  ix: EventIndexes,
  keys: readonly SortKey<EventSortField>[],
  rows: Uint32Array,
  relevance?: Float64Array,
): { cmp: (a: number, b: number) => number; primary?: Float64Array } {
  const n = rows.length
  const [first, ...rest] = keys
  let primary: Float64Array | undefined
  if (first) {
    const get = keyer(ix, first.field, rows, relevance)
    const sign = first.desc ? -1 : 1
    primary = new Float64Array(n)
    for (let i = 0; i < n; i++) primary[i] = signedKey(get(rows[i] ?? 0, i), sign)
  }
  const later = rest.map((k) => lazyKey(keyer(ix, k.field, rows, relevance), rows, k.desc))
  const ids = ix.table.id
  // The id tie-break as numbers first: most ties end there, without reading two id strings.
  const idKey = lazyKey((r) => ids.prefixKey(r), rows, false)
  const cmp = (a: number, b: number): number => {
    if (primary) {
      const x = primary[a] ?? 0
      const y = primary[b] ?? 0
      if (x !== y) return x < y ? -1 : 1
    }
    for (const key of later) {
      const x = key(a)
      const y = key(b)
      if (x !== y) return x < y ? -1 : 1
    }
    const x = idKey(a)
    const y = idKey(b)
    if (x !== y) return x < y ? -1 : 1
    return compareIds(ids, rows[a] ?? 0, rows[b] ?? 0)
  }
  return { cmp, primary }
}

/** A sort key as compared: smaller sorts first in either direction, and a null (NaN) last. */
function signedKey(v: number, sign: number): number {
  return Number.isNaN(v) ? Infinity : sign * v
}

/** A key of positions, signed (signedKey), computed on first use and kept. */
function lazyKey(get: Keyer, rows: Uint32Array, desc: boolean): (i: number) => number {
  const values = new Float64Array(rows.length)
  const known = new Uint8Array(rows.length)
  const sign = desc ? -1 : 1
  return (i) => {
    if (known[i] === 1) return values[i] ?? 0
    const key = signedKey(get(rows[i] ?? 0, i), sign)
    values[i] = key
    known[i] = 1
    return key
  }
}

/** Drops keys that cannot order anything (relevance without a relevance component). */
export function effectiveKeys(
  keys: readonly SortKey<EventSortField>[],
  hasRelevance: boolean,
): SortKey<EventSortField>[] {
  return keys.filter((k) => hasRelevance || k.field !== 'relevance')
}

/** Rows at positions [offset, offset + limit) of the ordering of ascending `rows`. */
export function pageRows(
  ix: EventIndexes,
  rows: Uint32Array,
  keys: readonly SortKey<EventSortField>[],
  offset: number,
  limit: number,
  relevance?: Float64Array,
): Uint32Array {
  const end = Math.min(rows.length, offset + limit)
  if (offset >= end) return new Uint32Array(0)
  const first = keys[0]
  // Rows are stored in (start, id) order: ascending start needs no sorting at all.
  if (keys.length === 1 && first?.field === 'start' && !first.desc) return rows.slice(offset, end)
  if (keys.length === 1 && first?.field === 'start' && first.desc) {
    // Descending start: the page is among the last `end` rows plus the start ties of the boundary.
    const start = ix.table.start
    let from = rows.length - end
    const boundary = start[rows[from] ?? 0] ?? 0
    while (from > 0 && start[rows[from - 1] ?? 0] === boundary) from--
    const tail = Array.from(rows.subarray(from))
    tail.sort((a, b) => (start[b] ?? 0) - (start[a] ?? 0) || compareIds(ix.table.id, a, b))
    return Uint32Array.from(tail.slice(offset, end))
  }
  const { cmp, primary } = comparator(ix, keys, rows, relevance)
  if (primary && end > 64) {
    return Uint32Array.from(selectRange(primary, offset, end, cmp), (i) => rows[i] ?? 0)
  }
  const order = new Uint32Array(rows.length)
  for (let i = 0; i < order.length; i++) order[i] = i
  const top = selectTop(order, end, cmp)
  return Uint32Array.from(top.slice(offset, end), (i) => rows[i] ?? 0)
}
