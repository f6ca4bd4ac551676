// The basemap's US county outlines load when a map first needs them, not with the rest of the
// basemap: a view starts on the world or a country, where no county is drawn, and each of
// MapLibre's workers (setup-maplibre.ts) parses its GeoJSON sources one after another, so a view's
// own data given to the worker parsing the counties would wait behind them (docs/architecture.md
// "This machine").
import type { GeoJSONSource, Map as MapLibreMap } from 'maplibre-gl'

import { basemapUrl } from './basemap-data'
import { BASEMAP_SOURCES, COUNTY_BORDERS_MIN_ZOOM } from './basemap-style'

const requested = new WeakSet<MapLibreMap>()

/** Fills the map's county source with the outlines, once per map (its style must be loaded). */
export function loadCounties(map: MapLibreMap): void {
  if (requested.has(map)) return
  const source = map.getSource<GeoJSONSource>(BASEMAP_SOURCES.counties)
  if (!source) return
  requested.add(map)
  void source.setData(basemapUrl('usCounties'))
}

/** Zoomed in this close, the county borders are about to be drawn: start loading them. */
const NEAR_COUNTY_ZOOM = COUNTY_BORDERS_MIN_ZOOM - 0.5

/**
 * Loads the counties once the map has first drawn all it was asked to (its first `idle`), or
 * sooner when it zooms in near where the county borders show. A view that draws counties from
 * the start (the broadcasts choropleth) calls `loadCounties` itself.
 */
export function loadCountiesWhenDrawn(map: MapLibreMap): void {
  const onZoom = () => {
    if (map.getZoom() >= NEAR_COUNTY_ZOOM) load()
  }
  const load = () => {
    map.off('idle', load)
    map.off('zoomend', onZoom)
    loadCounties(map)
  }
  map.once('idle', load)
  map.on('zoomend', onZoom)
}
