// The engine's own query shapes: plain values, already resolved (instants in epoch ms,
// radii in metres, names as strings). The HTTP handlers map the contract's parsed query
// onto these, so the engine stays free of parsing and of the wire format.

import type {
  BroadcastRecordStatus,
  BroadcastStatus,
  DeletedReason,
  EventState,
} from '../../contract/enums'
import { BROADCAST_SORT_FIELDS, EVENT_SORT_FIELDS } from '../../contract/enums'
import {
  BROADCASTS_DEFAULT_RECORD_STATUSES,
  BROADCASTS_DEFAULT_SORT,
  EVENTS_DEFAULT_SORT,
  EVENTS_DEFAULT_STATES,
} from '../../contract/query/defaults'
import { defaultSort } from '../../contract/query/sort'
import type { SortKey as ContractSortKey } from '../../contract/query/sort'

/** One end of a range. */
export interface Bound {
  readonly value: number
  readonly inclusive: boolean
}

/** A numeric range; a missing end is unbounded. */
export interface NumRange {
  readonly lo?: Bound
  readonly hi?: Bound
}

/**
 * A resolved time range (docs/api.md "Query parameter types"): bounds are UTC instants
 * that the handler resolved from the query's dates in `tz` (default UTC).
 *
 * Events with a null time zone store agnostic local wall times (tables.ts). They are compared
 * with the same bounds read as wall times in `tz`: each bound is shifted by the offset of `tz`
 * at that instant (bound + offset(tz, bound)), which gives back exactly the local date-time the
 * caller wrote. So `start.gte=2025-06-01&start.tz=Europe/Paris` matches a floating event that
 * starts at 2025-06-01T00:00 local, whatever zone it will be observed in.
 */
export interface TimeRange extends NumRange {
  readonly tz?: string
}

export type DecayFunction = 'gauss' | 'exp' | 'linear'

/** Elasticsearch-style decay (docs/api.md "Search events", `*_around`): only for relevance. */
export interface Decay<T> {
  readonly origin: T
  /** Same unit as `scale`: milliseconds for times, metres for locations. */
  readonly offset: number
  readonly scale: number
  /** Score at distance `offset + scale`; in (0, 1). Default 0.5. */
  readonly decay?: number
  readonly fn?: DecayFunction
}

export interface Circle {
  readonly lat: number
  readonly lon: number
  readonly radiusM: number
}

/** A saved location as the filter needs it: a circle, or places matched in scope mode. */
export type SavedArea =
  | ({ readonly kind: 'circle' } & Circle)
  | { readonly kind: 'places'; readonly placeIds: readonly string[] }

/** What the events filter `saved_location.location_id` needs of the saved-locations store. */
export interface SavedLocationAreas {
  /** Areas of the organisation's saved locations with these ids; unknown ids give none. */
  areasFor(
    orgId: string,
    ids: readonly string[],
  ): readonly SavedArea[] | Promise<readonly SavedArea[]>
}

export type EventSortField =
  | 'relevance'
  | 'start'
  | 'end'
  | 'country'
  | 'predicted_end'
  | 'rank'
  | 'local_rank'
  | 'aviation_rank'
  | 'svc_attendance'
  | 'updated'
  | 'first_seen'
  | 'id'
  | 'title'
  | 'category'
  | 'duration'

export interface SortKey<F extends string> {
  readonly field: F
  readonly desc: boolean
}

/** Visibility applied silently (docs/api.md "Subscription scoping"). */
export interface Subscription {
  /** Visible events are active at some time within [from, to] (epoch ms). */
  readonly from?: number
  readonly to?: number
  /** Alpha-2 codes; undefined = every country. */
  readonly countries?: readonly string[]
}

export type ParentInclude = 'true' | 'false' | 'only'

