// "The map showing data", as the bench times it for every page alike: the end of the first frame
// that draws a feature of the given layers. Not the map's first `idle`: a view that keeps adding
// rows (the events map pages every match in the background) is showing data long before the map
// settles.
import type { MapGeoJSONFeature, Map as MapLibreMap } from 'maplibre-gl'

import { isMapRemoved } from './map-context'
import { isMarked, markView } from '../../utils/page-marks'
import type { ViewMark } from '../../utils/page-marks'

/**
 * Sets the performance mark `mark` (src/utils/page-marks.ts) once per page, at the end of the first
 * frame of `map` that draws a feature of `layers` (one that `shows`, when given); returns a
 * function that stops watching.
 *
 * Whether a frame drew one is read after it, in a task of its own: the read builds a feature of
 * everything drawn (some 3,000 counties on the broadcasts map, tens of ms), which inside the frame
 * would hold it back. The mark takes the time of the last frame before the read, the frame whose
 * features the read sees.
 */
export function markFirstFrameWith(
  map: MapLibreMap,
  layers: readonly string[],
  mark: ViewMark,
  shows: (feature: MapGeoJSONFeature) => boolean = () => true,
): () => void {
  let lastFrame = 0
  let reading: ReturnType<typeof setTimeout> | undefined
  const read = () => {
    reading = undefined
    if (isMarked(mark) || isMapRemoved(map)) return
    const present = layers.filter((id) => map.getLayer(id) !== undefined)
    if (present.length === 0 || !map.queryRenderedFeatures({ layers: present }).some(shows)) return
    stop()
    markView(mark, undefined, lastFrame)
  }
  const onRender = () => {
    if (isMarked(mark)) {
      stop()
      return
    }
    lastFrame = performance.now()
    reading ??= setTimeout(read)
  }
  const stop = () => {
    map.off('render', onRender)
    clearTimeout(reading)
    reading = undefined
  }
  if (!isMarked(mark)) {
    map.on('render', onRender)
    map.triggerRepaint()
  }
  return stop
}
