import { useEffect } from 'react'
import type { AddLayerObject } from 'maplibre-gl'

import { isMapRemoved, useMapInstance } from './map-context'

/**
 * A style layer that lives as long as the calling component. The layer is re-added when its
 * specification changes, so specs should be stable (module constants or memoised); per-feature
 * changes such as hover belong in feature-state, not in the spec.
 */
export function useMapLayer(layer: AddLayerObject, beforeId?: string): void {
  const map = useMapInstance()
  const specKey = JSON.stringify(layer)

  useEffect(() => {
    const spec = JSON.parse(specKey) as AddLayerObject
    const before = beforeId !== undefined && map.getLayer(beforeId) ? beforeId : undefined
    map.addLayer(spec, before)
    return () => {
      if (!isMapRemoved(map) && map.getLayer(spec.id)) map.removeLayer(spec.id)
    }
  }, [map, specKey, beforeId])
}
