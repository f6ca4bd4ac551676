// What the broadcasts map frames (broadcasts-map.tsx): the picked counties and states, by their
// outlines' boxes (components/map/place-boxes.ts), else the county at a `location.origin` point.
import { useMemo } from 'react'

import { boxOfBoxes } from '../../../components/map/framing-box'
import { boxAroundPlace } from '../../../components/map/place-boxes'
import { useBoundaryBoxes } from '../../../components/map/use-boundary-boxes'
import type { BoundaryFile } from '../../../components/map/use-boundary-boxes'
import type { FitTarget } from '../../../components/map/use-fit-box'

/** The outlines the chosen places are found in: US counties and states (broadcasts are US only). */
const US_OUTLINES: readonly BoundaryFile[] = ['usCounties', 'usStates']
const NO_OUTLINES: readonly BoundaryFile[] = []

/** What the map frames, in words: the picked places, else the point; nothing with a radius. */
export function chosenKey(
  place: readonly string[],
  origin: string | undefined,
  within: string | undefined,
) {
  if (within !== undefined) return undefined
  if (place.length > 0) return `place:${place.join(',')}`
  return origin === undefined ? undefined : `origin:${origin}`
}

/**
 * What the map frames: the picked counties and states, else the county at a `location.origin`
 * point. A radius frames itself (RadiusInView), and it narrows the places to the counties it
 * touches, so with one the places are not framed.
 */
export function useChosenArea(
  place: readonly string[],
  origin: string | undefined,
  within: string | undefined,
): FitTarget | undefined {
  const key = chosenKey(place, origin, within)
  const byPlace = key?.startsWith('place:') ?? false
  const { boxes, settled } = useBoundaryBoxes(byPlace ? US_OUTLINES : NO_OUTLINES)
  return useMemo(() => {
    if (key === undefined) return undefined
    if (byPlace) {
      const found = place.flatMap((id) => {
        const box = boxes.get(id)
        return box ? [box] : []
      })
      // Wait for the outlines; a place they do not know is left out of the frame.
      const box = settled ? boxOfBoxes(found) : undefined
      return box ? { key, box, maxZoom: 9 } : undefined
    }
    const [lat = NaN, lon = NaN] = (origin ?? '').split(',').map(Number)
    if (!Number.isFinite(lat) || !Number.isFinite(lon)) return undefined
    return { key, box: boxAroundPlace([lon, lat], 'county'), maxZoom: 9 }
  }, [key, byPlace, place, boxes, settled, origin])
}
