// The map of the view: the page's events (clustered, coloured by category, sized by attendance),
// the radius area drawn on the map (`within`), fit to results, and the viewport kept in the URL
// (never in the API query).
import type { Map as MapLibreMap } from 'maplibre-gl'
import { useEffect, useRef, useState } from 'react'

import { EventsLayer } from '../../components/map/events-layer'
import { MapView } from '../../components/map/map-view'
import { RadiusTool } from '../../components/map/radius-tool'
import { bboxOfPoints, fitBounds } from '../../components/map/viewport'
import type { MapViewport } from '../../components/map/viewport'
import { formatWithin, parseWithin } from '../../components/map/within'
import type { Event } from '../../contract/event'

/** The whole inhabited world, for a first visit with no results yet. */
export const WORLD_VIEWPORT: MapViewport = { lon: 10, lat: 25, zoom: 1.2 }

const NO_EVENTS: readonly Event[] = []

export function EventsMap({
  events,
  viewport,
  fitKey,
  within,
  highlightedId,
  selectedId,
  onViewportChange,
  onWithinChange,
  onHover,
  onSelect,
  onReady,
}: {
  readonly events: readonly Event[] | undefined
  /** From the URL; undefined means "frame the results". */
  readonly viewport: MapViewport | undefined
  /** Changes when the filters change: the map then frames the new results once. */
  readonly fitKey: string
  readonly within: string | undefined
  readonly highlightedId: string | undefined
  readonly selectedId: string | undefined
  readonly onViewportChange: (viewport: MapViewport) => void
  readonly onWithinChange: (within: string | undefined) => void
  readonly onHover: (id: string | undefined) => void
  readonly onSelect: (id: string | undefined) => void
  readonly onReady: (map: MapLibreMap | null) => void
}) {
  const [map, setMap] = useState<MapLibreMap | null>(null)
  // A link that carries a viewport opens exactly there: the first results are not framed.
  const fitted = useRef<string | undefined>(viewport === undefined ? undefined : fitKey)

  useEffect(() => {
    if (!map || !events || events.length === 0 || fitted.current === fitKey) return
    fitted.current = fitKey
    // A drawn radius already frames what the analyst is looking at.
    if (within !== undefined) return
    const bbox = bboxOfPoints(events.map((event) => event.location))
    if (bbox) fitBounds(map, bbox, { maxZoom: 11 })
  }, [map, events, fitKey, within])

  return (
    <MapView
      label="Events map"
      className="events-map"
      viewport={viewport ?? WORLD_VIEWPORT}
      onViewportChange={onViewportChange}
      onReady={(instance) => {
        setMap(instance)
        onReady(instance)
      }}
    >
      <EventsLayer
        events={events ?? NO_EVENTS}
        highlightedId={highlightedId ?? null}
        selectedId={selectedId ?? null}
        onHover={(id) => {
          onHover(id ?? undefined)
        }}
        onSelect={(id) => {
          onSelect(id ?? undefined)
        }}
      />
      <RadiusTool
        value={within === undefined ? null : (parseWithin(within) ?? null)}
        onChange={(circle) => {
          onWithinChange(circle ? formatWithin(circle) : undefined)
        }}
      />
    </MapView>
  )
}
