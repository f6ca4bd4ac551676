// The radius area as a polygon. `@turf/circle` walks the true geodesic circle; its vertices are
// then unwrapped around the centre so a circle over the antimeridian stays one piece instead of
// being smeared across the whole map (docs/architecture.md "This machine").
import { circle } from '@turf/circle'
import type { Feature, Polygon } from 'geojson'

import { unwrapNear } from '../../utils/geodesy'
import type { LonLat } from '../../utils/geodesy'

export const CIRCLE_STEPS = 96

export function geodesicCircle(
  center: LonLat,
  radiusMeters: number,
  steps: number = CIRCLE_STEPS,
): Feature<Polygon> {
  const polygon = circle([center.lon, center.lat], radiusMeters / 1000, {
    steps,
    units: 'kilometers',
  })
  const rings = polygon.geometry.coordinates.map((ring) =>
    ring.map(([lon = 0, lat = 0]) => [unwrapNear(lon, center.lon), lat]),
  )
  return { type: 'Feature', properties: {}, geometry: { type: 'Polygon', coordinates: rings } }
}
