// Broadcast search and count (docs/api.md "Search broadcasts"), and the matching rows the features
// endpoint's viewership series reads (src/service/handlers/features-series.ts). Same plan as
// events: the smallest indexed candidate set drives, the other filters are checked on the columns
// of those rows only.

import type { Dataset } from '../data/tables'
import { NO_U32 } from '../data/tables'
import { BROADCAST_RECORD_STATUSES, BROADCAST_STATUSES, EVENT_STATES } from '../../contract/enums'
import type { Indexes } from './build'
import { compareIds } from './id-lookup'
import { compileChecks } from './event-filters'
import type { BroadcastIndexes } from './broadcast-indexes'
import { lowerBound, postingOf, unionAll } from './postings'
import type { BroadcastQuery, BroadcastSortField, SortKey } from './query'
import { broadcastSortOf, recordStatusesOf } from './query'
import { inRange } from './ranges'
import { selectTop } from './top-k'
import { DEFAULT_LIMIT, DEFAULT_OFFSET } from '../../contract/query/paging'
import { DEFAULT_WINDOW, type EventSearchResult } from './search'

type Check = (r: number) => boolean

function eventRowsFor(idx: Indexes, q: BroadcastQuery): Uint32Array | undefined {
  if (!q.eventId && !q.eventCategory && !q.eventLabel && !q.eventEntityId) return undefined
  const ev = idx.events
  // The event filters are the events engine's own, over every state of event.
  const compiled = compileChecks(ev, {
    id: q.eventId,
    category: q.eventCategory,
    label: q.eventLabel,
    entityId: q.eventEntityId,
    state: EVENT_STATES,
  })
  const rows = q.eventId
    ? ev.ids.rows(q.eventId)
    : q.eventEntityId
      ? unionAll(
          q.eventEntityId.flatMap((e) => {
            const k = ev.keys.entityKey.get(e)
            return k === undefined ? [] : [postingOf(ev.entity, k)]
          }),
        )
      : q.eventLabel
        ? unionAll(
            q.eventLabel.flatMap((l) => {
              const k = ev.labelIndex.get(l)
              return k === undefined ? [] : [postingOf(ev.label, k)]
            }),
          )
        : unionAll(
            (q.eventCategory ?? []).flatMap((c) => {
              const k = ev.categoryIndex.get(c)
              return k === undefined ? [] : [postingOf(ev.category, k)]
            }),
          )
  return rows.filter((r) => compiled.checks.every((c) => c(r)))
}

function checks(
  ix: BroadcastIndexes,
  q: BroadcastQuery,
  eventRows: Uint32Array | undefined,
): Check[] {
  const b = ix.table
  const out: Check[] = []
  const status = new Set(recordStatusesOf(q).map((s) => BROADCAST_RECORD_STATUSES.indexOf(s)))
  out.push((r) => status.has(b.recordStatus[r] ?? 0))
  if (q.broadcastStatus) {
    const s = new Set(q.broadcastStatus.map((x) => BROADCAST_STATUSES.indexOf(x)))
    out.push((r) => s.has(b.broadcastStatus[r] ?? 0))
  }
  for (const [col, range] of [
    [b.start, q.start],
    [b.updated, q.updated],
    [b.firstSeen, q.firstSeen],
  ] as const) {
    if (range) out.push((r) => inRange(col[r] ?? Number.NaN, range))
  }
  if (q.viewership) {
    const range = q.viewership
    out.push((r) => (b.viewership[r] ?? NO_U32) !== NO_U32 && inRange(b.viewership[r] ?? 0, range))
  }
  if (q.county) {
    const s = new Set(q.county.flatMap((c) => ix.countyIndex.get(c) ?? []))
    out.push((r) => s.has(b.county[r] ?? NO_U32))
  }
  if (q.id) {
    const s = new Set(ix.ids.rows(q.id))
    out.push((r) => s.has(r))
  }
  if (eventRows) {
    const s = new Set(eventRows)
    out.push((r) => s.has(b.event[r] ?? NO_U32))
  }
  const sub = q.subscription
  if (sub?.from !== undefined || sub?.to !== undefined) {
    const range = {
      lo: sub.from === undefined ? undefined : { value: sub.from, inclusive: true },
      hi: sub.to === undefined ? undefined : { value: sub.to, inclusive: true },
    }
    out.push((r) => inRange(b.start[r] ?? 0, range))
  }
  if (sub?.countries) {
    const allowed = new Set(sub.countries)
    out.push((r) => allowed.has(ix.countyCountry[b.county[r] ?? 0] ?? ''))
  }
  return out
}

