// The parsed events query (contract/query/events.ts) onto the engine's EventQuery: every
// parameter of docs/api.md "Search events", plus the caller's subscription scope.
import type { EventsQuery } from '../../contract/query/events'
import type { Organisation } from '../auth/accounts'
import type { Gazetteer } from '../data/gazetteer/types'
import type { EventQuery, SavedArea } from '../engine/query'
import { engineSortKeys } from '../engine/query'
import { resolvePlaceList } from './airport-codes'
import { toNumRange, toTimeRange } from './ranges'
import { subscriptionScope } from './subscription'

export interface EventQueryContext {
  readonly gazetteer: Gazetteer
  readonly organisation: Organisation
  readonly now: number
  /** Areas of `saved_location.location_id`; undefined skips that filter (no store wired). */
  readonly savedAreas?: readonly SavedArea[]
}

function fuzzyDates(q: EventsQuery): Pick<EventQuery, 'startAround' | 'endAround'> {
  const decay = (f: NonNullable<EventsQuery['start_around']>) => ({
    origin: f.originMs,
    offset: f.offsetMs,
    scale: f.scaleMs,
    decay: f.decay,
  })
  return {
    ...(q.start_around && { startAround: decay(q.start_around) }),
    ...(q.end_around && { endAround: decay(q.end_around) }),
  }
}

function fuzzyLocation(q: EventsQuery): Pick<EventQuery, 'locationAround'> {
  const f = q.location_around
  if (!f) return {}
  return {
    locationAround: {
      origin: { lat: f.lat, lon: f.lon },
      offset: f.offsetMeters,
      scale: f.scaleMeters,
      decay: f.decay,
    },
  }
}

function dateRanges(q: EventsQuery): EventQuery {
  return {
    active: toTimeRange(q.active),
    start: toTimeRange(q.start),
    end: toTimeRange(q.end),
    predictedEnd: toTimeRange(q.predicted_end),
    updated: toTimeRange(q.updated),
    firstSeen: toTimeRange(q.first_seen),
    cancelled: toTimeRange(q.cancelled),
    postponed: toTimeRange(q.postponed),
  }
}

function lists(q: EventsQuery, gazetteer: Gazetteer): EventQuery {
  return {
    rankLevel: q.rank_level,
    localRankLevel: q.local_rank_level,
    aviationRankLevel: q.aviation_rank_level,
    category: q.category,
    country: q.country,
    deletedReason: q.deleted_reason,
    entityId: q.entity_id,
    id: q.id,
    label: q.label,
    placeScope: q.place_scope && resolvePlaceList(gazetteer, q.place_scope),
    placeExact: q.place_exact && resolvePlaceList(gazetteer, q.place_exact),
    placekey: q.placekey,
    state: q.state,
  }
}

/** Drops members left undefined so the engine (and logs) see only what was asked. */
function defined(q: EventQuery): EventQuery {
  return Object.fromEntries(Object.entries(q).filter(([, v]) => v !== undefined))
}

export function toEventQuery(q: EventsQuery, ctx: EventQueryContext): EventQuery {
  const subscription = subscriptionScope(ctx.organisation, ctx.now)
  return defined({
    ...dateRanges(q),
    ...fuzzyDates(q),
    ...fuzzyLocation(q),
    ...lists(q, ctx.gazetteer),
    rank: toNumRange(q.rank),
    localRank: toNumRange(q.local_rank),
    aviationRank: toNumRange(q.aviation_rank),
    attendance: toNumRange(q.svc_attendance),
    brandUnsafeExclude: q.brand_unsafe_exclude || undefined,
    parentInclude: q.parent_include,
    q: q.q,
    within: q.within && { lat: q.within.lat, lon: q.within.lon, radiusM: q.within.radiusMeters },
    savedLocations: q.saved_location_ids === undefined ? undefined : ctx.savedAreas,
    sort: engineSortKeys(q.sort),
    limit: q.limit,
    offset: q.offset,
    subscription,
  })
}
