// The brief's map as an image, for paper: a WebGL canvas does not print reliably (the print layout
// may clear or resize it), so the page prints a picture of the finished frame instead. Maps are
// made with preserveDrawingBuffer (components/map/create-map.ts), so at `idle`, with every tile and
// event drawn, the canvas still holds the frame, as the PNG export reads it (export-png.ts). Taken
// again at each later `idle`, so what prints is what the analyst last saw, panned or zoomed.
import type { Map as MapLibreMap } from 'maplibre-gl'
import { useEffect, useState } from 'react'

import { isMapRemoved } from '../../../components/map/map-context'

/** A data URL of the map's last finished frame once `settled`; undefined until the first. */
export function useMapSnapshot(map: MapLibreMap | null, settled: boolean): string | undefined {
  const [snapshot, setSnapshot] = useState<string | undefined>(undefined)
  useEffect(() => {
    if (!map || !settled) return
    const take = () => {
      if (!isMapRemoved(map)) setSnapshot(map.getCanvas().toDataURL('image/png'))
    }
    map.on('idle', take)
    // A repaint guarantees an `idle` even when the map was already at rest.
    map.triggerRepaint()
    return () => {
      if (!isMapRemoved(map)) map.off('idle', take)
    }
  }, [map, settled])
  return settled ? snapshot : undefined
}
