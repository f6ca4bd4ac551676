// The map of the view: the basemap with the page's events, the radius area, fit to results and
// the viewport kept in the URL (never in the API query).
import type { Map as MapLibreMap } from 'maplibre-gl'
import { useEffect, useRef, useState } from 'react'

import { MapView } from '../../components/map/map-view'
import { bboxOfPoints, fitBounds } from '../../components/map/viewport'
import type { MapViewport } from '../../components/map/viewport'
import type { Event } from '../../contract/event'

/** The whole inhabited world, for a first visit with no results yet. */
export const WORLD_VIEWPORT: MapViewport = { lon: 10, lat: 25, zoom: 1.2 }

export function EventsMap({
  events,
  viewport,
  fitKey,
  onViewportChange,
  onReady,
}: {
  readonly events: readonly Event[] | undefined
  /** From the URL; undefined means "frame the results". */
  readonly viewport: MapViewport | undefined
  /** Changes when the filters change: the map then frames the new results once. */
  readonly fitKey: string
  readonly onViewportChange: (viewport: MapViewport) => void
  readonly onReady: (map: MapLibreMap | null) => void
}) {
  const [map, setMap] = useState<MapLibreMap | null>(null)
  const fitted = useRef<string | undefined>(viewport === undefined ? undefined : fitKey)

  useEffect(() => {
    if (!map || !events || events.length === 0 || fitted.current === fitKey) return
    const bbox = bboxOfPoints(events.map((event) => event.location))
    if (bbox) fitBounds(map, bbox, { maxZoom: 11 })
    fitted.current = fitKey
  }, [map, events, fitKey])

  return (
    <MapView
      label="Events map"
      className="events-map"
      viewport={viewport ?? WORLD_VIEWPORT}
      onViewportChange={onViewportChange}
      onReady={(map) => {
        setMap(map)
        onReady(map)
      }}
    />
  )
}
