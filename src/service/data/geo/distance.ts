// Great-circle helpers on a spherical Earth. A sphere is within 0.5 % of the ellipsoid,
// which is far below the precision of a radius filter such as `within=10km@lat,lon`.

export const EARTH_RADIUS_KM = 6371.0088

const RAD = Math.PI / 180
const DEG = 180 / Math.PI

/** Great-circle distance in kilometres between two points given as lon/lat degrees. */
export function haversineKm(lon1: number, lat1: number, lon2: number, lat2: number): number {
  const dLat = (lat2 - lat1) * RAD
  const dLon = (lon2 - lon1) * RAD
  const a =
    Math.sin(dLat / 2) ** 2 + Math.cos(lat1 * RAD) * Math.cos(lat2 * RAD) * Math.sin(dLon / 2) ** 2
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(a)))
}

/** Normalises a longitude to [-180, 180). */
export function normalizeLon(lon: number): number {
  const x = (((lon + 180) % 360) + 360) % 360
  return x - 180
}

/** The point reached from (lon, lat) after `distanceKm` along the initial bearing (degrees from north). */
export function destination(
  lon: number,
  lat: number,
  bearingDeg: number,
  distanceKm: number,
): [number, number] {
  const d = distanceKm / EARTH_RADIUS_KM
  const b = bearingDeg * RAD
  const p1 = lat * RAD
  const l1 = lon * RAD
  const p2 = Math.asin(Math.sin(p1) * Math.cos(d) + Math.cos(p1) * Math.sin(d) * Math.cos(b))
  const l2 =
    l1 +
    Math.atan2(Math.sin(b) * Math.sin(d) * Math.cos(p1), Math.cos(d) - Math.sin(p1) * Math.sin(p2))
  return [normalizeLon(l2 * DEG), p2 * DEG]
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
  return { west: normalizeLon(lon - dLon), south, east: normalizeLon(lon + dLon), north }
}

/** Splits a box that crosses the antimeridian into boxes that do not. */
export function splitBbox(box: BBox): BBox[] {
  if (box.west <= box.east) return [box]
  return [
    { west: box.west, south: box.south, east: 180, north: box.north },
    { west: -180, south: box.south, east: box.east, north: box.north },
  ]
}
