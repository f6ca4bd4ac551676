// Brings a typed (or linked) radius into view. One drawn on the map is in view already, so the map
// never moves under the analyst's hand.
import { useEffect } from 'react'

import { useMapInstance } from './map-context'
import { bboxOfCircle, fitBounds, showsBox } from './viewport'
import { parseWithin, toMeters } from './within'

export function RadiusInView({
  within,
  maxZoom = 12,
}: {
  readonly within: string | undefined
  readonly maxZoom?: number
}) {
  const map = useMapInstance()
  useEffect(() => {
    const circle = within === undefined ? undefined : parseWithin(within)
    if (!circle) return
    const bbox = bboxOfCircle({ ...circle, radiusMeters: toMeters(circle.radius, circle.unit) })
    if (bbox && !showsBox(map, bbox)) fitBounds(map, bbox, { maxZoom })
  }, [map, within, maxZoom])
  return null
}
