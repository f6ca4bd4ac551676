// Saved locations as the map layer draws them, and the map's legend (components/map/legend.ts).
import type { LegendModel } from '../../../components/map/legend'
import type { MapSavedLocation } from '../../../components/map/saved-locations-geojson'
import { SAVED_LOCATION_COLORS } from '../../../components/map/saved-locations-layer'
import { SUGGESTION_COLORS } from '../../../components/map/suggestion-layer'
import { bboxOfCircle } from '../../../components/map/viewport'
import type { BBox } from '../../../components/map/viewport'
import type { RadiusCircle } from '../../../components/map/within'
import type { Theme } from '../../../components/theme/theme'
import { toMeters } from '../../../contract/enums'
import type { SavedLocation } from '../../../contract/saved-location'
import { formatInteger } from '../../../utils/format'
import type { LonLat } from '../../../utils/geodesy'
import { circleOf } from '../location-shape'

export function toMapLocation(location: SavedLocation): MapSavedLocation {
  const circle = circleOf(location)
  return {
    id: location.location_id,
    name: location.name,
    status: location.status,
    ...(circle
      ? {
          circle: {
            lon: circle.lon,
            lat: circle.lat,
            meters: toMeters(circle.radius, circle.unit),
          },
        }
      : {
          points: location.places.flatMap((place) =>
            place.geojson ? [place.geojson.coordinates] : [],
          ),
        }),
  }
}

/**
 * What the map frames once a place is found in the form: the suggested radius around the place,
 * or nothing while it is not known (or is around another centre since).
 */
export function focusBox(focus: LonLat, suggestion: RadiusCircle | null): BBox | undefined {
  if (!suggestion || suggestion.lon !== focus.lon || suggestion.lat !== focus.lat) return undefined
  return bboxOfCircle({ ...suggestion, radiusMeters: toMeters(suggestion.radius, suggestion.unit) })
}

export function locationsLegend({
  shown,
  total,
  loading,
  suggesting,
  pickedPlaces = 0,
  theme = 'light',
}: {
  readonly shown: number
  readonly total: number | undefined
  readonly loading: boolean
  readonly suggesting: boolean
  /** Places picked in the open form and drawn before it is saved. */
  readonly pickedPlaces?: number
  readonly theme?: Theme
}): LegendModel {
  const c = SAVED_LOCATION_COLORS[theme]
  const saved =
    total === undefined
      ? 'Loading the map…'
      : total === 0
        ? 'No saved locations to show'
        : loading
          ? `Loading the map: ${formatInteger(shown)} of ${formatInteger(total)} locations`
          : shown < total
            ? `Map shows ${formatInteger(shown)} of ${formatInteger(total)} locations`
            : total === 1
              ? 'Map shows the one location'
              : `Map shows all ${formatInteger(total)} locations`
  // The legend may be folded to its caption on a small screen: the picks are named there too.
  const caption =
    pickedPlaces > 0
      ? `${saved} · ${formatInteger(pickedPlaces)} picked ${pickedPlaces === 1 ? 'place' : 'places'}, not saved yet`
      : saved
  return {
    caption,
    sections: [
      {
        title: 'Saved locations',
        entries: [
          { kind: 'swatch', color: c.area, label: 'Radius area' },
          { kind: 'circle', color: c.place, radius: 6, label: 'Place (place-based)' },
          { kind: 'swatch', color: c.emphasis, label: 'Hovered or selected' },
          ...(suggesting
            ? [
                {
                  kind: 'swatch' as const,
                  color: SUGGESTION_COLORS[theme],
                  label: 'Suggested radius',
                },
              ]
            : []),
          ...(pickedPlaces > 0
            ? [
                {
                  kind: 'circle' as const,
                  color: c.place,
                  radius: 6,
                  label: 'Picked place, not saved yet',
                },
              ]
            : []),
        ],
      },
    ],
  }
}
