import { useEffect, useEffectEvent } from 'react'
import type { MapLayerEventType, MapLayerMouseEvent, MapMouseEvent } from 'maplibre-gl'

import { isMapRemoved, useMapInstance } from './map-context'

type LayerMouseEventType =
  (keyof MapLayerEventType & `mouse${string}`) | 'click' | 'dblclick' | 'contextmenu'

/** A mouse listener on one layer, always calling the latest handler. */
export function useLayerMouseEvent(
  type: LayerMouseEventType,
  layerId: string,
  handler: (event: MapLayerMouseEvent) => void,
): void {
  const map = useMapInstance()
  const onEvent = useEffectEvent(handler)
  useEffect(() => {
    const listener = (event: MapLayerMouseEvent) => {
      onEvent(event)
    }
    map.on(type, layerId, listener)
    return () => {
      if (!isMapRemoved(map)) map.off(type, layerId, listener)
    }
  }, [map, type, layerId])
}

type MapMouseEventType = 'mousedown' | 'mousemove' | 'mouseup' | 'click'

/** A mouse listener on the whole map, always calling the latest handler. */
export function useMapMouseEvent(
  type: MapMouseEventType,
  handler: (event: MapMouseEvent) => void,
): void {
  const map = useMapInstance()
  const onEvent = useEffectEvent(handler)
  useEffect(() => {
    const listener = (event: MapMouseEvent) => {
      onEvent(event)
    }
    map.on(type, listener)
    return () => {
      if (!isMapRemoved(map)) map.off(type, listener)
    }
  }, [map, type])
}