/** Ascending rows of the broadcasts matching the query. */
export function matchBroadcasts(idx: Indexes, q: BroadcastQuery): Uint32Array {
  const ix = idx.broadcasts
  const b = ix.table
  const eventRows = eventRowsFor(idx, q)
  const all = checks(ix, q, eventRows)
  const lists: Uint32Array[] = []
  if (q.id) lists.push(ix.ids.rows(q.id))
  if (q.county)
    lists.push(
      unionAll(
        q.county.flatMap((c) => {
          const k = ix.countyIndex.get(c)
          return k === undefined ? [] : [postingOf(ix.county, k)]
        }),
      ),
    )
  if (eventRows) lists.push(unionAll(Array.from(eventRows, (e) => postingOf(ix.event, e))))
  let from = 0
  let to = b.size
  if (q.start?.lo) from = lowerBound(b.start, q.start.lo.value)
  if (q.start?.hi) to = Math.max(from, lowerBound(b.start, q.start.hi.value, true))
  const best = lists.reduce<Uint32Array | undefined>(
    (m, l) => (m === undefined || l.length < m.length ? l : m),
    undefined,
  )
  const pass = (r: number): boolean => all.every((c) => c(r))
  if (best && best.length < to - from) return best.filter(pass)
  const out: number[] = []
  for (let r = from; r < to; r++) if (pass(r)) out.push(r)
  return Uint32Array.from(out)
}

function sortValue(ix: BroadcastIndexes, field: BroadcastSortField, r: number): number {
  const b = ix.table
  if (field === 'svc_viewership')
    return (b.viewership[r] ?? NO_U32) === NO_U32 ? Number.NaN : (b.viewership[r] ?? 0)
  if (field === 'updated') return b.updated[r] ?? Number.NaN
  if (field === 'first_seen') return b.firstSeen[r] ?? Number.NaN
  return b.start[r] ?? Number.NaN
}

export function broadcastComparator(
  ix: BroadcastIndexes,
  keys: readonly SortKey<BroadcastSortField>[],
): (a: number, b: number) => number {
  return (a, b) => {
    for (const k of keys) {
      const x = sortValue(ix, k.field, a)
      const y = sortValue(ix, k.field, b)
      if (x === y) continue
      const xn = Number.isNaN(x)
      const yn = Number.isNaN(y)
      if (xn && yn) continue
      if (xn || yn) return xn ? 1 : -1
      return (k.desc ? -1 : 1) * (x < y ? -1 : 1)
    }
    return compareIds(ix.table.id, a, b)
  }
}

export function searchBroadcasts(
  _ds: Dataset,
  idx: Indexes,
  q: BroadcastQuery,
  window = DEFAULT_WINDOW,
): Omit<EventSearchResult, 'relevance'> {
  const rows = matchBroadcasts(idx, q)
  const offset = Math.max(0, q.offset ?? DEFAULT_OFFSET)
  const limit = Math.max(0, Math.min(q.limit ?? DEFAULT_LIMIT, window - offset))
  const end = Math.min(rows.length, offset + limit)
  const keys = broadcastSortOf(q)
  const page = selectTop(rows, end, broadcastComparator(idx.broadcasts, keys)).slice(offset, end)
  return {
    count: Math.min(rows.length, window),
    overflow: rows.length > window,
    rows: Uint32Array.from(page),
  }
}

export function countBroadcasts(_ds: Dataset, idx: Indexes, q: BroadcastQuery): { count: number } {
  return { count: matchBroadcasts(idx, q).length }
}
