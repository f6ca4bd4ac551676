// A text label pinned to a place on the map (a radius's figure, a suggestion's): a DOM marker, so
// it reads in the page's own type and takes the theme's colours from CSS. Hidden from assistive
// technology: the forms beside the maps say the same in words.
import { useEffect, useRef } from 'react'
import { Marker } from 'maplibre-gl'
import type { PositionAnchor } from 'maplibre-gl'

import type { LonLat } from '../../utils/geodesy'
import { useMapInstance } from './map-context'

export interface MapLabelPlacement {
  readonly className: string
  readonly anchor: PositionAnchor
  /** Pixels right and down from the anchor. */
  readonly offset: readonly [number, number]
}

/** Shows `text` at `at` while both are set; the placement is read once. */
export function useMapLabel(
  placement: MapLabelPlacement,
  text: string | null,
  at: LonLat | null,
): void {
  const map = useMapInstance()
  const marker = useRef<Marker | null>(null)
  const first = useRef(placement)
  useEffect(() => {
    const { className, anchor, offset } = first.current
    const element = document.createElement('div')
    element.className = className
    element.setAttribute('aria-hidden', 'true')
    marker.current = new Marker({ element, anchor, offset: [offset[0], offset[1]] })
    return () => {
      marker.current?.remove()
      marker.current = null
    }
  }, [map])
  const lon = at?.lon
  const lat = at?.lat
  useEffect(() => {
    const current = marker.current
    if (!current) return
    if (text === null || lon === undefined || lat === undefined) {
      current.remove()
      return
    }
    current.getElement().textContent = text
    current.setLngLat([lon, lat]).addTo(map)
  }, [map, text, lon, lat])
}
