// Saved locations on a map: circles (fill and outline) and place markers, pending ones dashed,
// the hovered or selected one emphasised; hover and click report the location id.
import { useMemo } from 'react'
import type { AddLayerObject, ExpressionSpecification, MapLayerMouseEvent } from 'maplibre-gl'

import { useMapInstance } from './map-context'
import { savedLocationFeatures } from './saved-locations-geojson'
import type { MapSavedLocation } from './saved-locations-geojson'
import { useFeatureFlag } from './use-feature-flag'
import { useGeoJsonSource } from './use-geojson-source'
import { useLayerMouseEvent } from './use-map-event'
import { useMapLayer } from './use-map-layer'

export const SAVED_LOCATIONS_SOURCE = 'saved-locations'
export const SAVED_LOCATION_COLOR = '#0f766e'
/**
 * A place of a place-based location: a wine magenta, far in hue from the radius areas' teal, the
 * emphasis orange and the suggestion's violet, and as readable on land and sea (contrast over 5:1,
 * src/features/locations/map/map-locations.test.ts); the teal both once had read as one kind.
 */
export const SAVED_PLACE_COLOR = '#9d174d'
export const SAVED_LOCATION_EMPHASIS = '#c2410c'

const EMPHASISED: ExpressionSpecification = [
  'any',
  ['boolean', ['feature-state', 'highlighted'], false],
  ['boolean', ['feature-state', 'selected'], false],
]
const COLOR: ExpressionSpecification = [
  'case',
  EMPHASISED,
  SAVED_LOCATION_EMPHASIS,
  SAVED_LOCATION_COLOR,
]

const FILL: AddLayerObject = {
  id: 'saved-locations-fill',
  type: 'fill',
  source: SAVED_LOCATIONS_SOURCE,
  filter: ['==', ['geometry-type'], 'Polygon'],
  paint: { 'fill-color': COLOR, 'fill-opacity': ['case', EMPHASISED, 0.28, 0.1] },
}
const OUTLINE: AddLayerObject = {
  id: 'saved-locations-outline',
  type: 'line',
  source: SAVED_LOCATIONS_SOURCE,
  filter: ['==', ['geometry-type'], 'Polygon'],
  paint: { 'line-color': COLOR, 'line-width': ['case', EMPHASISED, 3, 1.5] },
}
const POINTS: AddLayerObject = {
  id: 'saved-locations-points',
  type: 'circle',
  source: SAVED_LOCATIONS_SOURCE,
  filter: ['==', ['geometry-type'], 'Point'],
  paint: {
    'circle-radius': ['case', ['==', ['get', 'kind'], 'place'], 7, 4],
    'circle-color': [
      'case',
      EMPHASISED,
      SAVED_LOCATION_EMPHASIS,
      ['==', ['get', 'kind'], 'place'],
      SAVED_PLACE_COLOR,
      SAVED_LOCATION_COLOR,
    ],
    'circle-stroke-color': '#ffffff',
    'circle-stroke-width': 2,
    'circle-opacity': ['case', ['==', ['get', 'status'], 'pending'], 0.55, 1],
  },
}

const idOf = (event: MapLayerMouseEvent): string | null => {
  const id: unknown = event.features?.[0]?.properties.id
  return typeof id === 'string' ? id : null
}

export function SavedLocationsLayer({
  locations,
  highlightedId,
  selectedId,
  onHover,
  onSelect,
}: {
  readonly locations: readonly MapSavedLocation[]
  readonly highlightedId: string | null
  readonly selectedId: string | null
  readonly onHover: (id: string | null) => void
  readonly onSelect: (id: string) => void
}) {
  const map = useMapInstance()
  const data = useMemo(() => savedLocationFeatures(locations), [locations])
  useGeoJsonSource(SAVED_LOCATIONS_SOURCE, data)
  useMapLayer(FILL)
  useMapLayer(OUTLINE)
  useMapLayer(POINTS)
  useFeatureFlag(SAVED_LOCATIONS_SOURCE, 'highlighted', highlightedId, data)
  useFeatureFlag(SAVED_LOCATIONS_SOURCE, 'selected', selectedId, data)
  const hover = (event: MapLayerMouseEvent) => {
    map.getCanvas().style.cursor = 'pointer'
    const id = idOf(event)
    if (id !== highlightedId) onHover(id)
  }
  const leave = () => {
    map.getCanvas().style.cursor = ''
    onHover(null)
  }
  const click = (event: MapLayerMouseEvent) => {
    const id = idOf(event)
    if (id !== null) onSelect(id)
  }
  useLayerMouseEvent('mousemove', FILL.id, hover)
  useLayerMouseEvent('mousemove', POINTS.id, hover)
  useLayerMouseEvent('mouseleave', FILL.id, leave)
  useLayerMouseEvent('mouseleave', POINTS.id, leave)
  useLayerMouseEvent('click', FILL.id, click)
  useLayerMouseEvent('click', POINTS.id, click)
  return null
}
