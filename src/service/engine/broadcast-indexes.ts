// Indexes over the broadcast table (data/tables.ts): rows are start-sorted, so a start range
// is a binary search; postings by county, by televised event and by record status.

import type { Gazetteer } from '../data/gazetteer/types'
import type { BroadcastTable } from '../data/tables'
import { BROADCAST_RECORD_STATUSES } from '../../contract/enums'
import { IdLookup } from './id-lookup'
import type { Postings } from './postings'
import { postingsOfColumn } from './postings'

export interface BroadcastIndexes {
  readonly table: BroadcastTable
  readonly county: Postings
  readonly countyIndex: ReadonlyMap<string, number>
  /** Broadcasts by event row. */
  readonly event: Postings
  readonly recordStatus: Postings
  readonly ids: IdLookup
  /** Time zone of each county (index into table.places), 'UTC' when unknown. */
  readonly countyTz: readonly string[]
  /** Alpha-2 country of each county. */
  readonly countyCountry: readonly string[]
}

export function buildBroadcastIndexes(
  b: BroadcastTable,
  eventCount: number,
  gazetteer: Gazetteer,
): BroadcastIndexes {
  const places = b.places.values.map((id) => gazetteer.get(id))
  return {
    table: b,
    county: postingsOfColumn(b.county, b.places.values.length),
    countyIndex: new Map(b.places.values.map((id, i) => [id, i])),
    event: postingsOfColumn(b.event, eventCount),
    recordStatus: postingsOfColumn(b.recordStatus, BROADCAST_RECORD_STATUSES.length),
    ids: new IdLookup(b.id),
    countyTz: places.map((p) => p?.timezone ?? 'UTC'),
    countyCountry: places.map((p) => p?.countryAlpha2 ?? 'US'),
  }
}
