// The parsed broadcasts query (contract/query/broadcasts.ts) onto the engine's BroadcastQuery.
// Broadcasts are located at US counties (docs/api.md "Search broadcasts"), so every place filter
// becomes a list of county ids.
import type { BroadcastsQuery } from '../../contract/query/broadcasts'
import type { Organisation } from '../auth/accounts'
import type { Gazetteer, PlaceRecord } from '../data/gazetteer/types'
import type { BroadcastQuery } from '../engine/query'
import { engineSortKeys } from '../engine/query'
import { toInstantRange, toNumRange } from './ranges'
import { subscriptionScope } from './subscription'

const BELOW_COUNTY = new Set(['localadmin', 'locality', 'neighbourhood'])

const countiesByRegion = new WeakMap<Gazetteer, Map<string, string[]>>()

function countiesOf(gazetteer: Gazetteer, regionId: string): string[] {
  let cache = countiesByRegion.get(gazetteer)
  if (!cache) {
    cache = new Map()
    countiesByRegion.set(gazetteer, cache)
  }
  let list = cache.get(regionId)
  if (!list) {
    list = gazetteer
      .ofType('county')
      .filter((c) => gazetteer.isWithin(c.id, regionId))
      .map((c) => c.id)
    cache.set(regionId, list)
  }
  return list
}

function countyAbove(gazetteer: Gazetteer, place: PlaceRecord): string[] {
  const county = gazetteer.hierarchy(place.id).find((id) => gazetteer.get(id)?.type === 'county')
  return county === undefined ? [] : [county]
}

/**
 * `location.place_id` (docs/api.md "Search broadcasts"): a county returns that county; a region
 * (state) all its counties; a place below county level its county; places with no county
 * (countries, places outside the US counties) return nothing.
 */
export function countiesForPlaces(gazetteer: Gazetteer, ids: readonly string[]): string[] {
  const out = new Set<string>()
  for (const id of ids) {
    const place = gazetteer.get(id)
    if (!place) continue
    const counties =
      place.type === 'county'
        ? [place.id]
        : place.type === 'region'
          ? countiesOf(gazetteer, place.id)
          : BELOW_COUNTY.has(place.type)
            ? countyAbove(gazetteer, place)
            : []
    for (const c of counties) out.add(c)
  }
  return [...out]
}

/** Both place filters must hold when both are sent: the counties are intersected. */
function counties(q: BroadcastsQuery, gazetteer: Gazetteer): string[] | undefined {
  const fromPlaces = q.place_id && countiesForPlaces(gazetteer, q.place_id)
  const atOrigin = q.origin && gazetteer.countyAt(q.origin.lon, q.origin.lat)
  const fromOrigin = q.origin === undefined ? undefined : atOrigin ? [atOrigin.id] : []
  if (fromPlaces && fromOrigin) return fromPlaces.filter((c) => fromOrigin.includes(c))
  return fromPlaces ?? fromOrigin
}

export interface BroadcastQueryContext {
  readonly gazetteer: Gazetteer
  readonly organisation: Organisation
  readonly now: number
}

export function toBroadcastQuery(q: BroadcastsQuery, ctx: BroadcastQueryContext): BroadcastQuery {
  const query: BroadcastQuery = {
    id: q.broadcast_id,
    recordStatus: q.record_status,
    broadcastStatus: q.broadcast_status,
    start: toInstantRange(q.start),
    updated: toInstantRange(q.updated),
    firstSeen: toInstantRange(q.first_seen),
    viewership: toNumRange(q.svc_viewership),
    county: counties(q, ctx.gazetteer),
    eventId: q.event_id,
    eventCategory: q.event_category,
    eventLabel: q.event_label,
    eventEntityId: q.event_entity_id,
    sort: engineSortKeys(q.sort),
    limit: q.limit,
    offset: q.offset,
    subscription: subscriptionScope(ctx.organisation, ctx.now),
  }
  // Only what was asked reaches the engine: unset members are dropped, not sent as undefined.
  return Object.fromEntries(Object.entries(query).filter(([, v]) => v !== undefined))
}
