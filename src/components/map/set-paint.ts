// Paint set in place on a live layer: what a theme switch changes (docs/themes.md), without
// making the layer anew, so it keeps its data, its place in the stack and the map's view.
import type { Map as MapLibreMap } from 'maplibre-gl'

type PaintName = Parameters<MapLibreMap['setPaintProperty']>[1]
type PaintValue = Parameters<MapLibreMap['setPaintProperty']>[2]

/** Sets each property of `paint` that differs from the layer's; a missing layer is skipped. */
export function setPaint(map: MapLibreMap, layerId: string, paint: object): void {
  if (!map.getLayer(layerId)) return
  for (const [name, value] of Object.entries(paint) as [PaintName, PaintValue][]) {
    if (JSON.stringify(map.getPaintProperty(layerId, name)) !== JSON.stringify(value)) {
      map.setPaintProperty(layerId, name, value)
    }
  }
}