/** Every parameter of docs/api.md "Search events", resolved. Lists are any-of. */
export interface EventQuery {
  /**
   * Events intersecting the range. An event occupies [start, end), or the instant `start` when
   * it has no duration: one ending exactly at midnight is not active on the next day. The
   * calendar uses the same rule per local day, so a day's count equals the count of an
   * `active` filter over that day.
   */
  readonly active?: TimeRange
  readonly start?: TimeRange
  readonly end?: TimeRange
  readonly predictedEnd?: TimeRange
  readonly updated?: TimeRange
  readonly firstSeen?: TimeRange
  readonly cancelled?: TimeRange
  readonly postponed?: TimeRange
  readonly rank?: NumRange
  readonly localRank?: NumRange
  readonly aviationRank?: NumRange
  readonly attendance?: NumRange
  readonly rankLevel?: readonly number[]
  readonly localRankLevel?: readonly number[]
  readonly aviationRankLevel?: readonly number[]
  readonly brandUnsafeExclude?: boolean
  readonly category?: readonly string[]
  readonly country?: readonly string[]
  readonly deletedReason?: readonly DeletedReason[]
  readonly entityId?: readonly string[]
  readonly id?: readonly string[]
  readonly label?: readonly string[]
  /** `parent.include`: 'true' everything (default), 'false' no parent events, 'only' parent
   * events only (docs/api.md "Search events"). */
  readonly parentInclude?: ParentInclude
  readonly placeScope?: readonly string[]
  readonly placeExact?: readonly string[]
  readonly placekey?: readonly string[]
  readonly q?: string
  /** Default: eventStatesOf. */
  readonly state?: readonly EventState[]
  /**
   * Also matches events whose scope is a parent of the area (default: includesParentScopes;
   * docs/architecture.md `within`).
   */
  readonly within?: Circle & { readonly includeParentScopes?: boolean }
  readonly savedLocations?: readonly SavedArea[]
  readonly startAround?: Decay<number>
  readonly endAround?: Decay<number>
  readonly locationAround?: Decay<{ readonly lat: number; readonly lon: number }>
  /** Default: eventSortOf. */
  readonly sort?: readonly SortKey<EventSortField>[]
  readonly limit?: number
  readonly offset?: number
  readonly subscription?: Subscription
}

export type BroadcastSortField = 'start' | 'svc_viewership' | 'updated' | 'first_seen'

/** Every parameter of docs/api.md "Search broadcasts", resolved (the handler maps places to
 * counties). */
export interface BroadcastQuery {
  readonly id?: readonly string[]
  /** Default: recordStatusesOf. */
  readonly recordStatus?: readonly BroadcastRecordStatus[]
  readonly broadcastStatus?: readonly BroadcastStatus[]
  readonly start?: NumRange
  readonly updated?: NumRange
  readonly firstSeen?: NumRange
  readonly viewership?: NumRange
  /** County place ids. */
  readonly county?: readonly string[]
  readonly eventId?: readonly string[]
  readonly eventCategory?: readonly string[]
  readonly eventLabel?: readonly string[]
  readonly eventEntityId?: readonly string[]
  /** Default: broadcastSortOf. */
  readonly sort?: readonly SortKey<BroadcastSortField>[]
  readonly limit?: number
  readonly offset?: number
  readonly subscription?: Subscription
}

/** The contract's sort keys as the engine's. */
export function engineSortKeys<F extends string>(
  keys: readonly ContractSortKey<F>[],
): SortKey<F>[] {
  return keys.map((k) => ({ field: k.field, desc: k.descending }))
}

// The defaults of a query the engine's own callers leave out: the contract's, applied here once
// (src/contract/query/defaults.ts), so the planner, the row checks and the sorts agree.
const DEFAULT_EVENT_SORT = engineSortKeys(defaultSort(EVENT_SORT_FIELDS, EVENTS_DEFAULT_SORT))
const DEFAULT_BROADCAST_SORT = engineSortKeys(
  defaultSort(BROADCAST_SORT_FIELDS, BROADCASTS_DEFAULT_SORT),
)

export const eventStatesOf = (q: EventQuery): readonly EventState[] =>
  q.state ?? EVENTS_DEFAULT_STATES
export const eventSortOf = (q: EventQuery): readonly SortKey<EventSortField>[] =>
  q.sort ?? DEFAULT_EVENT_SORT
export const recordStatusesOf = (q: BroadcastQuery): readonly BroadcastRecordStatus[] =>
  q.recordStatus ?? BROADCASTS_DEFAULT_RECORD_STATUSES
export const broadcastSortOf = (q: BroadcastQuery): readonly SortKey<BroadcastSortField>[] =>
  q.sort ?? DEFAULT_BROADCAST_SORT
/** `within` also matches events scoped to a place containing the centre unless told otherwise. */
export const includesParentScopes = (c: EventQuery['within']): boolean =>
  c?.includeParentScopes ?? true
