// Which GeoNames populated places count, and how they are grouped.
import { round5, type Position } from './geometry'
import type { SourceCity } from './sources'

/** Historical, abandoned and destroyed places are not places an event happens in today. */
const EXCLUDED_FEATURE_CODES = new Set(['PPLH', 'PPLQ', 'PPLW', 'PPLCH'])
/** Sections of a populated place: GeoNames' neighbourhoods, counted within their city. */
export const SECTION_FEATURE_CODE = 'PPLX'

export const LOCALITY_MIN_POPULATION = 15_000
export const US_LOCALITY_MIN_POPULATION = 5_000

/**
 * US cities that span several counties whose parts GeoNames lists as places of their own, by
 * GeoNames id: New York City, whose five boroughs (Manhattan, Brooklyn, Queens, The Bronx and
 * Staten Island) are each a county and a locality. Such a city hangs from its state rather than
 * from the county its centre lies in, and its residents are counted once, in its boroughs, for
 * the county and state populations. The sources give a city a point, not a boundary, so a city
 * that spans counties without such parts cannot be told from the point alone.
 */
export const MULTI_COUNTY_CITIES: ReadonlySet<number> = new Set([5128581])

/** Places counted in population sums and region derivation. */
export function isCountedCity(c: SourceCity): boolean {
  return !EXCLUDED_FEATURE_CODES.has(c.featureCode) && c.featureCode !== SECTION_FEATURE_CODE
}

export function isGazetteerLocality(c: SourceCity): boolean {
  const min = c.country === 'US' ? US_LOCALITY_MIN_POPULATION : LOCALITY_MIN_POPULATION
  return isCountedCity(c) && c.population >= min
}

export function isGazetteerNeighbourhood(c: SourceCity): boolean {
  return c.featureCode === SECTION_FEATURE_CODE && c.population >= LOCALITY_MIN_POPULATION
}

/** Population-weighted centre on the sphere (safe across the antimeridian). */
export function weightedCentre(cities: readonly SourceCity[]): Position {
  let x = 0
  let y = 0
  let z = 0
  for (const c of cities) {
    const [lon, lat] = c.loc.coordinates
    const w = Math.max(1, c.population)
    const phi = (lat * Math.PI) / 180
    const lambda = (lon * Math.PI) / 180
    x += w * Math.cos(phi) * Math.cos(lambda)
    y += w * Math.cos(phi) * Math.sin(lambda)
    z += w * Math.sin(phi)
  }
  if (x === 0 && y === 0 && z === 0) return [0, 0]
  const lon = (Math.atan2(y, x) * 180) / Math.PI
  const lat = (Math.atan2(z, Math.hypot(x, y)) * 180) / Math.PI
  return [round5(lon), round5(lat)]
}
