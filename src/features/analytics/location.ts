// Which location the charts are for, from the shared context (docs/view-context.md): a saved
// location (`loc`), up to three places (`place`) or a radius (`within`). Features and demand surge
// take exactly one of place ids or a point and radius, at most 3 places and 100 miles
// (src/contract/features.ts), so the limits are checked here, before anything is sent.
import { FEATURES_MAX_PLACES, FEATURES_MAX_RADIUS_M } from '../../contract/features'
import { toMeters } from '../../contract/enums'
import type { RadiusUnit } from '../../contract/enums'
import type { SavedLocation } from '../../contract/saved-location'
import type { ViewContext } from '../../components/context/view-context'
import { parseWithin } from '../../components/map/within'

export type AnalyticsLocation =
  | { readonly by: 'place'; readonly placeIds: readonly string[] }
  | {
      readonly by: 'circle'
      readonly lat: number
      readonly lon: number
      readonly radius: number
      readonly unit: RadiusUnit
    }

export type LocationChoice =
  | { readonly kind: 'none' }
  | { readonly kind: 'loading' }
  | { readonly kind: 'problem'; readonly message: string }
  | {
      readonly kind: 'ready'
      readonly location: AnalyticsLocation
      /** What the view ignored, said in words (e.g. a second saved location). */
      readonly note?: string
    }

const MAX_MILES = 100

/** Checks the 3-place and 100-mile limits of a location; a sentence when one is broken. */
export function locationProblem(location: AnalyticsLocation): string | undefined {
  if (location.by === 'place') {
    if (location.placeIds.length > FEATURES_MAX_PLACES) {
      return `Analytics combines at most ${FEATURES_MAX_PLACES} places, and ${location.placeIds.length} are chosen. Drop ${location.placeIds.length - FEATURES_MAX_PLACES} of them.`
    }
    return undefined
  }
  const meters = toMeters(location.radius, location.unit)
  // A hair of tolerance: 160.93 km written by the radius tool is the same 100 miles.
  if (meters > FEATURES_MAX_RADIUS_M + 1) {
    return `The radius is ${location.radius} ${location.unit}; analytics allows at most ${MAX_MILES} miles (161 km). Draw a smaller circle.`
  }
  return undefined
}

/** A saved location as a features location: its place ids, else its point and radius. */
export function savedLocationArea(saved: SavedLocation): AnalyticsLocation | undefined {
  const placeIds = saved.place_ids ?? saved.places.map((p) => p.place_id)
  if (saved.geojson) {
    const [lon, lat] = saved.geojson.geometry.coordinates
    return {
      by: 'circle',
      lat,
      lon,
      radius: saved.geojson.properties.radius,
      unit: saved.geojson.properties.radius_unit,
    }
  }
  if (placeIds.length > 0) return { by: 'place', placeIds }
  return undefined
}

/**
 * The one location of the context: a saved location first, then places, then the radius. The
 * others are named in `note`, so the analyst knows what the charts are not about.
 */
export function chooseLocation(
  context: Pick<ViewContext, 'loc' | 'place' | 'within'>,
  saved: { readonly data?: SavedLocation | undefined; readonly error?: unknown },
): LocationChoice {
  const locs = context.loc
  const places = context.place
  const ignored: string[] = []
  let choice: LocationChoice = { kind: 'none' }
  if (locs.length > 0) {
    if (locs.length > 1) ignored.push(`${locs.length - 1} more saved location(s)`)
    if (saved.error !== undefined && saved.error !== null) {
      return { kind: 'problem', message: 'The saved location could not be read.' }
    }
    if (!saved.data) return { kind: 'loading' }
    const area = savedLocationArea(saved.data)
    if (!area) return { kind: 'problem', message: 'The saved location has no place or radius.' }
    choice = { kind: 'ready', location: area }
    if (places.length > 0) ignored.push('the places')
    if (context.within) ignored.push('the radius area')
  } else if (places.length > 0) {
    choice = { kind: 'ready', location: { by: 'place', placeIds: places } }
    if (context.within) ignored.push('the radius area')
  } else if (context.within) {
    const circle = parseWithin(context.within)
    if (!circle) return { kind: 'problem', message: 'The radius area cannot be read.' }
    choice = { kind: 'ready', location: { by: 'circle', ...circle } }
  }
  if (choice.kind !== 'ready') return choice
  const problem = locationProblem(choice.location)
  if (problem) return { kind: 'problem', message: problem }
  return ignored.length > 0
    ? {
        ...choice,
        note: `Charts use one location; ${ignored.join(' and ')} in the context are not charted.`,
      }
    : choice
}

/** The features body's `location` (docs/api.md "Features"). */
export function featuresLocation(location: AnalyticsLocation) {
  return location.by === 'place'
    ? { place_id: [...location.placeIds] }
    : {
        geo: { lat: location.lat, lon: location.lon, radius: `${location.radius}${location.unit}` },
      }
}

/** The demand-surge query's `location.*` parameters (docs/api.md "Demand surge"). */
export function surgeLocation(
  location: AnalyticsLocation,
):
  | { 'location.place_id': readonly string[] }
  | Record<'location.origin' | 'location.radius', string> {
  return location.by === 'place'
    ? { 'location.place_id': location.placeIds }
    : {
        'location.origin': `${location.lat},${location.lon}`,
        'location.radius': `${location.radius}${location.unit}`,
      }
}

/** The events search's area parameters for the same location. */
export function eventsLocation(
  location: AnalyticsLocation,
): { 'place.scope': readonly string[] } | { within: string } {
  return location.by === 'place'
    ? { 'place.scope': location.placeIds }
    : { within: `${location.radius}${location.unit}@${location.lat},${location.lon}` }
}
