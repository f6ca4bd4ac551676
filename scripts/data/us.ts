// US states (regions) and counties from us-atlas (Census FIPS codes). County names come from
// GeoNames' admin2 table ("Travis County", "Orleans Parish", "City of Richmond"), which
// tells independent cities from the county of the same name; us-atlas has only "Travis".
import { flattenRing } from '../../src/service/data/geo/polygon'
import { PolygonIndex } from '../../src/service/data/gazetteer/polygon-index'
import {
  bboxOf,
  largestPolygonCentroid,
  polygonsOf,
  unwrapPolygon,
  type Polygon,
  type Position,
} from './geometry'
import { isCountedCity, MULTI_COUNTY_CITIES } from './cities'
import { US_STATE_ABBR_BY_FIPS } from './us-states'
import type { NamedFeature, SourceCity } from './sources'

/** US state ids: 85 100 000 + state FIPS. County ids: 85 200 000 + 5-digit county FIPS. */
export const US_STATE_ID_BASE = 85_100_000
export const US_COUNTY_ID_BASE = 85_200_000

export interface UsShape {
  readonly id: number
  readonly fips: string
  readonly name: string
  readonly abbr: string
  readonly polygons: readonly Polygon[]
  readonly centroid: Position
  population: number
}

export interface UsBuild {
  readonly states: UsShape[]
  readonly counties: UsShape[]
  /** County index (into `counties`) containing a point, or -1. */
  readonly countyAt: (lon: number, lat: number) => number
}

function shapesOf(f: NamedFeature): Polygon[] {
  return polygonsOf(f.geometry)
    .map(unwrapPolygon)
    .filter((p): p is Polygon => p !== null)
}

export function buildUs(
  atlas: { states: readonly NamedFeature[]; counties: readonly NamedFeature[] },
  cities: readonly SourceCity[],
  admin2Names: ReadonlyMap<string, string>,
): UsBuild {
  const states: UsShape[] = atlas.states
    .flatMap((f) => {
      const abbr = f.id === undefined ? undefined : US_STATE_ABBR_BY_FIPS.get(f.id)
      if (!f.id || !abbr) return []
      const polygons = shapesOf(f)
      const centroid = largestPolygonCentroid(polygons)
      return [
        {
          id: US_STATE_ID_BASE + Number(f.id),
          fips: f.id,
          name: f.name,
          abbr,
          polygons,
          centroid,
          population: 0,
        },
      ]
    })
    .sort((a, b) => a.fips.localeCompare(b.fips))
  const counties: UsShape[] = atlas.counties
    .flatMap((f) => {
      const abbr = f.id === undefined ? undefined : US_STATE_ABBR_BY_FIPS.get(f.id.slice(0, 2))
      if (!f.id || !abbr) return []
      const polygons = shapesOf(f)
      const name = admin2Names.get(`US.${abbr}.${f.id.slice(2)}`) ?? `${f.name} County`
      const centroid = largestPolygonCentroid(polygons)
      return [
        {
          id: US_COUNTY_ID_BASE + Number(f.id),
          fips: f.id,
          name,
          abbr,
          polygons,
          centroid,
          population: 0,
        },
      ]
    })
    .sort((a, b) => a.fips.localeCompare(b.fips))
  const index = new PolygonIndex(
    counties.map((c) => ({
      rings: c.polygons.flatMap((p) => p.map(flattenRing)),
      bbox: bboxOf(c.polygons),
    })),
  )
  const countyAt = (lon: number, lat: number): number => index.find(lon, lat)
  // Populations: the sum of GeoNames places of 1000+ people inside each county, an estimate
  // (rural residents outside such places are not counted). A city made of county-sized parts
  // that are places of their own is counted in those parts only (MULTI_COUNTY_CITIES).
  const stateByAbbr = new Map(states.map((s) => [s.abbr, s]))
  for (const c of cities) {
    if (c.country !== 'US' || !isCountedCity(c) || MULTI_COUNTY_CITIES.has(c.cityId)) continue
    const [lon, lat] = c.loc.coordinates
    const county = counties[countyAt(lon, lat)]
    if (county) county.population += c.population
    const state = stateByAbbr.get(county?.abbr ?? c.adminCode)
    if (state) state.population += c.population
  }
  return { states, counties, countyAt }
}
