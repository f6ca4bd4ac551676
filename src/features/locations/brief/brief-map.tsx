// The brief's map: the location's radius or places and its next-90-day events coloured by rank
// level, as the Locations view draws an open location (map/locations-map.tsx), framed on the
// location. On screen it is the live map; on paper a picture of its last finished frame takes the
// canvas's place (use-map-snapshot.ts), under the same scale bar and credits. The legend is text
// beside it, so it prints sharp.
import type { Map as MapLibreMap } from 'maplibre-gl'
import { useEffect, useMemo, useState } from 'react'

import { EventsLayer } from '../../../components/map/events-layer'
import { MapView } from '../../../components/map/map-view'
import { SavedLocationsLayer } from '../../../components/map/saved-locations-layer'
import { SAVED_LOCATION_COLORS } from '../../../components/map/saved-locations-layer'
import { useFitBox } from '../../../components/map/use-fit-box'
import { WORLD_VIEWPORT } from '../../../components/map/viewport'
import { formatInteger } from '../../../utils/format'
import { useTheme } from '../../../components/theme/theme'
import type { SavedLocation } from '../../../contract/saved-location'
import { fitTarget } from '../map/locations-map'
import { toMapLocation } from '../map/map-locations'
import { useLocationEvents } from '../map/use-location-events'
import { useLocationFrames } from '../map/use-place-frames'
import { useMapSnapshot } from './use-map-snapshot'

/**
 * The events a page can show one by one, each in its rank's colour: the highest-ranked (the
 * events' order, use-location-events.ts), not grouped, since a number in a bubble says nothing
 * of rank on paper.
 */
export const BRIEF_MAP_EVENTS = 100
/** Grouping stops above the world's zoom; MapLibre takes 0 for "its default", hence 1. */
const GROUPED_UP_TO_ZOOM = 1
const FIT_PADDING = 20
const NO_IDS: readonly string[] = []
const ignore = () => undefined

function Key({ color, round }: { readonly color: string; readonly round: boolean }) {
  return (
    <span
      aria-hidden="true"
      className={round ? 'brief-legend__key brief-legend__key--round' : 'brief-legend__key'}
      style={{ background: color }}
    />
  )
}

export interface BriefMapProps {
  readonly location: SavedLocation
  /** Whether the picture that prints is taken (or the events failed and the map is as it stays). */
  readonly onReady: (ready: boolean) => void
}

export function BriefMap({ location, onReady }: BriefMapProps) {
  const [map, setMap] = useState<MapLibreMap | null>(null)
  const located = useLocationEvents(location.location_id)
  const shown = useMemo(() => [location], [location])
  const mapLocations = useMemo(() => shown.map(toMapLocation), [shown])
  const frames = useLocationFrames(shown, NO_IDS)
  const target = useMemo(() => {
    const fit = fitTarget(mapLocations, location.location_id, frames)
    // A small frame: the location fills it, with room for the circle's edge.
    return fit && { ...fit, padding: FIT_PADDING }
  }, [mapLocations, location.location_id, frames])
  useFitBox(map, target)
  const { matches, legendIn } = located
  const theme = useTheme()
  const legend = useMemo(() => legendIn(theme), [legendIn, theme])
  // Drawn in reverse, so the highest ranks lie on top where circles overlap.
  const top = useMemo(() => matches.items.slice(0, BRIEF_MAP_EVENTS).reverse(), [matches.items])
  const total = matches.total ?? 0
  const caption =
    total > top.length
      ? `Map shows the ${String(top.length)} highest-ranked of ${formatInteger(total)} events in the next 90 days`
      : legend.caption
  const eventsIn = !matches.loading && (matches.total !== undefined || matches.error !== null)
  const snapshot = useMapSnapshot(map, target !== undefined && eventsIn)
  useEffect(() => {
    onReady(snapshot !== undefined)
  }, [snapshot, onReady])

  const colors = SAVED_LOCATION_COLORS[theme]
  // The rank levels as the map's legend lists them; sizes and groups in words, so the key stays
  // two lines under a small map.
  const levels = legend.sections.find((section) => section.title === 'Rank level')?.entries ?? []
  return (
    <figure className="brief-map" aria-labelledby="brief-map-caption">
      <div className="brief-map__frame">
        <MapView
          label={`Map of ${location.name}`}
          className="brief-map__live"
          viewport={WORLD_VIEWPORT}
          onReady={setMap}
        >
          <SavedLocationsLayer
            locations={mapLocations}
            highlightedId={null}
            selectedId={null}
            onHover={ignore}
            onSelect={ignore}
          />
          <EventsLayer
            sourceId="brief-events"
            coloring="rank"
            clusterMaxZoom={GROUPED_UP_TO_ZOOM}
            events={top}
          />
        </MapView>
        {snapshot === undefined ? null : (
          <img
            className="brief-map__print"
            src={snapshot.image}
            alt={`Map of ${location.name} and its events in the next 90 days by rank level`}
          />
        )}
      </div>
      <figcaption className="brief-legend">
        <span id="brief-map-caption" className="brief-legend__caption">
          {caption}
        </span>
        <span className="brief-legend__entry">
          <Key color={location.geojson ? colors.area : colors.place} round={!location.geojson} />
          {location.geojson ? 'Radius' : 'Places'}
        </span>
        <span className="brief-legend__title">Rank level</span>
        {levels.map((entry) => (
          <span key={entry.label} className="brief-legend__entry">
            <Key color={entry.color} round={false} />
            {entry.label}
          </span>
        ))}
        <span className="brief-legend__entry">Circles grow with predicted attendance.</span>
        {snapshot?.credits ? (
          <span className="brief-legend__credits">Map: {snapshot.credits}</span>
        ) : null}
      </figcaption>
    </figure>
  )
}
