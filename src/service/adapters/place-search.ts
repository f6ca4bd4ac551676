// Places search (docs/api.md "Places": GET /v1/places/), ordered by relevance: by text match when
// `q` is sent, else by distance to `location`, else in the order of `id`, else the country's places
// broad types first then by population. Every other sent parameter narrows the result.
import type { Place } from '../../contract/place'
import type { PlacesQuery } from '../../contract/query/places'
import { localityAt } from '../data/gazetteer/containment'
import { haversineKm } from '../data/geo/distance'
import type { Gazetteer, PlaceRecord, PlaceType } from '../data/gazetteer/types'
import { PLACE_TYPES } from '../data/gazetteer/types'

/**
 * `metro` and `major` (docs/api.md "Places": `type` synonyms) have no definition upstream; here
 * they are localities of at least 100,000 and 500,000 people.
 */
export const METRO_POPULATION = 100_000
export const MAJOR_POPULATION = 500_000
/** `location` finds the places within this distance, plus the broad places containing the point. */
export const NEAR_KM = 50

type TypeFilter = NonNullable<PlacesQuery['type']>[number]

export function typePredicate(
  types: readonly TypeFilter[] | undefined,
): (p: PlaceRecord) => boolean {
  if (!types) return () => true
  const tests = types.map((t): ((p: PlaceRecord) => boolean) => {
    if (t === 'local')
      return (p) => p.type === 'neighbourhood' || p.type === 'locality' || p.type === 'localadmin'
    if (t === 'metro') return (p) => p.type === 'locality' && p.population >= METRO_POPULATION
    if (t === 'major') return (p) => p.type === 'locality' && p.population >= MAJOR_POPULATION
    return (p) => p.type === t
  })
  return (p) => tests.some((test) => test(p))
}

export function allPlaces(gazetteer: Gazetteer): PlaceRecord[] {
  return PLACE_TYPES.flatMap((t: PlaceType) => gazetteer.ofType(t))
}

/** Places near a point, closest first, then the broad places containing it (narrowest first). */
export function nearPlaces(gazetteer: Gazetteer, lon: number, lat: number): PlaceRecord[] {
  const near = allPlaces(gazetteer)
    .map((p) => ({ p, km: haversineKm(lon, lat, p.lon, p.lat) }))
    .filter((x) => x.km <= NEAR_KM)
    .sort((a, b) => a.km - b.km || Number(a.p.id) - Number(b.p.id))
    .map((x) => x.p)
  const anchor = gazetteer.countyAt(lon, lat) ?? localityAt(gazetteer, lon, lat, NEAR_KM)
  const containing = anchor ? [...gazetteer.hierarchy(anchor.id)].reverse() : []
  const country = gazetteer.countryAt(lon, lat)
  if (country) containing.push(...[...gazetteer.hierarchy(country.id)].reverse())
  const seen = new Set(near.map((p) => p.id))
  for (const id of containing) {
    const p = gazetteer.get(id)
    if (p && !seen.has(id)) {
      seen.add(id)
      near.push(p)
    }
  }
  return near
}

function ordered(gazetteer: Gazetteer, q: PlacesQuery): PlaceRecord[] {
  if (q.q !== undefined) return [...gazetteer.search(q.q, { limit: Number.MAX_SAFE_INTEGER })]
  if (q.location) return nearPlaces(gazetteer, q.location.lon, q.location.lat)
  if (q.id) return q.id.flatMap((id) => gazetteer.get(id) ?? [])
  return (q.country ?? []).flatMap((c) => gazetteer.inCountry(c))
}

/** Every place matching the query, in relevance order (de-duplicated). */
export function searchPlaces(gazetteer: Gazetteer, q: PlacesQuery): PlaceRecord[] {
  const ids = q.id && new Set(q.id)
  const countries = q.country && new Set(q.country)
  const near =
    q.location && q.q !== undefined
      ? new Set(nearPlaces(gazetteer, q.location.lon, q.location.lat).map((p) => p.id))
      : undefined
  const typeOk = typePredicate(q.type)
  const seen = new Set<string>()
  return ordered(gazetteer, q).filter((p) => {
    if (seen.has(p.id)) return false
    seen.add(p.id)
    return (
      typeOk(p) &&
      (!ids || ids.has(p.id)) &&
      (!countries || (p.countryAlpha2 !== null && countries.has(p.countryAlpha2))) &&
      (!near || near.has(p.id))
    )
  })
}

export function toPlace(p: PlaceRecord): Place {
  return {
    id: p.id,
    type: p.type,
    name: p.name,
    county: p.countyName,
    region: p.regionName,
    country: p.countryName,
    country_alpha2: p.countryAlpha2,
    country_alpha3: p.countryAlpha3,
    location: [p.lon, p.lat],
  }
}
