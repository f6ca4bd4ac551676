// The US county areas load when a view first draws on them (the broadcasts choropleth), not with
// the basemap, whose county borders come with its tiles: parsing the 3,000 counties' GeoJSON takes
// one of MapLibre's workers (setup-maplibre.ts) a while, and a view's own data given to that worker
// would wait behind it (docs/architecture.md "This machine").
import type { GeoJSONSource, Map as MapLibreMap } from 'maplibre-gl'

import { basemapUrl } from './basemap-data'
import { BASEMAP_SOURCES } from './basemap-style'

const requested = new WeakSet<MapLibreMap>()

/** Fills the map's county source with the areas, once per map (its style must be loaded). */
export function loadCounties(map: MapLibreMap): void {
  if (requested.has(map)) return
  const source = map.getSource<GeoJSONSource>(BASEMAP_SOURCES.counties)
  if (!source) return
  requested.add(map)
  void source.setData(basemapUrl('usCounties'))
}
