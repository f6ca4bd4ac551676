// Columnar layout of the generated dataset. One row per event (or broadcast); every
// column is a typed array or a table of shared strings, so a million events stay a few
// hundred megabytes and the engine's scans touch contiguous memory. Objects in the API's
// shape are made only for rows that a response returns (see engine/materialize).
//
// Conventions: times are epoch milliseconds (UTC instants; for events with a null time zone,
// the local wall time read as if it were UTC); NaN means "absent". Small enumerations are
// indexes into the constant arrays named beside them. NONE (-1 / 255 / 0xffffffff) marks
// an absent reference or number, as documented per column.

import type { TextColumn } from './text-column'

export const NO_U8 = 255
export const NO_U32 = 0xffffffff

/**
 * A longitude or latitude as the dataset keeps it: to the millionth of a degree (about 0.1 m),
 * which a kept file stores as a whole number (kept/pack.ts) in half the bytes of a double.
 */
export const keptCoordinate = (degrees: number): number => Math.round(degrees * 1e6) / 1e6

/**
 * Characters of the ids, the shapes of upstream ones. Every id of a generated dataset is spelled
 * from a 32-bit seed (text-column.ts `SeededIds`): an event's from its `detailSeed`, a broadcast's,
 * an entity's and a venue's from seeds of their own.
 */
export const EVENT_ID_CHARS = 18
export const BROADCAST_ID_CHARS = 18
export const ENTITY_ID_CHARS = 22
/** Venues' entity ids share a key space with other entities': another spelling keeps them apart. */
export const VENUE_ID_SALT = 1

/** A list-valued column stored as CSR: values of row r are values[offsets[r] .. offsets[r+1]). */
export interface ListColumn {
  readonly offsets: Uint32Array // length rows + 1
  readonly values: Uint32Array // indexes into a string table
}

export interface StringTable {
  readonly values: readonly string[]
}

export interface VenueTable {
  readonly size: number
  readonly entityId: TextColumn
  readonly name: TextColumn
  readonly address: TextColumn
  /** Gazetteer place id of the locality the venue is in. */
  readonly placeId: TextColumn
  readonly lon: Float64Array
  readonly lat: Float64Array
  /** "<what>@<where>" placekey, "" when the venue has none. */
  readonly placekey: TextColumn
}

/** Rows sorted by `start` ascending, ties by `id`, so a time range is a binary search. */
export interface EventTable {
  readonly size: number
  readonly id: TextColumn
  readonly title: TextColumn
  /** Index into EVENT_CATEGORIES of the contract. */
  readonly category: Uint8Array
  readonly start: Float64Array
  /**
   * The API's `end`, which every event has (src/contract/event.ts). An event with no actual end
   * has `end` = `start` (so `duration` is 0) and may carry a `predictedEnd`.
   */
  readonly end: Float64Array
  /** NaN when the event has an actual end or no prediction. */
  readonly predictedEnd: Float64Array
  readonly updated: Float64Array
  /** NaN = null. */
  readonly firstSeen: Float64Array
  /** When the event was set to cancelled or postponed; NaN otherwise or when unknown. */
  readonly stateChanged: Float64Array
  /** Index into `timezones`; NO_U32 = null time zone (agnostic local times). */
  readonly timezone: Uint32Array
  readonly lon: Float64Array
  readonly lat: Float64Array
  readonly rank: Uint8Array
  /** NO_U8 = null. */
  readonly localRank: Uint8Array
  /** NO_U8 = null. */
  readonly aviationRank: Uint8Array
  /** NO_U32 = no attendance (non-attended categories). */
  readonly attendance: Uint32Array
  /** 0 active, 1 deleted, 2 predicted (EVENT_STATES order). */
  readonly state: Uint8Array
  /** 0 none, then 1 + index into DELETED_REASONS. */
  readonly deletedReason: Uint8Array
  /** Row of the active event this one duplicates; -1 none. */
  readonly duplicateOf: Int32Array
  /** Row of the parent (umbrella) event; -1 none. */
  readonly parent: Int32Array
  /** 1 when potentially brand-unsafe. */
  readonly brandUnsafe: Uint8Array
  /** Index into `countries` (alpha-2); NO_U32 = outside any country (""). */
  readonly country: Uint32Array
  /** Gazetteer place id the event applies to (its scope's place): index into `places`. */
  readonly place: Uint32Array
  /** Scope: index into the gazetteer's PLACE_TYPES. */
  readonly scope: Uint8Array
  /** Row in the venue table; -1 for events without a venue. */
  readonly venue: Int32Array
  /** Entities other than the venue (performers, teams, event groups): indexes into `entities`. */
  readonly entities: ListColumn
  /** Indexes into `labels`. */
  readonly labels: ListColumn
  /** Seed of the deterministic per-row details (description, impact pattern) made at materialisation. */
  readonly detailSeed: Uint32Array
  readonly timezones: StringTable
  readonly countries: StringTable
  readonly places: StringTable
  readonly labelNames: StringTable
  readonly entityTable: {
    readonly id: TextColumn
    readonly name: TextColumn
    readonly type: TextColumn
  }
  readonly venues: VenueTable
}

/** Rows sorted by `start` ascending, ties by `id`. */
export interface BroadcastTable {
  readonly size: number
  readonly id: TextColumn
  /** Row in the event table of the televised (sports) event. */
  readonly event: Uint32Array
  /** Gazetteer id of the US county: index into `places`. */
  readonly county: Uint32Array
  readonly start: Float64Array
  readonly updated: Float64Array
  readonly firstSeen: Float64Array
  /** NO_U32 = none. */
  readonly viewership: Uint32Array
  /** Index into BROADCAST_RECORD_STATUSES (active, deleted, duplicate). */
  readonly recordStatus: Uint8Array
  /** Index into BROADCAST_STATUSES (scheduled, predicted, cancelled). */
  readonly broadcastStatus: Uint8Array
  /** Row of the active broadcast this duplicates; -1 none. */
  readonly duplicateOf: Int32Array
  /** Index into `leagues`: the most specific viewership feature the broadcast counts for. */
  readonly league: Uint16Array
  readonly places: StringTable
  /** Feature key suffixes, e.g. "basketball_nba", "soccer_mls", "golf_masters". */
  readonly leagues: StringTable
}

export interface Dataset {
  readonly seed: number
  /** The clock the dataset was generated for (epoch ms). */
  readonly now: number
  readonly events: EventTable
  readonly broadcasts: BroadcastTable
}
