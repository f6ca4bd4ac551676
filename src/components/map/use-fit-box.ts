// Frames what a view shows (its saved locations, its chosen places) each time that changes, and
// keeps it framed while the map's frame changes size, until something moves the map. A box
// fitted before a layout change settled was framed for the old size: the map keeps its centre
// when it resizes, so a narrower frame cut both ends of the box off (a list beside the map,
// widened by a detail panel, left two saved locations either side of the view).
import type { Map as MapLibreMap } from 'maplibre-gl'
import { useEffect, useRef } from 'react'

import { isMapRemoved } from './map-context'
import { fitBounds, readViewport, sameViewport } from './viewport'
import type { BBox, MapViewport } from './viewport'

export interface FitTarget {
  /** What is framed, in words that change when it does: a new key frames the map again. */
  readonly key: string
  readonly box: BBox
  readonly maxZoom?: number
  readonly padding?: number
}

/**
 * `target` undefined waits (the box is not known yet). `skipKey` is a key taken as framed already:
 * a link that carries a viewport opens exactly there.
 */
export function useFitBox(
  map: MapLibreMap | null,
  target: FitTarget | undefined,
  skipKey?: string,
): void {
  const fitted = useRef<string | undefined>(skipKey)
  // What was framed, and the view it left: while the map still shows that view, nothing (the
  // analyst, another part of the view framing a radius or a suggestion) has moved it since.
  const framed = useRef<{ target: FitTarget; view: MapViewport } | undefined>(undefined)

  useEffect(() => {
    if (!map || !target || fitted.current === target.key) return
    fitted.current = target.key
    // The frame may have changed size in the same commit (a panel opened beside it): measure it
    // now rather than at MapLibre's next resize check.
    map.resize()
    framed.current = { target, view: fit(map, target) }
  }, [map, target])

  useEffect(() => {
    if (!map) return
    const onResize = () => {
      const last = framed.current
      if (!last || isMapRemoved(map) || !sameViewport(readViewport(map), last.view)) return
      framed.current = { target: last.target, view: fit(map, last.target) }
    }
    map.on('resize', onResize)
    return () => {
      if (!isMapRemoved(map)) map.off('resize', onResize)
    }
  }, [map])
}

function fit(map: MapLibreMap, target: FitTarget): MapViewport {
  fitBounds(map, target.box, { maxZoom: target.maxZoom, padding: target.padding })
  return readViewport(map)
}
