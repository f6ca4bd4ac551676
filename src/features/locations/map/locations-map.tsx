// The map beside the list: every matching saved location, the one being drawn or edited with the
// radius tool (armed while the form has no radius: click the centre, drag or click the edge, or
// type `10km@lat,lon`) or the places picked for it, the suggested radius with its figure, and the
// open location's own events coloured by rank with its changes ringed.
import type { Map as MapLibreMap } from 'maplibre-gl'
import { useEffect, useEffectEvent, useMemo, useState } from 'react'

import { EventsLayer } from '../../../components/map/events-layer'
import type { MapEvent } from '../../../contract/event'
import type { LegendModel } from '../../../components/map/legend'
import { MapLegend } from '../../../components/map/map-legend'
import { MapView } from '../../../components/map/map-view'
import { RadiusTool } from '../../../components/map/radius-tool'
import type { MapSavedLocation } from '../../../components/map/saved-locations-geojson'
import {
  SAVED_LOCATION_POINTS_LAYER,
  SavedLocationsLayer,
} from '../../../components/map/saved-locations-layer'
import { SuggestionLayer } from '../../../components/map/suggestion-layer'
import type { SuggestionCircle } from '../../../components/map/suggestion-layer'
import { boxOfBoxes, framingBox } from '../../../components/map/framing-box'
import { useFitBox } from '../../../components/map/use-fit-box'
import type { FitTarget } from '../../../components/map/use-fit-box'
import { WORLD_VIEWPORT, bboxOfCircle, fitBounds, showsBox } from '../../../components/map/viewport'
import type { BBox } from '../../../components/map/viewport'
import { toMeters } from '../../../contract/enums'
import type { RadiusCircle } from '../../../components/map/within'
import type { LonLat } from '../../../utils/geodesy'
import { circleText } from '../location-shape'
import { focusBox } from './map-locations'
import type { PlaceFrames } from './use-place-frames'
import type { EventChange } from '../changes/classify'
import { ChangesLayer } from './changes-layer'

/** A location is framed at city zoom, where each of its events shows in its rank's colour. */
const LOCATION_EVENTS_CLUSTER_ZOOM = 10

/**
 * The box of some locations: a circle's own box, a place-based location's places as large as they
 * are (`frames`, by location id), else its places' points.
 */
function bboxOf(
  locations: readonly MapSavedLocation[],
  frames: ReadonlyMap<string, BBox>,
): BBox | undefined {
  const boxes: BBox[] = []
  for (const location of locations) {
    const frame = frames.get(location.id)
    if (location.circle) {
      const box = bboxOfCircle({ ...location.circle, radiusMeters: location.circle.meters })
      if (box) boxes.push(box)
    } else if (frame) {
      boxes.push(frame)
    } else {
      const points = framingBox(location.points ?? [])
      if (points) boxes.push(points)
    }
  }
  return boxOfBoxes(boxes)
}

/**
 * What the map frames: the selected location, else every location shown (the list's matches).
 * The key is the box itself, so a location added, removed, filtered out or redrawn frames the map
 * again, and a list that only reloads does not. Place extents are waited for (`frames.settled`),
 * so a place is not first framed as a dot at street zoom.
 */
export function fitTarget(
  locations: readonly MapSavedLocation[],
  selectedId: string | null,
  frames: PlaceFrames,
): FitTarget | undefined {
  const target = selectedId ? locations.filter((l) => l.id === selectedId) : locations
  if (target.length === 0) return undefined
  if (!frames.settled && target.some((l) => !l.circle)) return undefined
  const box = bboxOf(target, frames.frames)
  if (!box) return undefined
  // Room for the place names drawn beside place markers.
  return {
    key: `${selectedId ?? '*'}:${box.map((edge) => edge.toFixed(4)).join(',')}`,
    box,
    maxZoom: selectedId ? 13 : 10,
    padding: 72,
  }
}

export interface LocationsMapProps {
  readonly locations: readonly MapSavedLocation[]
  readonly legend: LegendModel
  readonly highlightedId: string | null
  readonly selectedId: string | null
  /** The circle being drawn or edited; undefined when no form is open. */
  readonly draft: RadiusCircle | null | undefined
  /** The places picked in the open form, before it is saved; null when none. */
  readonly draftPlaces: MapSavedLocation | null
  readonly suggestion: RadiusCircle | null
  /** A centre placed whose radius is still to be set (on the map, or a place found). */
  readonly centre: LonLat | null
  readonly onCentre: (centre: LonLat) => void
  /** The place last found in the form: the map flies there. */
  readonly focus: LonLat | null
  /** The extent of each place-based location and of the picked places (use-place-frames.ts). */
  readonly frames: PlaceFrames
  /** The open location's events (use-location-events.ts); empty when none is open. */
  readonly events: readonly MapEvent[]
  /** The open location's changes since its baseline, and the one pointed at in its panel. */
  readonly changes: readonly EventChange[]
  readonly litChange: string | null
  readonly onDraftChange: (circle: RadiusCircle | null) => void
  readonly onHover: (id: string | null) => void
  readonly onSelect: (id: string) => void
  readonly onReady: (map: MapLibreMap) => void
}

