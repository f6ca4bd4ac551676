// The brief's map as an image, for paper: a WebGL canvas does not print reliably (the print layout
// may clear or resize it), so the page prints a picture of the finished frame instead. Maps are
// made with preserveDrawingBuffer (components/map/create-map.ts), so at `idle`, with every tile and
// event drawn, the canvas still holds the frame, as the PNG export reads it (export-png.ts). Taken
// again at each later `idle`, so what prints is what the analyst last saw, panned or zoomed, and
// dropped when the map changes size, so a picture never prints in a frame it was not taken for.
import type { Map as MapLibreMap } from 'maplibre-gl'
import { useEffect, useState } from 'react'

import { isMapRemoved } from '../../../components/map/map-context'

export interface MapSnapshot {
  /** A PNG data URL of the last finished frame. */
  readonly image: string
  /** The map's credits as its attribution control writes them, for a caption under the picture. */
  readonly credits: string
}

/** The map's last finished frame once `settled`; undefined until the first. */
export function useMapSnapshot(map: MapLibreMap | null, settled: boolean): MapSnapshot | undefined {
  const [snapshot, setSnapshot] = useState<MapSnapshot | undefined>(undefined)
  useEffect(() => {
    if (!map || !settled) return
    const take = () => {
      if (isMapRemoved(map)) return
      const credits = map.getContainer().querySelector('.maplibregl-ctrl-attrib-inner')
      setSnapshot({
        image: map.getCanvas().toDataURL('image/png'),
        credits: credits?.textContent.trim() ?? '',
      })
    }
    // A frame of another size (another paper) is no picture of this one: none until the next.
    const drop = () => {
      setSnapshot(undefined)
    }
    map.on('idle', take)
    map.on('resize', drop)
    // A repaint guarantees an `idle` even when the map was already at rest.
    map.triggerRepaint()
    return () => {
      if (isMapRemoved(map)) return
      map.off('idle', take)
      map.off('resize', drop)
    }
  }, [map, settled])
  return settled ? snapshot : undefined
}
