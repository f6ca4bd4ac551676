// A suggested radius (GET /v1/suggested-radius/) drawn as a dashed circle beside the radius being
// edited, its figure written at the top of the circle, so the analyst compares the two before
// accepting the suggestion.
import { useEffect, useMemo, useRef } from 'react'
import { Marker } from 'maplibre-gl'
import type { AddLayerObject } from 'maplibre-gl'
import type { FeatureCollection } from 'geojson'

import { useTheme } from '../theme/theme'
import type { Theme } from '../theme/theme'
import { destination } from '../../utils/geodesy'
import { geodesicCircle } from './geodesic-circle'
import { useMapInstance } from './map-context'
import { useGeoJsonSource } from './use-geojson-source'
import { useLayerPainter } from './map-painters'
import { useMapLayer } from './use-map-layer'

const SOURCE = 'suggested-radius'
/** The suggestion's violet per theme, lighter on dark (docs/themes.md). */
export const SUGGESTION_COLORS = { light: '#7c3aed', dark: '#a78bfa' } as const satisfies Record<
  Theme,
  string
>

const line = (theme: Theme): AddLayerObject => ({
  id: 'suggested-radius-line',
  type: 'line',
  source: SOURCE,
  paint: { 'line-color': SUGGESTION_COLORS[theme], 'line-width': 2.5, 'line-dasharray': [2, 2] },
})

export interface SuggestionCircle {
  readonly lon: number
  readonly lat: number
  readonly meters: number
}

export function SuggestionLayer({
  circle,
  label = null,
}: {
  readonly circle: SuggestionCircle | null
  /** The figure written at the top of the circle (`Suggested 2.35 km`); null writes none. */
  readonly label?: string | null
}) {
  const map = useMapInstance()
  const data = useMemo<FeatureCollection>(
    () => ({
      type: 'FeatureCollection',
      features: circle ? [geodesicCircle({ lon: circle.lon, lat: circle.lat }, circle.meters)] : [],
    }),
    [circle],
  )
  const theme = useTheme()
  const spec = useMemo(() => line(theme), [theme])
  useGeoJsonSource(SOURCE, data)
  useMapLayer(spec)
  useLayerPainter((paintTheme) => [line(paintTheme)])

  // The label is a DOM marker, so it reads in the page's own type and takes the theme's colours.
  const marker = useRef<Marker | null>(null)
  useEffect(() => {
    const element = document.createElement('div')
    element.className = 'map-suggestion-label'
    // The form says the same in words, with the button that accepts it.
    element.setAttribute('aria-hidden', 'true')
    // Clear of the centre handle when the circle is small on screen.
    marker.current = new Marker({ element, anchor: 'bottom', offset: [0, -10] })
    return () => {
      marker.current?.remove()
      marker.current = null
    }
  }, [map])
  useEffect(() => {
    const current = marker.current
    if (!current) return
    if (label === null || !circle) {
      current.remove()
      return
    }
    const top = destination({ lon: circle.lon, lat: circle.lat }, circle.meters, 0)
    current.getElement().textContent = label
    current.setLngLat([top.lon, top.lat]).addTo(map)
  }, [map, label, circle])
  return null
}
