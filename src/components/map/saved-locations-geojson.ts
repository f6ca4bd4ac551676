// Saved locations as map features: a geodesic circle for a point-and-radius location, a marker per
// place for a place-based one (docs/api.md "Saved location": `geojson` / `places`). Feature ids are
// the location ids, so hover and selection are feature-state on the same id as the list's rows.
import type { Feature, FeatureCollection } from 'geojson'

import { geodesicCircle } from './geodesic-circle'

export interface MapSavedLocation {
  readonly id: string
  readonly name: string
  readonly status: string
  /** Point and radius, radius in metres. */
  readonly circle?: { readonly lon: number; readonly lat: number; readonly meters: number }
  /** Place points, [lon, lat], for a place-based location. */
  readonly points?: readonly (readonly [number, number])[]
}

/** Circles get fewer vertices than the radius tool's: hundreds of them share the map. */
const STEPS = 64

export function savedLocationFeatures(locations: readonly MapSavedLocation[]): FeatureCollection {
  const features: Feature[] = []
  for (const location of locations) {
    const properties = { id: location.id, name: location.name, status: location.status }
    if (location.circle) {
      const { lon, lat, meters } = location.circle
      if (!Number.isFinite(lon) || !Number.isFinite(lat) || !(meters > 0)) continue
      features.push({ ...geodesicCircle({ lon, lat }, meters, STEPS), id: location.id, properties })
      features.push({
        type: 'Feature',
        id: location.id,
        properties: { ...properties, kind: 'centre' },
        geometry: { type: 'Point', coordinates: [lon, lat] },
      })
    }
    for (const [lon, lat] of location.points ?? []) {
      features.push({
        type: 'Feature',
        id: location.id,
        properties: { ...properties, kind: 'place' },
        geometry: { type: 'Point', coordinates: [lon, lat] },
      })
    }
  }
  return { type: 'FeatureCollection', features }
}
