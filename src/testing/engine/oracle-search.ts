// Reference ordering and paging for the oracle (see oracle.ts): a full sort by the sort keys,
// nulls last in either direction, then id.

import { EVENT_CATEGORIES } from '../../contract/enums'
import { DEFAULT_LIMIT, DEFAULT_OFFSET } from '../../contract/query/paging'
import type { Gazetteer } from '../../service/data/gazetteer/types'
import type { Dataset } from '../../service/data/tables'
import { NO_U32, NO_U8 } from '../../service/data/tables'
import type { OracleResult } from './oracle'
import { oracleAttendance, oracleMatch } from './oracle'
import type { EventQuery, EventSortField, SortKey } from '../../service/engine/query'

function sortValue(
  ds: Dataset,
  field: EventSortField,
  r: number,
  relevance?: Map<number, number>,
): number | string | null {
  const t = ds.events
  const num = (v: number | undefined, none?: number): number | null =>
    v === undefined || Number.isNaN(v) || v === none ? null : v
  switch (field) {
    case 'relevance':
      return relevance ? -(relevance.get(r) ?? 0) : 0
    case 'start':
      return num(t.start[r])
    case 'end':
      return num(t.end[r])
    case 'predicted_end':
      return num(t.predictedEnd[r])
    case 'updated':
      return num(t.updated[r])
    case 'first_seen':
      return num(t.firstSeen[r])
    case 'rank':
      return num(t.rank[r])
    case 'local_rank':
      return num(t.localRank[r], NO_U8)
    case 'aviation_rank':
      return num(t.aviationRank[r], NO_U8)
    case 'svc_attendance':
      return num(oracleAttendance(t, r))
    case 'category':
      return EVENT_CATEGORIES[t.category[r] ?? 0] ?? ''
    case 'duration':
      return num((t.end[r] ?? Number.NaN) - (t.start[r] ?? 0))
    case 'id':
      return t.id.get(r) ?? ''
    case 'title':
      return t.title.get(r) ?? ''
    case 'country':
      return (t.country[r] ?? NO_U32) === NO_U32
        ? null
        : (t.countries.values[t.country[r] ?? 0] ?? '')
  }
}

export function oracleSearch(
  ds: Dataset,
  gaz: Gazetteer,
  q: EventQuery,
  window = 10_000,
): OracleResult {
  const { rows, relevance } = oracleMatch(ds, gaz, q)
  const keys: readonly SortKey<EventSortField>[] = q.sort ?? [
    { field: 'relevance', desc: false },
    { field: 'start', desc: true },
  ]
  const sorted = [...rows].sort((a, b) => {
    for (const k of keys) {
      const x = sortValue(ds, k.field, a, relevance)
      const y = sortValue(ds, k.field, b, relevance)
      if (x === y) continue
      if (x === null) return 1
      if (y === null) return -1
      return (k.desc ? -1 : 1) * (x < y ? -1 : 1)
    }
    const ia = ds.events.id.get(a) ?? ''
    const ib = ds.events.id.get(b) ?? ''
    return ia < ib ? -1 : ia > ib ? 1 : 0
  })
  const offset = q.offset ?? DEFAULT_OFFSET
  const end = Math.min(offset + (q.limit ?? DEFAULT_LIMIT), window)
  const page = sorted.slice(offset, Math.max(offset, end))
  return {
    count: Math.min(rows.length, window),
    overflow: rows.length > window,
    rows: page,
    relevance: relevance ? page.map((r) => relevance.get(r) ?? 0) : undefined,
  }
}
