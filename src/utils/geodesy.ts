// Spherical geodesy, the one implementation for the service's radius filters and the map's radius
// tool: the API measures `within` radii on the ground, so the drawn circle, the typed radius and
// the events a radius matches must agree on great-circle distances. A sphere is within 0.5 % of
// the ellipsoid, far below the precision of a radius such as `within=10km@lat,lon`.

/** Mean Earth radius (IUGG), the sphere @turf/circle draws on as well. */
export const EARTH_RADIUS_METERS = 6_371_008.8

const toRadians = (degrees: number): number => (degrees * Math.PI) / 180
const toDegrees = (radians: number): number => (radians * 180) / Math.PI

export interface LonLat {
  readonly lon: number
  readonly lat: number
}

/**
 * Great-circle distance in meters (haversine), from positional degrees: the service calls it for
 * every candidate event of a radius filter, so it takes no objects.
 */
export function greatCircleMeters(lon1: number, lat1: number, lon2: number, lat2: number): number {
  const dLat = toRadians(lat2 - lat1)
  const dLon = toRadians(lon2 - lon1)
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(toRadians(lat1)) * Math.cos(toRadians(lat2)) * Math.sin(dLon / 2) ** 2
  return 2 * EARTH_RADIUS_METERS * Math.asin(Math.min(1, Math.sqrt(h)))
}

/** Great-circle distance in meters between two points. */
export function haversineMeters(a: LonLat, b: LonLat): number {
  return greatCircleMeters(a.lon, a.lat, b.lon, b.lat)
}

/**
 * The point `meters` away from (lon, lat) along `bearingDegrees` (0 = north, 90 = east), as
 * [lon, lat] with the longitude not yet folded into [-180, 180].
 */
export function destinationLonLat(
  lon: number,
  lat: number,
  bearingDegrees: number,
  meters: number,
): [number, number] {
  const delta = meters / EARTH_RADIUS_METERS
  const theta = toRadians(bearingDegrees)
  const phi1 = toRadians(lat)
  const lambda1 = toRadians(lon)
  const phi2 = Math.asin(
    Math.sin(phi1) * Math.cos(delta) + Math.cos(phi1) * Math.sin(delta) * Math.cos(theta),
  )
  const lambda2 =
    lambda1 +
    Math.atan2(
      Math.sin(theta) * Math.sin(delta) * Math.cos(phi1),
      Math.cos(delta) - Math.sin(phi1) * Math.sin(phi2),
    )
  return [toDegrees(lambda2), toDegrees(phi2)]
}

/** The point `meters` away from `origin` along `bearingDegrees` (0 = north, 90 = east). */
export function destination(origin: LonLat, meters: number, bearingDegrees: number): LonLat {
  const [lon, lat] = destinationLonLat(origin.lon, origin.lat, bearingDegrees, meters)
  return { lon: wrapLongitude(lon), lat }
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

/**
 * The ground area of a radius circle in square metres: the spherical cap of `meters` around a
 * point, 2πR²(1 − cos(r/R)), which the flat πr² overstates by under 0.01 % at 100 miles.
 */
export function circleAreaSquareMeters(meters: number): number {
  return 2 * Math.PI * EARTH_RADIUS_METERS ** 2 * (1 - Math.cos(meters / EARTH_RADIUS_METERS))
}
