// The service's great-circle helpers, in kilometres and positional degrees, over the one
// spherical geodesy of src/utils/geodesy.ts.
import {
  EARTH_RADIUS_METERS,
  destinationLonLat,
  greatCircleMeters,
  wrapLongitude,
} from '../../../utils/geodesy'

export const EARTH_RADIUS_KM = EARTH_RADIUS_METERS / 1000

const RAD = Math.PI / 180
const DEG = 180 / Math.PI

/** Great-circle distance in kilometres between two points given as lon/lat degrees. */
export function haversineKm(lon1: number, lat1: number, lon2: number, lat2: number): number {
  return greatCircleMeters(lon1, lat1, lon2, lat2) / 1000
}

/** The point reached from (lon, lat) after `distanceKm` along the initial bearing (degrees from north). */
export function destination(
  lon: number,
  lat: number,
  bearingDeg: number,
  distanceKm: number,
): [number, number] {
  const [lon2, lat2] = destinationLonLat(lon, lat, bearingDeg, distanceKm * 1000)
  return [wrapLongitude(lon2), lat2]
}

/**
 * Bounding box of a circle. When the box crosses the antimeridian, west > east; when the
 * circle reaches a pole, the box spans every longitude.
 */
export interface BBox {
  readonly west: number
  readonly south: number
  readonly east: number
  readonly north: number
}

export function circleBbox(lon: number, lat: number, radiusKm: number): BBox {
  const d = radiusKm / EARTH_RADIUS_KM
  const dLat = d * DEG
  const south = lat - dLat
  const north = lat + dLat
  if (south <= -90 || north >= 90 || d >= Math.PI / 2) {
    return { west: -180, south: Math.max(-90, south), east: 180, north: Math.min(90, north) }
  }
  // Widest longitude offset of a small circle (exact, not the equatorial approximation).
  const dLon = Math.asin(Math.min(1, Math.sin(d) / Math.cos(lat * RAD))) * DEG
  if (dLon >= 180) return { west: -180, south, east: 180, north }
  return { west: wrapLongitude(lon - dLon), south, east: wrapLongitude(lon + dLon), north }
}

/** Splits a box that crosses the antimeridian into boxes that do not. */
export function splitBbox(box: BBox): BBox[] {
  if (box.west <= box.east) return [box]
  return [
    { west: box.west, south: box.south, east: 180, north: box.north },
    { west: -180, south: box.south, east: box.east, north: box.north },
  ]
}
