import { useEffect, useEffectEvent, useRef } from 'react'
import type { Map as MapLibreMap } from 'maplibre-gl'

import { isMapRemoved } from './map-context'
import { readViewport, sameViewport } from './viewport'
import type { MapViewport } from './viewport'

/** The viewport settles this long after the last move before it is reported (URL writes). */
export const VIEWPORT_DEBOUNCE_MS = 250

/**
 * Keeps the map and a controlled viewport in step: a new prop moves the map, and the map's own
 * moves are reported, debounced, unless they only echo the prop back.
 */
export function useViewportSync(
  map: MapLibreMap | null,
  viewport: MapViewport,
  onViewportChange?: (viewport: MapViewport) => void,
): void {
  const lastKnown = useRef(viewport)
  // The map is made at the first viewport: only a later change of the prop moves it, so a view
  // that frames something as the map arrives (a linked radius, the results) is not undone.
  const applied = useRef(viewport)
  const { lon, lat, zoom } = viewport

  useEffect(() => {
    const next = { lon, lat, zoom }
    lastKnown.current = next
    if (!map || sameViewport(applied.current, next)) return
    applied.current = next
    if (!sameViewport(readViewport(map), next)) map.jumpTo({ center: [lon, lat], zoom })
  }, [map, lon, lat, zoom])

  const report = useEffectEvent((next: MapViewport) => {
    if (sameViewport(next, lastKnown.current)) return
    lastKnown.current = next
    // The map is there already: when the report comes back as the prop, it must not move the map,
    // which may have moved on since (a jump made before the page rendered the report would be
    // undone, the map sent back to where it was).
    applied.current = next
    onViewportChange?.(next)
  })

  useEffect(() => {
    if (!map) return
    let timer: ReturnType<typeof setTimeout> | undefined
    const onMoveEnd = () => {
      clearTimeout(timer)
      timer = setTimeout(() => {
        if (!isMapRemoved(map)) report(readViewport(map))
      }, VIEWPORT_DEBOUNCE_MS)
    }
    map.on('moveend', onMoveEnd)
    return () => {
      clearTimeout(timer)
      if (!isMapRemoved(map)) map.off('moveend', onMoveEnd)
    }
  }, [map])
}
