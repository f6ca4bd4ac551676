// Spherical geodesy for the radius tool: the API measures `within` radii on the ground, so the
// drawn circle and the typed radius must agree with great-circle distances, not screen pixels.

/** Mean Earth radius (IUGG), the sphere @turf/circle draws on as well. */
export const EARTH_RADIUS_METERS = 6_371_008.8

const toRadians = (degrees: number): number => (degrees * Math.PI) / 180
const toDegrees = (radians: number): number => (radians * 180) / Math.PI

export interface LonLat {
  readonly lon: number
  readonly lat: number
}

/** Great-circle distance in meters (haversine). */
export function haversineMeters(a: LonLat, b: LonLat): number {
  const dLat = toRadians(b.lat - a.lat)
  const dLon = toRadians(b.lon - a.lon)
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(toRadians(a.lat)) * Math.cos(toRadians(b.lat)) * Math.sin(dLon / 2) ** 2
  return 2 * EARTH_RADIUS_METERS * Math.asin(Math.min(1, Math.sqrt(h)))
}

/** The point `meters` away from `origin` along `bearingDegrees` (0 = north, 90 = east). */
export function destination(origin: LonLat, meters: number, bearingDegrees: number): LonLat {
  const delta = meters / EARTH_RADIUS_METERS
  const theta = toRadians(bearingDegrees)
  const phi1 = toRadians(origin.lat)
  const lambda1 = toRadians(origin.lon)
  const phi2 = Math.asin(
    Math.sin(phi1) * Math.cos(delta) + Math.cos(phi1) * Math.sin(delta) * Math.cos(theta),
  )
  const lambda2 =
    lambda1 +
    Math.atan2(
      Math.sin(theta) * Math.sin(delta) * Math.cos(phi1),
      Math.cos(delta) - Math.sin(phi1) * Math.sin(phi2),
    )
  return { lon: wrapLongitude(toDegrees(lambda2)), lat: toDegrees(phi2) }
}

/** Longitude folded into [-180, 180]: a map panned across the antimeridian reports 190 or -200. */
export function wrapLongitude(lon: number): number {
  if (lon >= -180 && lon <= 180) return lon
  const wrapped = ((((lon + 180) % 360) + 360) % 360) - 180
  return wrapped === -180 && lon > 0 ? 180 : wrapped
}

/** `lon` shifted by whole turns so that it lies within 180 degrees of `reference`. */
export function unwrapNear(lon: number, reference: number): number {
  let value = lon
  while (value - reference > 180) value -= 360
  while (value - reference < -180) value += 360
  return value
}
