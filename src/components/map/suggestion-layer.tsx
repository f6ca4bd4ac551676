// A suggested radius (GET /v1/suggested-radius/) drawn as a dashed circle beside the radius being
// edited, so the analyst compares the two before accepting the suggestion.
import { useMemo } from 'react'
import type { AddLayerObject } from 'maplibre-gl'
import type { FeatureCollection } from 'geojson'

import { geodesicCircle } from './geodesic-circle'
import { useGeoJsonSource } from './use-geojson-source'
import { useMapLayer } from './use-map-layer'

const SOURCE = 'suggested-radius'
export const SUGGESTION_COLOR = '#7c3aed'

const LINE: AddLayerObject = {
  id: 'suggested-radius-line',
  type: 'line',
  source: SOURCE,
  paint: { 'line-color': SUGGESTION_COLOR, 'line-width': 2.5, 'line-dasharray': [2, 2] },
}

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
  useGeoJsonSource(SOURCE, data)
  useMapLayer(LINE)
  return null
}
