// Saved locations on a map: circles (fill and outline) and place markers, pending ones dashed,
// the hovered or selected one emphasised; hover and click report the location id.
import { useMemo } from 'react'
import type { AddLayerObject, ExpressionSpecification, MapLayerMouseEvent } from 'maplibre-gl'

import { useTheme } from '../theme/theme'
import type { Theme } from '../theme/theme'
import { useMapInstance } from './map-context'
import { savedLocationFeatures } from './saved-locations-geojson'
import type { MapSavedLocation } from './saved-locations-geojson'
import { useFeatureFlag } from './use-feature-flag'
import { useGeoJsonSource } from './use-geojson-source'
import { useLayerMouseEvent } from './use-map-event'
import { useLayerPainter } from './map-painters'
import { useMapLayer } from './use-map-layer'

export const SAVED_LOCATIONS_SOURCE = 'saved-locations'
/** The place markers' layer, which events drawn with the locations stay under. */
export const SAVED_LOCATION_POINTS_LAYER = 'saved-locations-points'
/**
 * Saved locations' colours per theme (docs/themes.md): radius areas teal; a place of a
 * place-based location wine magenta, far in hue from the teal, the emphasis orange and the
 * suggestion's violet (the teal both once had read as one kind); each readable on land and sea
 * of its theme's basemap (src/features/locations/map/map-locations.test.ts). On dark the same hues
 * are lighter.
 */
export const SAVED_LOCATION_COLORS = {
  light: { area: '#0f766e', place: '#9d174d', emphasis: '#c2410c', outline: '#ffffff' },
  dark: { area: '#2dd4bf', place: '#f472b6', emphasis: '#fb923c', outline: '#16191e' },
} as const satisfies Record<Theme, Record<string, string>>

const EMPHASISED: ExpressionSpecification = [
  'any',
  ['boolean', ['feature-state', 'highlighted'], false],
  ['boolean', ['feature-state', 'selected'], false],
]
/** The layers' specs in `theme`'s colours: a switch changes their paint only. */
function savedLocationSpecs(
  theme: Theme,
): readonly [AddLayerObject, AddLayerObject, AddLayerObject] {
  const c = SAVED_LOCATION_COLORS[theme]
  const color: ExpressionSpecification = ['case', EMPHASISED, c.emphasis, c.area]
  return [
    {
      id: 'saved-locations-fill',
      type: 'fill',
      source: SAVED_LOCATIONS_SOURCE,
      filter: ['==', ['geometry-type'], 'Polygon'],
      paint: { 'fill-color': color, 'fill-opacity': ['case', EMPHASISED, 0.28, 0.1] },
    },
    {
      id: 'saved-locations-outline',
      type: 'line',
      source: SAVED_LOCATIONS_SOURCE,
      filter: ['==', ['geometry-type'], 'Polygon'],
      paint: { 'line-color': color, 'line-width': ['case', EMPHASISED, 3, 1.5] },
    },
    {
      id: SAVED_LOCATION_POINTS_LAYER,
      type: 'circle',
      source: SAVED_LOCATIONS_SOURCE,
      filter: ['==', ['geometry-type'], 'Point'],
      paint: {
        'circle-radius': ['case', ['==', ['get', 'kind'], 'place'], 7, 4],
        'circle-color': [
          'case',
          EMPHASISED,
          c.emphasis,
          ['==', ['get', 'kind'], 'place'],
          c.place,
          c.area,
        ],
        'circle-stroke-color': c.outline,
        'circle-stroke-width': 2,
        'circle-opacity': ['case', ['==', ['get', 'status'], 'pending'], 0.55, 1],
      },
    },
  ]
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
  const theme = useTheme()
  const [fill, outline, points] = useMemo(() => savedLocationSpecs(theme), [theme])
  useGeoJsonSource(SAVED_LOCATIONS_SOURCE, data)
  useMapLayer(fill)
  useMapLayer(outline)
  useMapLayer(points)
  useLayerPainter(savedLocationSpecs)
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
  useLayerMouseEvent('mousemove', fill.id, hover)
  useLayerMouseEvent('mousemove', points.id, hover)
  useLayerMouseEvent('mouseleave', fill.id, leave)
  useLayerMouseEvent('mouseleave', points.id, leave)
  useLayerMouseEvent('click', fill.id, click)
  useLayerMouseEvent('click', points.id, click)
  return null
}
