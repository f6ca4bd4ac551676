// Place hierarchies (docs/api.md "Place hierarchies"): by coordinate, the hierarchy of the
// closest place of `level`, then, below region level, the hierarchy of the closest major city
// within 50 km, cut at `level`, when that is another place (docs/api.md "Limits": hierarchy
// neighbour city); by ids, the hierarchy of each known id.
import type { PlaceHierarchiesResponse } from '../../contract/place'
import type { PlaceHierarchiesQuery } from '../../contract/query/places'
import { localityAt } from '../data/gazetteer/containment'
import { haversineKm } from '../data/geo/distance'
import type { Gazetteer, PlaceRecord, PlaceType } from '../data/gazetteer/types'
import { MAJOR_POPULATION } from './place-search'

type Hierarchy = PlaceHierarchiesResponse['place_hierarchies'][number]
type OriginQuery = Extract<PlaceHierarchiesQuery, { by: 'origin' }>

export const NEIGHBOUR_CITY_KM = 50
const LOCAL_LEVELS: readonly PlaceType[] = ['neighbourhood', 'locality', 'localadmin']
const BELOW_REGION: readonly PlaceType[] = ['county', 'localadmin', 'locality', 'neighbourhood']

export function hierarchyOf(gazetteer: Gazetteer, id: string): Hierarchy {
  return gazetteer.hierarchy(id).flatMap((pid) => {
    const p = gazetteer.get(pid)
    return p ? [{ type: p.type, place_id: p.id }] : []
  })
}

/** Closest place among `candidates` (a full scan: only used when the indexed lookup fails). */
function closest(
  candidates: readonly PlaceRecord[],
  lon: number,
  lat: number,
): PlaceRecord | undefined {
  let best: PlaceRecord | undefined
  let bestKm = Infinity
  for (const p of candidates) {
    const km = haversineKm(lon, lat, p.lon, p.lat)
    if (km < bestKm || (km === bestKm && best && Number(p.id) < Number(best.id))) {
      best = p
      bestKm = km
    }
  }
  return best
}

function closestOfType(
  gazetteer: Gazetteer,
  type: PlaceType,
  lon: number,
  lat: number,
  country?: string,
): PlaceRecord | undefined {
  if (country === undefined) {
    // A locality is the one the point lies in, not the nearest across a river or a state line.
    const near =
      type === 'locality'
        ? localityAt(gazetteer, lon, lat, 200)
        : gazetteer.nearest(lon, lat, { types: [type], maxKm: 200 })
    if (near) return near
  }
  const all = gazetteer.ofType(type)
  return closest(
    country === undefined ? all : all.filter((p) => p.countryAlpha2 === country),
    lon,
    lat,
  )
}

/** The place of `level` for a point: containment where polygons exist, else the closest one. */
function placeAt(gazetteer: Gazetteer, q: OriginQuery): PlaceRecord | undefined {
  const { lon, lat } = q.origin
  const inCountry = (p: PlaceRecord | undefined) =>
    p && (q.country === undefined || p.countryAlpha2 === q.country) ? p : undefined
  if (LOCAL_LEVELS.includes(q.level)) return closestOfType(gazetteer, q.level, lon, lat, q.country)
  if (q.level === 'county') {
    return (
      inCountry(gazetteer.countyAt(lon, lat)) ??
      closestOfType(gazetteer, 'county', lon, lat, q.country)
    )
  }
  // Region and above: the ancestor of that type of the place containing (or closest to) the point.
  const anchor =
    inCountry(gazetteer.countyAt(lon, lat)) ??
    closestOfType(gazetteer, 'locality', lon, lat, q.country) ??
    inCountry(gazetteer.countryAt(lon, lat))
  if (!anchor) return undefined
  const id = gazetteer.hierarchy(anchor.id).find((pid) => gazetteer.get(pid)?.type === q.level)
  return id === undefined ? undefined : gazetteer.get(id)
}

/** The hierarchy of `id` down to its place of type `level`; undefined when it has none. */
function hierarchyDownTo(
  gazetteer: Gazetteer,
  id: string,
  level: PlaceType,
): Hierarchy | undefined {
  const full = hierarchyOf(gazetteer, id)
  const end = full.findIndex((step) => step.type === level)
  return end < 0 ? undefined : full.slice(0, end + 1)
}

/**
 * Every hierarchy ends at the requested level (docs/api.md "Place hierarchies": planet first, down
 * to the requested level), the neighbour city's too: for `county` it is cut at the city's county
 * and left out when that is the county already given; for `neighbourhood` a city (a locality) has
 * no place of that level, so there is no second hierarchy.
 */
export function hierarchiesAt(gazetteer: Gazetteer, q: OriginQuery): Hierarchy[] {
  const place = placeAt(gazetteer, q)
  if (!place) return []
  const out = [hierarchyOf(gazetteer, place.id)]
  if (BELOW_REGION.includes(q.level)) {
    const city = gazetteer.nearest(q.origin.lon, q.origin.lat, {
      types: ['locality'],
      maxKm: NEIGHBOUR_CITY_KM,
      minPopulation: MAJOR_POPULATION,
    })
    const second =
      city && (q.country === undefined || city.countryAlpha2 === q.country)
        ? hierarchyDownTo(gazetteer, city.id, q.level)
        : undefined
    if (second && second[second.length - 1]?.place_id !== place.id) out.push(second)
  }
  return out
}

export function placeHierarchies(
  gazetteer: Gazetteer,
  q: PlaceHierarchiesQuery,
): PlaceHierarchiesResponse {
  if (q.by === 'ids') {
    return {
      place_hierarchies: q.place_ids.flatMap((id) =>
        gazetteer.get(id) ? [hierarchyOf(gazetteer, id)] : [],
      ),
    }
  }
  return { place_hierarchies: hierarchiesAt(gazetteer, q) }
}
