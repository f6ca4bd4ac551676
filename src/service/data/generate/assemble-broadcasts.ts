// Broadcast rows to the columnar BroadcastTable, sorted by start then id, with the event column
// pointing to sorted event rows.

import type { BroadcastTable } from '../tables'
import { BROADCAST_ID_CHARS, NO_U32 } from '../tables'
import { SeededIds } from '../text-column'
import { inverse, sortOrder } from './assemble'
import type { BroadcastRows } from './broadcasts'

export function assembleBroadcasts(rows: BroadcastRows, eventRankOf: Int32Array): BroadcastTable {
  const order = sortOrder(rows.start, rows.id)
  const rankOf = inverse(order)
  const n = order.length
  const at = (column: readonly number[], i: number): number => column[order[i] ?? 0] ?? -1
  const table = {
    size: n,
    id: new SeededIds(
      Uint32Array.from(order, (r) => rows.seed[r] ?? 0),
      BROADCAST_ID_CHARS,
    ),
    event: new Uint32Array(n),
    county: new Uint32Array(n),
    start: new Float64Array(n),
    updated: new Float64Array(n),
    firstSeen: new Float64Array(n),
    viewership: new Uint32Array(n),
    recordStatus: new Uint8Array(n),
    broadcastStatus: new Uint8Array(n),
    duplicateOf: new Int32Array(n),
    league: new Uint16Array(n),
    places: { values: rows.places.values },
    leagues: { values: rows.leagues.values },
  }
  for (let i = 0; i < n; i++) {
    table.event[i] = eventRankOf[at(rows.event, i)] ?? 0
    table.county[i] = at(rows.county, i)
    table.start[i] = at(rows.start, i)
    table.updated[i] = at(rows.updated, i)
    table.firstSeen[i] = at(rows.firstSeen, i)
    const viewers = at(rows.viewership, i)
    table.viewership[i] = viewers < 0 ? NO_U32 : viewers
    table.recordStatus[i] = at(rows.recordStatus, i)
    table.broadcastStatus[i] = at(rows.broadcastStatus, i)
    const dup = at(rows.duplicateOf, i)
    table.duplicateOf[i] = dup < 0 ? -1 : (rankOf[dup] ?? -1)
    table.league[i] = at(rows.league, i)
  }
  return table
}
