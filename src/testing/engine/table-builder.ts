// Builds columnar tables (data/tables.ts) from plain row objects, for tests: small hand-made
// tables, or random ones over the real gazetteer (random-dataset.ts).

import type { PlaceType } from '../../service/data/gazetteer/types'
import { PLACE_TYPES } from '../../service/data/gazetteer/types'
import type { BroadcastTable, Dataset, EventTable, ListColumn } from '../../service/data/tables'
import { NO_U32, NO_U8 } from '../../service/data/tables'
import { ArrayTextColumn, textsOf } from '../../service/data/text-column'
import type {
  BroadcastRecordStatus,
  BroadcastStatus,
  DeletedReason,
  EventCategory,
  EventState,
} from '../../contract/enums'
import {
  BROADCAST_RECORD_STATUSES,
  BROADCAST_STATUSES,
  DELETED_REASONS,
  EVENT_CATEGORIES,
  EVENT_STATES,
} from '../../contract/enums'

export interface TestVenue {
  readonly entityId: string
  readonly name: string
  readonly address: string
  readonly placeId: string
  readonly lon: number
  readonly lat: number
  readonly placekey: string
}

export interface TestEvent {
  readonly id: string
  readonly title: string
  readonly category: EventCategory
  readonly start: number
  readonly end: number
  readonly predictedEnd?: number
  readonly updated: number
  readonly firstSeen?: number
  readonly stateChanged?: number
  readonly timezone: string | null
  readonly lon: number
  readonly lat: number
  readonly rank: number
  readonly localRank?: number
  readonly aviationRank?: number
  readonly attendance?: number
  readonly state: EventState
  readonly deletedReason?: DeletedReason
  readonly duplicateOf?: string
  readonly parent?: string
  readonly brandUnsafe?: boolean
  readonly country: string
  readonly place: string
  readonly scope: PlaceType
  readonly venue?: TestVenue
  readonly entities?: readonly {
    readonly id: string
    readonly name: string
    readonly type: string
  }[]
  readonly labels?: readonly string[]
  readonly detailSeed?: number
}

export interface TestBroadcast {
  readonly id: string
  readonly eventId: string
  readonly county: string
  readonly start: number
  readonly updated: number
  readonly firstSeen: number
  readonly viewership?: number
  readonly recordStatus: BroadcastRecordStatus
  readonly broadcastStatus: BroadcastStatus
  readonly duplicateOf?: string
  readonly league: string
}

class Interner {
  readonly values: string[] = []
  private readonly map = new Map<string, number>()
  of(v: string): number {
    let i = this.map.get(v)
    if (i === undefined) {
      i = this.values.length
      this.map.set(v, i)
      this.values.push(v)
    }
    return i
  }
}

function listColumn(lists: readonly (readonly number[])[]): ListColumn {
  const offsets = new Uint32Array(lists.length + 1)
  lists.forEach((l, i) => (offsets[i + 1] = (offsets[i] ?? 0) + l.length))
  return { offsets, values: Uint32Array.from(lists.flat()) }
}

const byStartThenId = <T extends { start: number; id: string }>(a: T, b: T): number =>
  a.start - b.start || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0)

