// The area of an analytics request (features `location`, demand surge `location.*`): the events
// filter, the local time zone its days are counted in, and the US counties whose broadcasts it
// covers (broadcasts are located at counties, docs/api.md "Broadcast").
import type { Gazetteer, PlaceRecord } from '../data/gazetteer/types'
import { destination } from '../data/geo/distance'
import { lowestPlaceAt } from '../enrich/geocode'
import type { EventQuery } from '../engine/query'

export type AnalyticsArea =
  | { readonly by: 'place'; readonly placeIds: readonly string[] }
  | { readonly by: 'circle'; readonly lat: number; readonly lon: number; readonly radiusM: number }

export interface ResolvedArea {
  /** Members of the events query that restrict it to the area. */
  readonly events: Pick<EventQuery, 'placeScope' | 'within'>
  /** Days are local dates in this zone (docs/api.md "Features"). */
  readonly tz: string
  /** County place ids inside or overlapping the area. */
  readonly counties: readonly string[]
}

/** Ids of `placeIds` the gazetteer does not know. */
export function unknownPlaces(gaz: Gazetteer, placeIds: readonly string[]): string[] {
  return placeIds.filter((id) => gaz.get(id) === undefined)
}

const BROADER_THAN_COUNTY = new Set(['planet', 'continent', 'country', 'region'])

function countiesOfPlace(gaz: Gazetteer, place: PlaceRecord): string[] {
  if (place.type === 'county') return [place.id]
  if (BROADER_THAN_COUNTY.has(place.type)) {
    return gaz
      .ofType('county')
      .filter((c) => gaz.isWithin(c.id, place.id))
      .map((c) => c.id)
  }
  const county = gaz.hierarchy(place.id).find((id) => gaz.get(id)?.type === 'county')
  return county === undefined ? [] : [county]
}

/**
 * Counties a circle touches: the counties under its centre and under points on rings at a
 * quarter, half and the full radius, plus those whose centroid lies inside.
 */
function countiesOfCircle(gaz: Gazetteer, lon: number, lat: number, radiusM: number): string[] {
  const km = radiusM / 1000
  const out = new Set<string>()
  const centre = gaz.countyAt(lon, lat)
  if (centre) out.add(centre.id)
  for (const fraction of [0.25, 0.5, 1]) {
    for (let bearing = 0; bearing < 360; bearing += 30) {
      const [x, y] = destination(lon, lat, bearing, km * fraction)
      const county = gaz.countyAt(x, y)
      if (county) out.add(county.id)
    }
  }
  if (out.size > 0 || km > 50) {
    for (const county of gaz.ofType('county')) {
      const [x, y] = [county.lon, county.lat]
      if (Math.abs(y - lat) * 111 <= km && nearEnough(lon, lat, x, y, km)) out.add(county.id)
    }
  }
  return [...out].sort()
}

function nearEnough(lon: number, lat: number, x: number, y: number, km: number): boolean {
  const dx = (x - lon) * 111 * Math.cos((lat * Math.PI) / 180)
  const dy = (y - lat) * 111
  return Math.hypot(dx, dy) <= km
}

export function resolveArea(gaz: Gazetteer, area: AnalyticsArea): ResolvedArea {
  if (area.by === 'place') {
    const places = area.placeIds.flatMap((id) => gaz.get(id) ?? [])
    return {
      // Several places aggregate: events in scope of any of them (docs/api.md "Features").
      events: { placeScope: area.placeIds },
      tz: places.find((p) => p.timezone !== null)?.timezone ?? 'UTC',
      counties: [...new Set(places.flatMap((p) => countiesOfPlace(gaz, p)))].sort(),
    }
  }
  const { lon, lat, radiusM } = area
  const near = lowestPlaceAt(gaz, lon, lat)
  return {
    // Region- and country-wide events (holidays, observances) apply to every circle inside.
    events: { within: { lon, lat, radiusM, includeParentScopes: true } },
    tz: near?.timezone ?? gaz.countryAt(lon, lat)?.timezone ?? 'UTC',
    counties: countiesOfCircle(gaz, lon, lat, radiusM),
  }
}
