// The map instance, shared with the layers rendered inside <MapView>. Layers only mount once the
// style has loaded, so they can add sources and layers straight away.
import { createContext, useContext } from 'react'
import type { Map as MapLibreMap } from 'maplibre-gl'

export const MapContext = createContext<MapLibreMap | null>(null)

export function useMapInstance(): MapLibreMap {
  const map = useContext(MapContext)
  if (!map) throw new Error('Map layers must be rendered inside <MapView>.')
  return map
}

const removedMaps = new WeakSet<MapLibreMap>()

/** Removes a map and remembers it, so late cleanups of its layers do not touch a dead style. */
export function removeMap(map: MapLibreMap): void {
  removedMaps.add(map)
  map.remove()
}

export const isMapRemoved = (map: MapLibreMap): boolean => removedMaps.has(map)
