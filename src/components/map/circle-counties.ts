// Which counties a radius touches: the API takes counties, not circles, for broadcasts (docs/api.md
// "Search broadcasts": location.place_id), so a drawn radius is turned into the county ids whose
// outline reaches inside it, or that contain its centre.
import type { CountyShape, Ring } from './county-shapes'
import { EARTH_RADIUS_METERS } from '../../utils/geodesy'
import type { LonLat } from '../../utils/geodesy'

const RAD = Math.PI / 180

/** Even-odd point in polygon over every ring, so holes (lakes, enclaves) are left out. */
function containsPoint(rings: readonly Ring[], lon: number, lat: number): boolean {
  let inside = false
  for (const ring of rings) {
    for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
      const [xi, yi] = ring[i] ?? [0, 0]
      const [xj, yj] = ring[j] ?? [0, 0]
      if (yi > lat !== yj > lat && lon < ((xj - xi) * (lat - yi)) / (yj - yi) + xi) inside = !inside
    }
  }
  return inside
}

/** Squared distance from the origin to segment a-b, in a plane. */
function segmentDistanceSq(ax: number, ay: number, bx: number, by: number): number {
  const dx = bx - ax
  const dy = by - ay
  const lengthSq = dx * dx + dy * dy
  const t = lengthSq === 0 ? 0 : Math.max(0, Math.min(1, -(ax * dx + ay * dy) / lengthSq))
  const x = ax + t * dx
  const y = ay + t * dy
  return x * x + y * y
}

/**
 * The ids of the counties within `meters` of `center` (outline inside the circle, or centre
 * inside the county). Distances are measured on a plane tangent at the centre: for the radii an
 * analyst draws around a metro area (up to a few hundred km) the error is well under a percent.
 */
export function countiesTouchingCircle(
  counties: readonly CountyShape[],
  center: LonLat,
  meters: number,
): string[] {
  const cosLat = Math.max(Math.cos(center.lat * RAD), 1e-6)
  const metersPerDegLat = EARTH_RADIUS_METERS * RAD
  const metersPerDegLon = metersPerDegLat * cosLat
  const dLat = meters / metersPerDegLat
  const dLon = meters / metersPerDegLon
  const radiusSq = meters * meters
  const touched: string[] = []
  for (const county of counties) {
    const [w, s, e, n] = county.bbox
    if (e < center.lon - dLon || w > center.lon + dLon) continue
    if (n < center.lat - dLat || s > center.lat + dLat) continue
    if (containsPoint(county.rings, center.lon, center.lat) || reaches(county.rings)) {
      touched.push(county.id)
    }
  }
  return touched

  function reaches(rings: readonly Ring[]): boolean {
    for (const ring of rings) {
      for (let i = 1; i < ring.length; i++) {
        const [alon, alat] = ring[i - 1] ?? [0, 0]
        const [blon, blat] = ring[i] ?? [0, 0]
        const distanceSq = segmentDistanceSq(
          (alon - center.lon) * metersPerDegLon,
          (alat - center.lat) * metersPerDegLat,
          (blon - center.lon) * metersPerDegLon,
          (blat - center.lat) * metersPerDegLat,
        )
        if (distanceSq <= radiusSq) return true
      }
    }
    return false
  }
}
