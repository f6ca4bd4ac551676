import { useEffect } from 'react'
import type { GeoJSONSource, Map as MapLibreMap } from 'maplibre-gl'

import { basemapUrl } from './basemap-data'
import { loadBasemapLabels } from './basemap-labels'
import { BASEMAP_SOURCES } from './basemap-style'
import { isMapRemoved } from './map-context'

/**
 * Fills the basemap's label sources from the gazetteer. Labels are context: if they cannot load,
 * the map still works, so the failure is logged as a warning rather than shown as an error.
 */
export function useBasemapLabels(map: MapLibreMap | null): void {
  useEffect(() => {
    if (!map) return
    const controller = new AbortController()
    loadBasemapLabels(basemapUrl('places'), controller.signal).then(
      (labels) => {
        if (isMapRemoved(map)) return
        void map.getSource<GeoJSONSource>(BASEMAP_SOURCES.countryLabels)?.setData(labels.countries)
        void map.getSource<GeoJSONSource>(BASEMAP_SOURCES.stateLabels)?.setData(labels.states)
        void map.getSource<GeoJSONSource>(BASEMAP_SOURCES.cityLabels)?.setData(labels.cities)
      },
      (error: unknown) => {
        if (!controller.signal.aborted) console.warn('Map labels unavailable:', error)
      },
    )
    return () => {
      controller.abort()
    }
  }, [map])
}
