// A saved location's shape as the map and the forms use it: the radius circle of a
// point-and-radius location (docs/api.md "Saved location": `geojson`), the body members that
// write it back, and the features-endpoint location of the same area (docs/api.md "Features":
// `location`).
import { FEATURES_MAX_PLACES, FEATURES_MAX_RADIUS_M } from '../../contract/features'
import type { SavedLocation, SavedLocationGeojson } from '../../contract/saved-location'
import type { SuggestedRadiusResponse } from '../../contract/suggested-radius'
import { toMeters } from '../../contract/enums'
import { roundRadius } from '../../components/map/within'
import type { RadiusCircle } from '../../components/map/within'

/** The circle of a point-and-radius location; null for a place-based one. */
export function circleOf(location: Pick<SavedLocation, 'geojson'>): RadiusCircle | null {
  const geojson = location.geojson
  if (!geojson) return null
  const [lon, lat] = geojson.geometry.coordinates
  return { lon, lat, radius: geojson.properties.radius, unit: geojson.properties.radius_unit }
}

/** The `geojson` member of a POST or PUT body for a circle. */
export function geojsonOf(circle: RadiusCircle): SavedLocationGeojson {
  return {
    type: 'Feature',
    properties: { radius: roundRadius(circle.radius, circle.unit), radius_unit: circle.unit },
    geometry: { type: 'Point', coordinates: [circle.lon, circle.lat] },
  }
}

/** The suggested radius drawn around the chosen centre, in the unit it came back in. */
export function suggestedCircle(
  centre: Pick<RadiusCircle, 'lat' | 'lon'>,
  suggestion: SuggestedRadiusResponse,
): RadiusCircle | null {
  if (!(suggestion.radius > 0)) return null
  return {
    lat: centre.lat,
    lon: centre.lon,
    radius: suggestion.radius,
    unit: suggestion.radius_unit,
  }
}

/** `2.35 km`: a circle's radius as it is saved. */
export const circleText = (circle: Pick<RadiusCircle, 'radius' | 'unit'>): string =>
  `${String(circle.radius)} ${circle.unit}`

/** `10 km`, or the places count of a place-based location. */
export function radiusText(location: Pick<SavedLocation, 'geojson' | 'place_ids'>): string {
  const circle = circleOf(location)
  if (circle) return circleText(circle)
  const places = location.place_ids?.length ?? 0
  return places === 1 ? '1 place' : `${String(places)} places`
}

export type FeaturesLocation =
  { readonly geo: { lat: number; lon: number; radius: string } } | { readonly place_id: string[] }

/**
 * The same area for the features endpoint, or null when the endpoint cannot take it (a radius over
 * 100 miles, more than 3 places: docs/api.md "Features" `location`).
 */
export function featuresLocationOf(
  location: Pick<SavedLocation, 'geojson' | 'place_ids'>,
): FeaturesLocation | null {
  const circle = circleOf(location)
  if (circle) {
    if (toMeters(circle.radius, circle.unit) > FEATURES_MAX_RADIUS_M) return null
    return {
      geo: { lat: circle.lat, lon: circle.lon, radius: `${String(circle.radius)}${circle.unit}` },
    }
  }
  const ids = location.place_ids ?? []
  if (ids.length === 0 || ids.length > FEATURES_MAX_PLACES) return null
  return { place_id: ids }
}

export type SurgeLocation =
  | { readonly 'location.place_id': string }
  | { readonly 'location.origin': string; readonly 'location.radius': string }

/** The same area for the demand-surge endpoint: its centre and radius, or its places. */
export function surgeLocationOf(
  location: Pick<SavedLocation, 'geojson' | 'place_ids'>,
): SurgeLocation | null {
  const circle = circleOf(location)
  if (circle) {
    return {
      'location.origin': `${String(circle.lat)},${String(circle.lon)}`,
      'location.radius': `${String(circle.radius)}${circle.unit}`,
    }
  }
  const ids = location.place_ids ?? []
  return ids.length === 0 ? null : { 'location.place_id': ids.join(',') }
}
