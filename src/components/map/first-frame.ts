// "The map showing data", as the bench times it for every page alike: the end of the first frame
// that draws a feature of the given layers. Not the map's first `idle`: a view that keeps adding
// rows (the events map pages every match in the background) is showing data long before the map
// settles.
import type { MapGeoJSONFeature, Map as MapLibreMap } from 'maplibre-gl'

import { isMarked, markView } from '../../utils/page-marks'
import type { ViewMark } from '../../utils/page-marks'

/**
 * Sets the performance mark `mark` (src/utils/page-marks.ts) once per page, after the first frame of
 * `map` that draws a feature of `layers` (one that `shows`, when given); returns a function that
 * stops watching.
 */
export function markFirstFrameWith(
  map: MapLibreMap,
  layers: readonly string[],
  mark: ViewMark,
  shows: (feature: MapGeoJSONFeature) => boolean = () => true,
): () => void {
  const onRender = () => {
    if (isMarked(mark)) {
      map.off('render', onRender)
      return
    }
    const present = layers.filter((id) => map.getLayer(id) !== undefined)
    if (present.length === 0 || !map.queryRenderedFeatures({ layers: present }).some(shows)) return
    map.off('render', onRender)
    markView(mark)
  }
  if (!isMarked(mark)) {
    map.on('render', onRender)
    map.triggerRepaint()
  }
  return () => {
    map.off('render', onRender)
  }
}
