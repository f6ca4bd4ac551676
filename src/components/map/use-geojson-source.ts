import { useEffect, useRef } from 'react'
import type { GeoJSONSource, GeoJSONSourceSpecification } from 'maplibre-gl'
import type { GeoJSON } from 'geojson'

import { isMapRemoved, useMapInstance } from './map-context'

export type GeoJsonSourceOptions = Omit<GeoJSONSourceSpecification, 'type' | 'data'>

const EMPTY: GeoJSON = { type: 'FeatureCollection', features: [] }

/**
 * A GeoJSON source that lives as long as the calling component. Options (clustering, promoteId)
 * are read once, as MapLibre cannot change most of them on a live source; data is pushed with
 * `setData` whenever its identity changes.
 */
export function useGeoJsonSource(
  id: string,
  data: GeoJSON,
  options: GeoJsonSourceOptions = {},
): void {
  const map = useMapInstance()
  const initialOptions = useRef(options)

  useEffect(() => {
    map.addSource(id, { type: 'geojson', data: EMPTY, ...initialOptions.current })
    return () => {
      if (isMapRemoved(map) || !map.getSource(id)) return
      // A source cannot go while layers still draw from it.
      for (const layer of map.getStyle().layers) {
        if ('source' in layer && layer.source === id) map.removeLayer(layer.id)
      }
      map.removeSource(id)
    }
  }, [map, id])

  useEffect(() => {
    void map.getSource<GeoJSONSource>(id)?.setData(data)
  }, [map, id, data])
}
