// A suggested radius (GET /v1/suggested-radius/) drawn as a dashed circle beside the radius being
// edited, so the analyst compares the two before accepting the suggestion.
import { useMemo } from 'react'
import type { AddLayerObject } from 'maplibre-gl'
import type { FeatureCollection } from 'geojson'

import { useTheme } from '../theme/theme'
import type { Theme } from '../theme/theme'
import { geodesicCircle } from './geodesic-circle'
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

export function SuggestionLayer({
  circle,
}: {
  readonly circle: { readonly lon: number; readonly lat: number; readonly meters: number } | null
}) {
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
  return null
}
