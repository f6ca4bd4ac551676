import { useEffect, useEffectEvent, useRef } from 'react'
import type { GeoJSONSource, GeoJSONSourceSpecification } from 'maplibre-gl'
import type { GeoJSON } from 'geojson'

import { isMapRemoved, useMapInstance } from './map-context'

export type GeoJsonSourceOptions = Omit<GeoJSONSourceSpecification, 'type' | 'data'>

/**
 * A GeoJSON source that lives as long as the calling component. Options (clustering, promoteId)
 * are read once, as MapLibre cannot change most of them on a live source; data is pushed with
 * `setData` whenever its identity changes.
 *
 * The source is made with the data of the render that mounts it. Made empty and filled by
 * `setData`, its first data waited for the worker to finish loading the empty collection, behind
 * the basemap's own sources on that worker (docs/dataset-cache.md "Reloads: what else the page
 * would wait for").
 */
export function useGeoJsonSource(
  id: string,
  data: GeoJSON,
  options: GeoJsonSourceOptions = {},
): void {
  const map = useMapInstance()
  const initialOptions = useRef(options)
  const currentData = useEffectEvent(() => data)
  /** The data the source holds, so the effect below does not send it a second time. */
  const held = useRef<GeoJSON | null>(null)

  useEffect(() => {
    const first = currentData()
    map.addSource(id, { type: 'geojson', data: first, ...initialOptions.current })
    held.current = first
    return () => {
      held.current = null
      if (isMapRemoved(map) || !map.getSource(id)) return
      // A source cannot go while layers still draw from it.
      for (const layer of map.getStyle().layers) {
        if ('source' in layer && layer.source === id) map.removeLayer(layer.id)
      }
      map.removeSource(id)
    }
  }, [map, id])

  useEffect(() => {
    if (held.current === data) return
    held.current = data
    void map.getSource<GeoJSONSource>(id)?.setData(data)
  }, [map, id, data])
}
