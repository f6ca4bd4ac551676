// Turns the accumulated rows into the columnar EventTable: sorted by start then id (tables.ts),
// references (parent, duplicate_of) remapped to sorted rows, and venues to the kept ones.

import type { EventTable } from '../tables'
import {
  ENTITY_ID_CHARS,
  EVENT_ID_CHARS,
  NO_U32,
  NO_U8,
  VENUE_ID_SALT,
  keptCoordinate,
} from '../tables'
import { ArrayTextColumn, SeededIds } from '../text-column'
import type { EventRows } from './rows'
import type { VenueCatalog } from './venues'

/** Row order sorted by start, then id; only the rows `keep` marks, when given. */
export function sortOrder(
  start: readonly number[],
  id: readonly string[],
  keep?: Uint8Array,
): Uint32Array {
  // A plain array sorts with a comparator far faster than a typed array does in V8.
  const keys = Float64Array.from(start)
  const indexes: number[] = []
  for (let i = 0; i < start.length; i++) if (keep === undefined || keep[i] === 1) indexes.push(i)
  indexes.sort((a, b) => {
    const d = (keys[a] ?? 0) - (keys[b] ?? 0)
    if (d !== 0) return d
    const x = id[a] ?? ''
    const y = id[b] ?? ''
    return x < y ? -1 : x > y ? 1 : 0
  })
  return Uint32Array.from(indexes)
}

/** Position of each row in `order`; -1 for rows it leaves out. */
export function inverse(order: Uint32Array, rows = order.length): Int32Array {
  const rank = new Int32Array(rows).fill(-1)
  for (let i = 0; i < order.length; i++) rank[order[i] ?? 0] = i
  return rank
}

export function assembleEvents(
  rows: EventRows,
  venues: VenueCatalog,
  order: Uint32Array,
  rankOf: Int32Array,
): EventTable {
  const n = order.length
  const f64 = (column: readonly number[]): Float64Array => {
    const out = new Float64Array(n)
    for (let i = 0; i < n; i++) out[i] = column[order[i] ?? 0] ?? NaN
    return out
  }
  const u8 = (column: readonly number[], none: number): Uint8Array => {
    const out = new Uint8Array(n)
    for (let i = 0; i < n; i++) {
      const v = column[order[i] ?? 0] ?? -1
      out[i] = v < 0 ? none : v
    }
    return out
  }
  const u32 = (column: readonly number[]): Uint32Array => {
    const out = new Uint32Array(n)
    for (let i = 0; i < n; i++) {
      const v = column[order[i] ?? 0] ?? -1
      out[i] = v < 0 ? NO_U32 : v
    }
    return out
  }
  const ref = (column: readonly number[]): Int32Array => {
    const out = new Int32Array(n)
    for (let i = 0; i < n; i++) {
      const v = column[order[i] ?? 0] ?? -1
      out[i] = v < 0 ? v : (rankOf[v] ?? -1)
    }
    return out
  }
  const list = (
    offsets: readonly number[],
    values: readonly number[],
  ): { offsets: Uint32Array; values: Uint32Array } => {
    const outOffsets = new Uint32Array(n + 1)
    const outValues = new Uint32Array(values.length)
    let k = 0
    for (let i = 0; i < n; i++) {
      const r = order[i] ?? 0
      const to = offsets[r + 1] ?? 0
      for (let j = offsets[r] ?? 0; j < to; j++) outValues[k++] = values[j] ?? 0
      outOffsets[i + 1] = k
    }
    // Only the kept rows' values: the rows left out (not yet announced, past retention) held the rest.
    return { offsets: outOffsets, values: outValues.slice(0, k) }
  }
  const pick = <T>(column: readonly T[]): T[] => Array.from(order, (r) => column[r] as T)
  // Only the venues a kept row stands at, in the catalog's order: the catalog also holds the
  // venues of rows not yet announced or past retention, and of cities no event reached.
  const venueRow = new Int32Array(venues.size).fill(-1)
  for (const r of order) {
    const v = rows.venue[r] ?? -1
    if (v >= 0) venueRow[v] = 0
  }
  const keptVenues: number[] = []
  venueRow.forEach((mark, v) => {
    if (mark === 0) venueRow[v] = keptVenues.push(v) - 1
  })
  const ofVenues = <T>(column: readonly T[]): T[] => keptVenues.map((v) => column[v] as T)
  const venue = new Int32Array(n)
  for (let i = 0; i < n; i++) {
    const v = rows.venue[order[i] ?? 0] ?? -1
    venue[i] = v < 0 ? -1 : (venueRow[v] ?? -1)
  }
  const detailSeed = u32(rows.detailSeed)
  return {
    size: n,
    id: new SeededIds(detailSeed, EVENT_ID_CHARS),
    title: new ArrayTextColumn(pick(rows.title)),
    category: u8(rows.category, NO_U8),
    start: f64(rows.start),
    end: f64(rows.end),
    predictedEnd: f64(rows.predictedEnd),
    updated: f64(rows.updated),
    firstSeen: f64(rows.firstSeen),
    stateChanged: f64(rows.stateChanged),
    timezone: u32(rows.timezone),
    lon: f64(rows.lon).map(keptCoordinate),
    lat: f64(rows.lat).map(keptCoordinate),
    rank: u8(rows.rank, 0),
    localRank: u8(rows.localRank, NO_U8),
    aviationRank: u8(rows.aviationRank, NO_U8),
    attendance: u32(rows.attendance),
    state: u8(rows.state, 0),
    deletedReason: u8(rows.deletedReason, 0),
    duplicateOf: ref(rows.duplicateOf),
    parent: ref(rows.parent),
    brandUnsafe: u8(rows.brandUnsafe, 0),
    country: u32(rows.country),
    place: u32(rows.place),
    scope: u8(rows.scope, 0),
    venue,
    entities: list(rows.entityOffsets, rows.entityValues),
    labels: list(rows.labelOffsets, rows.labelValues),
    detailSeed,
    timezones: { values: rows.timezones.values },
    countries: { values: rows.countries.values },
    places: { values: rows.places.values },
    labelNames: { values: rows.labels.values },
    entityTable: {
      id: new SeededIds(Uint32Array.from(rows.entities.seed), ENTITY_ID_CHARS),
      name: new ArrayTextColumn(rows.entities.name),
      type: new ArrayTextColumn(rows.entities.type),
    },
    venues: {
      size: keptVenues.length,
      entityId: new SeededIds(
        Uint32Array.from(ofVenues(venues.entitySeed)),
        ENTITY_ID_CHARS,
        VENUE_ID_SALT,
      ),
      name: new ArrayTextColumn(ofVenues(venues.name)),
      address: new ArrayTextColumn(ofVenues(venues.address)),
      placeId: new ArrayTextColumn(ofVenues(venues.placeId)),
      lon: Float64Array.from(ofVenues(venues.lon), keptCoordinate),
      lat: Float64Array.from(ofVenues(venues.lat), keptCoordinate),
      placekey: new ArrayTextColumn(ofVenues(venues.placekey)),
    },
  }
}
