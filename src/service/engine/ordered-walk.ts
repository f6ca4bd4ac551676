// Matching in the order of the page, for sorts led by a byte column (rank, local_rank,
// aviation_rank): the rows are bucketed by that byte once, and a search walks the buckets best
// first, checking each row against every filter, until it holds more matches than the result
// window and has finished the bucket it is in. The rows it never reaches sort after every row it
// kept, so the page and the window's count come from what it kept. `-rank` is the events list's
// and the map's order, and a broad filter (a country, a few categories) matches a quarter of the
// table: the walk then checks a few tens of thousands of rows instead of every candidate, and
// sorts only the matches it kept.
import { NO_U8 } from '../data/tables'
import type { EventTable } from '../data/tables'
import type { Compiled } from './event-filters'
import type { EventIndexes } from './indexes'
import { cheapestOption } from './plan'
import type { EventSortField, SortKey } from './query'

type ByteField = 'rank' | 'local_rank' | 'aviation_rank'

const BYTE_COLUMNS: Readonly<Record<ByteField, (t: EventTable) => Uint8Array>> = {
  rank: (t) => t.rank,
  local_rank: (t) => t.localRank,
  aviation_rank: (t) => t.aviationRank,
}

const isByteField = (field: EventSortField): field is ByteField => field in BYTE_COLUMNS

/** Rows by byte value: rows of value v are `rows[starts[v]] .. rows[starts[v + 1]]`, ascending. */
interface Buckets {
  readonly starts: Uint32Array
  readonly rows: Uint32Array
}

const made = new WeakMap<EventTable, Map<ByteField, Buckets>>()

/** The table's rows bucketed by `field`: a counting sort, made on first use and kept. */
function bucketsOf(table: EventTable, field: ByteField): Buckets {
  let byField = made.get(table)
  if (!byField) made.set(table, (byField = new Map<ByteField, Buckets>()))
  let buckets = byField.get(field)
  if (!buckets) {
    const column = BYTE_COLUMNS[field](table)
    const starts = new Uint32Array(257)
    for (let r = 0; r < table.size; r++) {
      const v = (column[r] ?? 0) + 1
      starts[v] = (starts[v] ?? 0) + 1
    }
    for (let v = 0; v < 256; v++) starts[v + 1] = (starts[v + 1] ?? 0) + (starts[v] ?? 0)
    const next = starts.slice(0, 256)
    const rows = new Uint32Array(table.size)
    for (let r = 0; r < table.size; r++) {
      const v = column[r] ?? 0
      const at = next[v] ?? 0
      rows[at] = r
      next[v] = at + 1
    }
    buckets = { starts, rows }
    byField.set(field, buckets)
  }
  return buckets
}

/**
 * The matches of `compiled` that can fill the first `need` places of the order `keys` leads,
 * ascending: every match when fewer than `need` rows match, else at least `need` of them. Undefined
 * when the sort is not led by a byte column, or the filters' own indexes reach the matches for less.
 */
export function walkInOrder(
  ix: EventIndexes,
  compiled: Compiled,
  keys: readonly SortKey<EventSortField>[],
  need: number,
): Uint32Array | undefined {
  const first = keys[0]
  if (!first || !isByteField(first.field)) return undefined
  const table = ix.table
  // The candidates' size bounds the matches from above: a walk visits about need / share rows,
  // where share is the part of the table that matches. Walk only when that is well under the
  // candidates the planner would check (and then sort).
  const estimate = Math.min(table.size, cheapestOption(compiled)?.option.estimate ?? Infinity)
  if (estimate === 0 || (need * table.size) / estimate > estimate / 2) return undefined
  const { starts, rows } = bucketsOf(table, first.field)
  const checks = compiled.checks
  const kept: number[] = []
  // Best first: the highest byte for a descending sort; nulls (NO_U8) last either way.
  const order = Array.from({ length: NO_U8 }, (_, v) => (first.desc ? NO_U8 - 1 - v : v))
  order.push(NO_U8)
  for (const value of order) {
    if (kept.length >= need) break
    for (let i = starts[value] ?? 0, end = starts[value + 1] ?? 0; i < end; i++) {
      const r = rows[i] ?? 0
      let pass = true
      for (const check of checks) {
        if (!check(r)) {
          pass = false
          break
        }
      }
      if (pass) kept.push(r)
    }
  }
  return Uint32Array.from(kept).sort()
}
