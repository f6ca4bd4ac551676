// Whether a point lies inside a place, as far as the gazetteer's boundaries tell (docs/dataset.md
// "Places: the gazetteer"): only US counties and countries have polygons. A place is checked
// against the narrowest of them in its hierarchy: its US county; for a US place above or beside
// the county level (a city that spans several counties hangs from its state), a county of its
// state; elsewhere its country. Regions outside the US and localities have no shape, so a point
// in the right country is all that can be asked of them. A point in a lake the basemap draws lies
// in none of them (gazetteer `inLake`).
import type { Gazetteer, PlaceRecord } from './types'

/** The places of a hierarchy a point is checked against; undefined where the level is missing. */
export interface Bounds {
  readonly county: PlaceRecord | undefined
  readonly region: PlaceRecord | undefined
  readonly country: PlaceRecord | undefined
}

export function boundsOf(gaz: Gazetteer, placeId: string): Bounds {
  const chain = gaz.hierarchy(placeId).map((id) => gaz.get(id))
  const ofType = (type: PlaceRecord['type']): PlaceRecord | undefined =>
    chain.find((p) => p?.type === type)
  return { county: ofType('county'), region: ofType('region'), country: ofType('country') }
}

/** True when the point lies inside `bounds` (see the file comment for what can be checked). */
export function boundsHold(gaz: Gazetteer, bounds: Bounds, lon: number, lat: number): boolean {
  const { county, region, country } = bounds
  // The county and country outlines are generalised and take in lakes the basemap draws.
  if (!country || gaz.inLake(lon, lat)) return false
  if (country.countryAlpha2 === 'US') {
    // US counties tile the country, so the county polygon answers for the state too.
    const at = gaz.countyAt(lon, lat)
    if (!at) return false
    if (county) return at.id === county.id
    return region ? gaz.isWithin(at.id, region.id) : true
  }
  return gaz.countryAt(lon, lat)?.id === country.id
}

/**
 * The locality a point lies in: the nearest locality within `maxKm` whose bounds hold the point
 * (in the US one of the point's county, or a city spanning counties of its state; elsewhere one
 * of its country). The nearest locality alone can lie across a river or a state line: Weehawken,
 * New Jersey, is nearer to Times Square than Manhattan's centre. A point outside every polygon
 * (at sea, or where a simplified coast cuts the land) takes the nearest locality.
 */
export function localityAt(
  gaz: Gazetteer,
  lon: number,
  lat: number,
  maxKm: number,
): PlaceRecord | undefined {
  const county = gaz.countyAt(lon, lat)
  const country = county ? undefined : gaz.countryAt(lon, lat)
  const types = ['locality'] as const
  if (!county && !country) return gaz.nearest(lon, lat, { types, maxKm })
  const accept = (place: PlaceRecord): boolean => {
    const bounds = boundsOf(gaz, place.id)
    if (!county) return bounds.country?.id === country?.id
    if (bounds.county) return bounds.county.id === county.id
    return bounds.region !== undefined && gaz.isWithin(county.id, bounds.region.id)
  }
  return gaz.nearest(lon, lat, { types, maxKm, accept })
}
