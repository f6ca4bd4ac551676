// The events `relevance` parameter (docs/api.md "Search events"): the listed components are
// multiplied into `relevance`. Parameter components (q, *_around) count only when their parameter
// is sent; field components (rank, local_rank, aviation_rank, svc_attendance) only when listed.
// Without the parameter every sent parameter component counts and no field does, which is the
// engine's own relevance; this adapter handles an explicit list on top of the engine's building
// blocks.
import type { RelevanceComponent } from '../../contract/enums'
import type { EventTable } from '../data/tables'
import { NO_U32, NO_U8 } from '../data/tables'
import type { Indexes } from '../engine/build'
import { compileChecks } from '../engine/event-filters'
import { matchRows } from '../engine/scan'
import { indexIn } from '../engine/postings'
import type { EventQuery } from '../engine/query'
import { eventSortOf } from '../engine/query'
import { relevanceOf } from '../engine/relevance'
import type { EventSearchResult } from '../engine/search'
import { DEFAULT_LIMIT, DEFAULT_OFFSET } from '../../contract/query/paging'
import { effectiveKeys, pageRows } from '../engine/sort'

type FieldComponent = 'rank' | 'local_rank' | 'aviation_rank' | 'svc_attendance'

/** A missing field value weighs nothing: such events sink below every event that has one. */
function fieldValue(t: EventTable, field: FieldComponent, r: number): number {
  switch (field) {
    case 'rank':
      return t.rank[r] ?? 0
    case 'local_rank': {
      const v = t.localRank[r] ?? NO_U8
      return v === NO_U8 ? 0 : v
    }
    case 'aviation_rank': {
      const v = t.aviationRank[r] ?? NO_U8
      return v === NO_U8 ? 0 : v
    }
    case 'svc_attendance': {
      const v = t.attendance[r] ?? NO_U32
      return v === NO_U32 ? 0 : v
    }
  }
}

const FIELDS: readonly FieldComponent[] = ['rank', 'local_rank', 'aviation_rank', 'svc_attendance']

/** Relevance of each matched row under an explicit component list; undefined when none applies. */
export function componentRelevance(
  t: EventTable,
  q: EventQuery,
  rows: Uint32Array,
  components: readonly RelevanceComponent[],
  text: Parameters<typeof relevanceOf>[3],
): Float64Array | undefined {
  const has = (c: RelevanceComponent): boolean => components.includes(c)
  const params: EventQuery = {
    ...(has('q') && q.q !== undefined && { q: q.q }),
    ...(has('start_around') && q.startAround && { startAround: q.startAround }),
    ...(has('end_around') && q.endAround && { endAround: q.endAround }),
    ...(has('location_around') && q.locationAround && { locationAround: q.locationAround }),
  }
  const fields = FIELDS.filter(has)
  const base = relevanceOf(t, params, rows, params.q === undefined ? undefined : text)
  if (!base && fields.length === 0) return undefined
  const out = base ?? new Float64Array(rows.length).fill(1)
  for (let i = 0; i < rows.length; i++) {
    const r = rows[i] ?? 0
    for (const f of fields) out[i] = (out[i] ?? 0) * fieldValue(t, f, r)
  }
  return out
}

/** Search with an explicit `relevance` list: same matching and paging as the engine's search. */
export function searchWithComponents(
  idx: Indexes,
  q: EventQuery,
  components: readonly RelevanceComponent[],
  window: number,
): EventSearchResult {
  const ix = idx.events
  const compiled = compileChecks(ix, q)
  const rows = matchRows(ix, compiled)
  const relevance = componentRelevance(ix.table, q, rows, components, compiled.text)
  const offset = Math.max(0, q.offset ?? DEFAULT_OFFSET)
  const limit = Math.max(0, Math.min(q.limit ?? DEFAULT_LIMIT, window - offset))
  const keys = effectiveKeys(eventSortOf(q), relevance !== undefined)
  const page = pageRows(ix, rows, keys, offset, limit, relevance)
  const result = {
    count: Math.min(rows.length, window),
    overflow: rows.length > window,
    rows: page,
  }
  if (!relevance) return result
  return { ...result, relevance: Float64Array.from(page, (r) => relevance[indexIn(rows, r)] ?? 0) }
}
