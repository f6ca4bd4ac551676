// A view's layers put into the style a map is made with (create-map.ts `layers`).
import type { LayerSpecification, StyleSpecification } from 'maplibre-gl'

/** A layer of a view, and the basemap layer it goes under (on top when that is absent). */
export interface StyleLayerPlacement {
  readonly layer: LayerSpecification
  readonly beforeId?: string
}

/**
 * `style` with a view's layers in it. A layer on a source of the basemap's style has its tiles
 * fetched with the basemap's, as the map is made, rather than once the view has rendered its
 * layers into the map, which on a busy page comes some hundreds of milliseconds later.
 */
export function withLayers(
  style: StyleSpecification,
  placements: readonly StyleLayerPlacement[],
): StyleSpecification {
  const layers = [...style.layers]
  for (const { layer, beforeId } of placements) {
    const at = layers.findIndex((l) => l.id === beforeId)
    layers.splice(at === -1 ? layers.length : at, 0, layer)
  }
  return { ...style, layers }
}
