// A choropleth of US counties: each county of the basemap's county tiles filled by the colour of
// its bin and outlined when marked, both through feature state, so a filter change repaints the
// counties without laying out a tile again.
import { useEffect, useMemo, useRef } from 'react'
import type {
  DataDrivenPropertyValueSpecification,
  LayerSpecification,
  LngLat,
  Map as MapLibreMap,
} from 'maplibre-gl'

import { COUNTY_TILES_LAYER } from './basemap-data'
import { BASEMAP_SOURCES, FIRST_LABEL_LAYER_ID } from './basemap-style'
import type { StyleLayerPlacement } from './style-layers'
import { useTheme } from '../theme/theme'
import type { Theme } from '../theme/theme'
import { isMapRemoved, useMapInstance } from './map-context'
import { useLayerMouseEvent, useMapMouseEvent } from './use-map-event'
import { useLayerPainter } from './map-painters'
import { useMapLayer } from './use-map-layer'

export const COUNTIES_FILL_LAYER = 'counties-choropleth'
const OUTLINE_LAYER = 'counties-outline'
const SOURCE = BASEMAP_SOURCES.counties

/** A county's feature, for its feature state. */
const county = (id: string) => ({ source: SOURCE, sourceLayer: COUNTY_TILES_LAYER, id: Number(id) })

/** How a marked county is outlined: picked by the analyst, or part of the selected item. */
export type CountyMark = 'selected' | 'related'

/** Outlines per theme (docs/themes.md): near-black on the light basemap, near-white on dark. */
const MARK_COLORS = {
  light: { selected: '#1b2230', related: '#d6336c' },
  dark: { selected: '#e7eaee', related: '#f472b6' },
} as const satisfies Record<Theme, Record<CountyMark, string>>

export interface CountiesLayerProps {
  /** Bin index per county id; counties not listed stay unfilled. */
  readonly bins: ReadonlyMap<string, number>
  /**
   * The colour of each bin in each theme, palest first; keep it stable (memoised), as a change
   * repaints all. Both themes, so an export can draw the other (docs/themes.md "Exports").
   */
  readonly colors: Readonly<Record<Theme, readonly string[]>>
  readonly marks?: ReadonlyMap<string, CountyMark>
  readonly onClick?: (countyId: string, at: LngLat) => void
}

/**
 * A county's fill is the colour its feature state holds, so the layer's spec never changes: a new
 * palette or new bins only set feature states. Re-adding the layer for each palette raced the
 * county tiles still loading (MapLibre then evaluated a tile's paint arrays against a layer not yet
 * evaluated: "this.expression.evaluate is not a function").
 */
const FILL_COLOR: DataDrivenPropertyValueSpecification<string> = [
  'to-color',
  ['coalesce', ['feature-state', 'color'], 'rgba(0, 0, 0, 0)'],
]

/**
 * The outlines' layer is drawn only while a county is marked (`showOutlines`): it holds every
 * county's border, widthless when unmarked, and drawing those thousands of lines costs each frame
 * as much as the fills again where the map is drawn in software.
 */
function outlineSpec(theme: Theme): LayerSpecification {
  const markColors = MARK_COLORS[theme]
  return {
    id: OUTLINE_LAYER,
    type: 'line',
    source: SOURCE,
    'source-layer': COUNTY_TILES_LAYER,
    layout: { visibility: 'none' },
    paint: {
      'line-color': [
        'match',
        ['coalesce', ['feature-state', 'mark'], ''],
        'related',
        markColors.related,
        markColors.selected,
      ],
      'line-width': ['case', ['==', ['coalesce', ['feature-state', 'mark'], ''], ''], 0, 1.6],
    },
  }
}

const FILL_SPEC: LayerSpecification = {
  id: COUNTIES_FILL_LAYER,
  type: 'fill',
  source: SOURCE,
  'source-layer': COUNTY_TILES_LAYER,
  paint: { 'fill-color': FILL_COLOR, 'fill-opacity': 0.88 },
}
/** Under the county borders, so the outlines stay readable over the fills. */
const FILL_BEFORE = 'basemap-county-borders'

/**
 * The choropleth's layers in `theme`, for a map to be made with (map-view.tsx `styleLayers`): the
 * county tiles then load with the basemap's, and CountiesLayer takes the layers over as it mounts.
 */
export function countiesStyleLayers(theme: Theme): readonly StyleLayerPlacement[] {
  return [
    { layer: FILL_SPEC, beforeId: FILL_BEFORE },
    { layer: outlineSpec(theme), beforeId: FIRST_LABEL_LAYER_ID },
  ]
}

/** Each binned county's fill, in the colours of one theme. */
function fillCounties(
  map: MapLibreMap,
  bins: ReadonlyMap<string, number>,
  colors: readonly string[],
): void {
  // A county without a bin stays clear, yet keeps answering clicks.
  for (const [id, bin] of bins) {
    const color = colors[bin]
    if (color !== undefined) map.setFeatureState(county(id), { color })
  }
}

/**
 * Shows or hides the outlines' layer; a layer shown again lays its tiles out anew. The map asks
 * for a frame at every `setLayoutProperty`, even one that changes nothing, so an unchanged
 * visibility is left alone.
 */
function showOutlines(map: MapLibreMap, shown: boolean): void {
  const visibility = shown ? 'visible' : 'none'
  if (
    map.getLayer(OUTLINE_LAYER) &&
    map.getLayoutProperty(OUTLINE_LAYER, 'visibility') !== visibility
  )
    map.setLayoutProperty(OUTLINE_LAYER, 'visibility', visibility)
}

export function CountiesLayer({ bins, colors: themed, marks, onClick }: CountiesLayerProps) {
  const map = useMapInstance()
  const theme = useTheme()
  const colors = themed[theme]
  const outline = useMemo(() => outlineSpec(theme), [theme])
  useLayerPainter((paintTheme) => {
    fillCounties(map, bins, themed[paintTheme])
    return [outlineSpec(paintTheme)]
  })
  useMapLayer(FILL_SPEC, FILL_BEFORE)
  useMapLayer(outline, FIRST_LABEL_LAYER_ID)

  useEffect(() => {
    fillCounties(map, bins, colors)
    return () => {
      if (isMapRemoved(map) || !map.getSource(SOURCE)) return
      for (const id of bins.keys()) map.removeFeatureState(county(id), 'color')
    }
  }, [map, bins, colors])

  useEffect(() => {
    showOutlines(map, marks !== undefined && marks.size > 0)
    if (!marks) return
    for (const [id, mark] of marks) map.setFeatureState(county(id), { mark })
    return () => {
      if (isMapRemoved(map) || !map.getSource(SOURCE)) return
      for (const id of marks.keys()) map.removeFeatureState(county(id), 'mark')
    }
  }, [map, marks])

  // A press that places or sizes a radius (the radius tool turns double-click zoom off while it
  // draws) is part of that gesture, not a click on a county.
  const drawingPress = useRef(false)
  useMapMouseEvent('mousedown', () => {
    drawingPress.current = !map.doubleClickZoom.isEnabled()
  })
  useLayerMouseEvent('click', COUNTIES_FILL_LAYER, (event) => {
    const id = event.features?.[0]?.id
    if (id !== undefined && onClick && !drawingPress.current) onClick(String(id), event.lngLat)
  })
  useLayerMouseEvent('mouseenter', COUNTIES_FILL_LAYER, () => {
    map.getCanvas().style.cursor = 'pointer'
  })
  useLayerMouseEvent('mouseleave', COUNTIES_FILL_LAYER, () => {
    map.getCanvas().style.cursor = ''
  })
  return null
}
