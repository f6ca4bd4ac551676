import { useEffect, useEffectEvent } from 'react'
import type { AddLayerObject } from 'maplibre-gl'

import { isMapRemoved, useMapInstance } from './map-context'
import { setPaint } from './set-paint'

/** The spec without its paint: what a change of needs the layer made anew. */
function structureOf(layer: AddLayerObject): string {
  return JSON.stringify({ ...layer, paint: undefined })
}

/**
 * A style layer that lives as long as the calling component. The layer is re-added when its
 * specification changes, so specs should be stable (module constants or memoised); per-feature
 * changes such as hover belong in feature-state, not in the spec. A change of paint alone (a
 * theme switch, docs/themes.md) is applied in place, so the layer keeps its place in the stack.
 * A layer of the same id the map was made with is taken over as it is.
 */
export function useMapLayer(layer: AddLayerObject, beforeId?: string): void {
  const map = useMapInstance()
  const structure = structureOf(layer)
  const paintKey = JSON.stringify('paint' in layer ? (layer.paint ?? {}) : {})
  const latest = useEffectEvent(() => layer)

  useEffect(() => {
    const spec = latest()
    const before = beforeId !== undefined && map.getLayer(beforeId) ? beforeId : undefined
    // A layer the map was made with (create-map.ts `layers`) is already there, and is this one.
    if (!map.getLayer(spec.id)) map.addLayer(spec, before)
    return () => {
      if (!isMapRemoved(map) && map.getLayer(spec.id)) map.removeLayer(spec.id)
    }
  }, [map, structure, beforeId])

  useEffect(() => {
    setPaint(map, latest().id, JSON.parse(paintKey) as object)
  }, [map, paintKey, structure])
}
