import { useMemo } from 'react'
import type { AddLayerObject } from 'maplibre-gl'
import type { Feature, FeatureCollection } from 'geojson'

import { useTheme } from '../theme/theme'
import type { Theme } from '../theme/theme'
import { FIRST_LABEL_LAYER_ID } from './basemap-style'
import { destination, unwrapNear } from '../../utils/geodesy'
import type { LonLat } from '../../utils/geodesy'
import { geodesicCircle } from './geodesic-circle'
import type { CircleGeometry } from './radius-draw'
import { useGeoJsonSource } from './use-geojson-source'
import { useLayerPainter } from './map-painters'
import { useMapLayer } from './use-map-layer'
import { useMapLabel } from './use-map-label'

/** The live figure beside the radius's edge while it is drawn. */
const RADIUS_LABEL = { className: 'map-radius-label', anchor: 'left', offset: [12, 0] } as const

export const RADIUS_SOURCE = 'radius-area'
export const RADIUS_HANDLES_LAYER = 'radius-area-handles'
/** The radius being drawn, in the accent of each theme (docs/themes.md). */
const RADIUS_COLORS = {
  light: { accent: '#2557d6', handle: '#ffffff' },
  dark: { accent: '#7ea6ff', handle: '#16191e' },
} as const satisfies Record<Theme, Record<string, string>>

function radiusSpecs(theme: Theme): readonly [AddLayerObject, AddLayerObject, AddLayerObject] {
  const c = RADIUS_COLORS[theme]
  return [
    {
      id: 'radius-area-fill',
      type: 'fill',
      source: RADIUS_SOURCE,
      filter: ['==', ['get', 'role'], 'area'],
      paint: { 'fill-color': c.accent, 'fill-opacity': 0.12 },
    },
    {
      id: 'radius-area-outline',
      type: 'line',
      source: RADIUS_SOURCE,
      filter: ['==', ['get', 'role'], 'area'],
      paint: { 'line-color': c.accent, 'line-width': 2 },
    },
    {
      id: RADIUS_HANDLES_LAYER,
      type: 'circle',
      source: RADIUS_SOURCE,
      filter: ['==', ['get', 'role'], 'handle'],
      paint: {
        'circle-radius': 7,
        'circle-color': c.handle,
        'circle-stroke-color': c.accent,
        'circle-stroke-width': 3,
      },
    },
  ]
}

/** The point where the edge handle sits: due east of the centre, on the circle. */
export const edgePoint = (circle: CircleGeometry) => destination(circle.center, circle.meters, 90)

const pinFeature = (pin: LonLat): Feature => ({
  type: 'Feature',
  // Drawn as a handle, but not one: a press on it is not a drag of the circle (handleOf).
  properties: { role: 'handle', handle: 'pin' },
  geometry: { type: 'Point', coordinates: [pin.lon, pin.lat] },
})

function radiusFeatures(
  circle: CircleGeometry | null,
  handles: boolean,
  pin: LonLat | null,
): FeatureCollection {
  const pins = pin ? [pinFeature(pin)] : []
  if (!circle) return { type: 'FeatureCollection', features: pins }
  const area = geodesicCircle(circle.center, circle.meters)
  const features: Feature[] = [{ ...area, properties: { role: 'area' } }]
  if (handles) {
    const edge = edgePoint(circle)
    for (const [handle, point] of [
      ['center', circle.center],
      // Keep the handle on the same world copy as the centre.
      ['edge', { lon: unwrapNear(edge.lon, circle.center.lon), lat: edge.lat }],
    ] as const) {
      features.push({
        type: 'Feature',
        properties: { role: 'handle', handle },
        geometry: { type: 'Point', coordinates: [point.lon, point.lat] },
      })
    }
  }
  return { type: 'FeatureCollection', features: [...features, ...pins] }
}

export interface RadiusLayersProps {
  readonly circle: CircleGeometry | null
  readonly handles: boolean
  /** Live radius text shown at the edge while drawing; null hides it. */
  readonly label: string | null
  readonly labelAt: CircleGeometry | null
  /** A centre placed whose radius is still to be set; null when none. */
  readonly pin?: LonLat | null
}

/**
 * The circle as fill and outline under the labels, its handles (and a centre still awaiting its
 * radius) on top, and a live radius label.
 */
export function RadiusLayers({ circle, handles, label, labelAt, pin = null }: RadiusLayersProps) {
  const lon = circle?.center.lon
  const lat = circle?.center.lat
  const meters = circle?.meters
  const pinLon = pin?.lon
  const pinLat = pin?.lat
  const data = useMemo(
    () =>
      radiusFeatures(
        lon === undefined || lat === undefined || meters === undefined
          ? null
          : { center: { lon, lat }, meters },
        handles,
        pinLon === undefined || pinLat === undefined ? null : { lon: pinLon, lat: pinLat },
      ),
    [lon, lat, meters, handles, pinLon, pinLat],
  )
  const theme = useTheme()
  const [fill, outline, handleDots] = useMemo(() => radiusSpecs(theme), [theme])
  useGeoJsonSource(RADIUS_SOURCE, data)
  useMapLayer(fill, FIRST_LABEL_LAYER_ID)
  useMapLayer(outline, FIRST_LABEL_LAYER_ID)
  useMapLayer(handleDots)
  useLayerPainter(radiusSpecs)

  useMapLabel(RADIUS_LABEL, label, labelAt ? edgePoint(labelAt) : null)

  return null
}
