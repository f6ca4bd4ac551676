// The basemap's city labels, its largest label file (about 700 KB of GeoJSON), load once the page
// has drawn its data (`viewDrawn`): parsing and tiling them takes one of MapLibre's two workers a
// while, and a view's first frame of data, which waits for the same cores, would come after it
// (docs/architecture.md "This machine"). The places under a view's data are named a moment later.
import type { GeoJSONSource, Map as MapLibreMap } from 'maplibre-gl'

import { viewDrawn } from '../../utils/page-marks'
import { basemapUrl } from './basemap-data'
import { BASEMAP_SOURCES } from './basemap-style'
import { isMapRemoved } from './map-context'

/** Fills the map's city label source once the page has drawn; a style without one is left be. */
export function loadCityLabelsOnceDrawn(map: MapLibreMap): void {
  const fill = () => {
    if (isMapRemoved(map)) return
    void map.getSource<GeoJSONSource>(BASEMAP_SOURCES.cityLabels)?.setData(basemapUrl('cityLabels'))
  }
  void viewDrawn().then(() => {
    // A map made after the page drew has not parsed its style yet.
    if (map.getSource(BASEMAP_SOURCES.cityLabels)) fill()
    else map.once('style.load', fill)
  })
}
