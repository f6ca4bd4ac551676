// A suggested radius (GET /v1/suggested-radius/) drawn as a dashed circle beside the radius being
// edited, its figure written at the top of the circle, so the analyst compares the two before
// accepting the suggestion.
import { useMemo } from 'react'
import type { AddLayerObject } from 'maplibre-gl'
import type { FeatureCollection } from 'geojson'

import { useTheme } from '../theme/theme'
import type { Theme } from '../theme/theme'
import { destination } from '../../utils/geodesy'
import { geodesicCircle } from './geodesic-circle'
import { useGeoJsonSource } from './use-geojson-source'
import { useLayerPainter } from './map-painters'
import { useMapLayer } from './use-map-layer'
import { useMapLabel } from './use-map-label'

/** The suggestion's figure above its circle, clear of the centre handle of a small circle. */
const SUGGESTION_LABEL = {
  className: 'map-suggestion-label',
  anchor: 'bottom',
  offset: [0, -10],
} as const

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

  useMapLabel(
    SUGGESTION_LABEL,
    label,
    circle ? destination({ lon: circle.lon, lat: circle.lat }, circle.meters, 0) : null,
  )
  return null
}