export function LocationsMap(props: LocationsMapProps) {
  const { locations, selectedId, draft, draftPlaces } = props
  const [map, setMap] = useState<MapLibreMap | null>(null)
  const [hoveredEvent, setHoveredEvent] = useState<string | null>(null)
  const [selectedEvent, setSelectedEvent] = useState<string | null>(null)
  const drawn = useMemo(() => {
    // The location being edited is drawn as the form holds it, not twice.
    const drafting = draft !== undefined || draftPlaces !== null
    const saved = drafting && selectedId ? locations.filter((l) => l.id !== selectedId) : locations
    return draftPlaces ? [...saved, draftPlaces] : saved
  }, [locations, draft, draftPlaces, selectedId])

  // Frame every location once they arrive and whenever the list changes, then the selected one
  // whenever it changes; kept framed while the list beside the map changes its width.
  const target = useMemo(
    () => fitTarget(locations, selectedId, props.frames),
    [locations, selectedId, props.frames],
  )
  useFitBox(map, target)

  // A radius typed (or opened for editing) off screen is brought into view; one drawn on the map
  // is already in view, so the map does not move under the analyst's hand.
  useEffect(() => {
    if (!map || !draft) return
    const box = bboxOfCircle({ ...draft, radiusMeters: toMeters(draft.radius, draft.unit) })
    if (box && !showsBox(map, box)) fitBounds(map, box, { maxZoom: 13 })
  }, [map, draft])

  // Picked places off screen are brought into view, as a typed radius is, each as large as it is.
  const pickedFrame = draftPlaces ? props.frames.frames.get(draftPlaces.id) : undefined
  useEffect(() => {
    if (!map || !draftPlaces) return
    const box = pickedFrame ?? bboxOf([draftPlaces], new Map())
    if (box && !showsBox(map, box)) fitBounds(map, box, { maxZoom: 10, padding: 72 })
  }, [map, draftPlaces, pickedFrame])

  // A place found in the form: the map flies there at once, then frames the suggested radius
  // around it once known (a new industry's too). A centre clicked on the map is already in view,
  // and the map does not move under a gesture still under way, nor when a radius is adjusted.
  const focus = props.focus
  useEffect(() => {
    if (!map || !focus) return
    map.flyTo({ center: [focus.lon, focus.lat], zoom: Math.max(map.getZoom(), 11) })
  }, [map, focus])
  const focused = focus ? focusBox(focus, props.suggestion) : undefined
  const focusedKey = focused?.join(',')
  // Keyed by the box itself: a render with the same box does not frame it again.
  const frameFocused = useEffectEvent(() => {
    if (map && focused) fitBounds(map, focused, { maxZoom: 14, padding: 72 })
  })
  useEffect(() => {
    frameFocused()
  }, [map, focusedKey])

  const suggested = props.suggestion
  const suggestion = useMemo<SuggestionCircle | null>(
    () =>
      suggested
        ? {
            lon: suggested.lon,
            lat: suggested.lat,
            meters: toMeters(suggested.radius, suggested.unit),
          }
        : null,
    [suggested],
  )

  return (
    <MapView
      label="Saved locations map"
      className="locations-map"
      viewport={WORLD_VIEWPORT}
      onReady={(instance) => {
        setMap(instance)
        props.onReady(instance)
      }}
    >
      <SavedLocationsLayer
        locations={drawn}
        highlightedId={props.highlightedId}
        selectedId={selectedId}
        onHover={props.onHover}
        onSelect={props.onSelect}
      />
      <EventsLayer
        sourceId="location-events"
        coloring="rank"
        clusterMaxZoom={LOCATION_EVENTS_CLUSTER_ZOOM}
        beforeId={SAVED_LOCATION_POINTS_LAYER}
        events={props.events}
        highlightedId={hoveredEvent}
        selectedId={selectedEvent}
        onHover={setHoveredEvent}
        onSelect={setSelectedEvent}
      />
      <ChangesLayer changes={props.changes} litId={props.litChange} />
      <SuggestionLayer
        circle={suggestion}
        label={suggested ? `Suggested ${circleText(suggested)}` : null}
      />
      {draft !== undefined ? (
        <RadiusTool
          value={draft}
          onChange={props.onDraftChange}
          armWhenEmpty
          centre={props.centre}
          onCentre={props.onCentre}
        />
      ) : null}
      <MapLegend model={props.legend} />
    </MapView>
  )
}
