// Brings a typed (or linked) radius into view: when it is off screen, or too small on screen to
// read (a 30 km circle on a map of a continent). One drawn on the map is in view already, so the
// map never moves under the analyst's hand.
import { useEffect } from 'react'

import { toMeters } from '../../contract/enums'
import { useMapInstance } from './map-context'
import { bboxOfCircle, boxWidthPx, fitBounds, showsBox } from './viewport'
import { parseWithin } from './within'

/** A circle narrower than this on screen is framed, as one off screen is. */
const MIN_WIDTH_PX = 24

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
    if (bbox && (!showsBox(map, bbox) || boxWidthPx(map, bbox) < MIN_WIDTH_PX)) {
      fitBounds(map, bbox, { maxZoom })
    }
  }, [map, within, maxZoom])
  return null
}