export function buildEventTable(input: readonly TestEvent[]): EventTable {
  const rows = [...input].sort(byStartThenId)
  const rowOf = new Map(rows.map((e, i) => [e.id, i]))
  const tz = new Interner()
  const countries = new Interner()
  const places = new Interner()
  const labels = new Interner()
  const entities = new Interner()
  const entityName: string[] = []
  const entityType: string[] = []
  const venues = new Map<string, { v: TestVenue; row: number }>()
  for (const e of rows) {
    if (e.venue && !venues.has(e.venue.entityId))
      venues.set(e.venue.entityId, { v: e.venue, row: venues.size })
  }
  const venueList = [...venues.values()].map((x) => x.v)
  const f64 = (f: (e: TestEvent) => number | undefined): Float64Array =>
    Float64Array.from(rows, (e) => f(e) ?? Number.NaN)
  const u8 = (f: (e: TestEvent) => number | undefined): Uint8Array =>
    Uint8Array.from(rows, (e) => f(e) ?? NO_U8)
  return {
    size: rows.length,
    id: new ArrayTextColumn(rows.map((e) => e.id)),
    title: new ArrayTextColumn(rows.map((e) => e.title)),
    category: Uint8Array.from(rows, (e) => EVENT_CATEGORIES.indexOf(e.category)),
    start: f64((e) => e.start),
    end: f64((e) => e.end),
    predictedEnd: f64((e) => e.predictedEnd),
    updated: f64((e) => e.updated),
    firstSeen: f64((e) => e.firstSeen),
    stateChanged: f64((e) => e.stateChanged),
    timezone: Uint32Array.from(rows, (e) => (e.timezone === null ? NO_U32 : tz.of(e.timezone))),
    lon: f64((e) => e.lon),
    lat: f64((e) => e.lat),
    rank: u8((e) => e.rank),
    localRank: u8((e) => e.localRank),
    aviationRank: u8((e) => e.aviationRank),
    attendance: Uint32Array.from(rows, (e) => e.attendance ?? NO_U32),
    state: Uint8Array.from(rows, (e) => EVENT_STATES.indexOf(e.state)),
    deletedReason: Uint8Array.from(rows, (e) =>
      e.deletedReason ? 1 + DELETED_REASONS.indexOf(e.deletedReason) : 0,
    ),
    duplicateOf: Int32Array.from(rows, (e) =>
      e.duplicateOf ? (rowOf.get(e.duplicateOf) ?? -1) : -1,
    ),
    parent: Int32Array.from(rows, (e) => (e.parent ? (rowOf.get(e.parent) ?? -1) : -1)),
    brandUnsafe: Uint8Array.from(rows, (e) => (e.brandUnsafe ? 1 : 0)),
    country: Uint32Array.from(rows, (e) => (e.country === '' ? NO_U32 : countries.of(e.country))),
    place: Uint32Array.from(rows, (e) => places.of(e.place)),
    scope: Uint8Array.from(rows, (e) => PLACE_TYPES.indexOf(e.scope)),
    venue: Int32Array.from(rows, (e) => (e.venue ? (venues.get(e.venue.entityId)?.row ?? -1) : -1)),
    entities: listColumn(
      rows.map((e) =>
        (e.entities ?? []).map((x) => {
          const i = entities.of(x.id)
          entityName[i] = x.name
          entityType[i] = x.type
          return i
        }),
      ),
    ),
    labels: listColumn(rows.map((e) => (e.labels ?? []).map((l) => labels.of(l)))),
    detailSeed: Uint32Array.from(rows, (e, i) => e.detailSeed ?? i * 2654435761),
    timezones: tz,
    countries,
    places,
    labelNames: labels,
    entityTable: {
      id: new ArrayTextColumn(entities.values),
      name: new ArrayTextColumn(entityName),
      type: new ArrayTextColumn(entityType),
    },
    venues: {
      size: venueList.length,
      entityId: new ArrayTextColumn(venueList.map((v) => v.entityId)),
      name: new ArrayTextColumn(venueList.map((v) => v.name)),
      address: new ArrayTextColumn(venueList.map((v) => v.address)),
      placeId: new ArrayTextColumn(venueList.map((v) => v.placeId)),
      lon: Float64Array.from(venueList, (v) => v.lon),
      lat: Float64Array.from(venueList, (v) => v.lat),
      placekey: new ArrayTextColumn(venueList.map((v) => v.placekey)),
    },
  }
}

export function buildBroadcastTable(
  input: readonly TestBroadcast[],
  events: EventTable,
): BroadcastTable {
  const rows = [...input].sort(byStartThenId)
  const eventRow = new Map(textsOf(events.id).map((id, i) => [id, i]))
  const rowOf = new Map(rows.map((b, i) => [b.id, i]))
  const places = new Interner()
  const leagues = new Interner()
  return {
    size: rows.length,
    id: new ArrayTextColumn(rows.map((b) => b.id)),
    event: Uint32Array.from(rows, (b) => eventRow.get(b.eventId) ?? NO_U32),
    county: Uint32Array.from(rows, (b) => places.of(b.county)),
    start: Float64Array.from(rows, (b) => b.start),
    updated: Float64Array.from(rows, (b) => b.updated),
    firstSeen: Float64Array.from(rows, (b) => b.firstSeen),
    viewership: Uint32Array.from(rows, (b) => b.viewership ?? NO_U32),
    recordStatus: Uint8Array.from(rows, (b) => BROADCAST_RECORD_STATUSES.indexOf(b.recordStatus)),
    broadcastStatus: Uint8Array.from(rows, (b) => BROADCAST_STATUSES.indexOf(b.broadcastStatus)),
    duplicateOf: Int32Array.from(rows, (b) =>
      b.duplicateOf ? (rowOf.get(b.duplicateOf) ?? -1) : -1,
    ),
    league: Uint16Array.from(rows, (b) => leagues.of(b.league)),
    places,
    leagues,
  }
}

export function buildTestDataset(
  events: readonly TestEvent[],
  broadcasts: readonly TestBroadcast[] = [],
  now = Date.UTC(2026, 0, 15),
  seed = 1,
): Dataset {
  const table = buildEventTable(events)
  return { seed, now, events: table, broadcasts: buildBroadcastTable(broadcasts, table) }
}
