// The map of the view: the page's events (clustered, coloured by category, sized by attendance),
// the radius area drawn on the map (`within`), fit to results, and the viewport kept in the URL
// (never in the API query).
import type { Map as MapLibreMap } from 'maplibre-gl'
import { useEffect, useRef, useState } from 'react'

import { lonLatOf } from '../../../components/map/events-geojson'
import { EventsLayer } from '../../../components/map/events-layer'
import type { LegendModel } from '../../../components/map/legend'
import { RadiusInView } from '../../../components/map/radius-in-view'
import type { AllMatches } from '../../../components/map/use-all-matches'
import type { MapEvent } from '../../../contract/event'
import { MapView } from '../../../components/map/map-view'
import { RadiusTool } from '../../../components/map/radius-tool'
import { WORLD_VIEWPORT, bboxOfPoints, fitBounds } from '../../../components/map/viewport'
import type { MapViewport } from '../../../components/map/viewport'
import { formatWithin, parseWithin } from '../../../components/map/within'
import { markView } from '../../../utils/page-marks'
import type { EventDays } from '../../../components/map/active-days'
import { EventsMapLegend, EventsWindow } from '../time-bar/window-on-map'

export function EventsMap({
  matches,
  days,
  legend,
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
  /** Every matching event the map fetched (use-events-map.ts), not one page of the list. */
  readonly matches: AllMatches<MapEvent>
  /** The matches' active days in the period (active-days.ts), for the time bar's window. */
  readonly days: EventDays | undefined
  readonly legend: LegendModel
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
  const events = matches.items

  useEffect(() => {
    if (!map || events.length === 0 || fitted.current === fitKey) return
    fitted.current = fitKey
    // A drawn radius already frames what the analyst is looking at.
    if (within !== undefined) return
    // Only the events the map can place (lonLatOf) frame it.
    const bbox = bboxOfPoints(
      events.flatMap((event) => {
        const at = lonLatOf(event.location)
        return at ? [at] : []
      }),
    )
    if (bbox) fitBounds(map, bbox, { maxZoom: 11 })
  }, [map, events, fitKey, within])

  const complete =
    !matches.loading && matches.target !== undefined && events.length >= matches.target
  // Every match of the current filters drawn (src/utils/page-marks.ts): the next idle of the map.
  useEffect(() => {
    if (!map || !complete) return
    const onIdle = () => {
      markView('eventsMapComplete')
    }
    map.once('idle', onIdle)
    map.triggerRepaint()
    return () => {
      map.off('idle', onIdle)
    }
  }, [map, complete, events])

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
        events={events}
        highlightedId={highlightedId ?? null}
        selectedId={selectedId ?? null}
        onHover={(id) => {
          onHover(id ?? undefined)
        }}
        onSelect={(id) => {
          onSelect(id ?? undefined)
        }}
      />
      <EventsWindow events={events} days={days} />
      <EventsMapLegend model={legend} matches={matches} />
      <RadiusInView within={within} maxZoom={13} />
      <RadiusTool
        value={within === undefined ? null : (parseWithin(within) ?? null)}
        onChange={(circle) => {
          onWithinChange(circle ? formatWithin(circle) : undefined)
        }}
      />
    </MapView>
  )
}
