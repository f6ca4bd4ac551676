// The map beside the list: every matching saved location, the one being drawn or edited with the
// radius tool (click the centre, drag the edge, or type `10km@lat,lon`) or the places picked for
// it, and a suggested radius.
import type { Map as MapLibreMap } from 'maplibre-gl'
import { useEffect, useMemo, useRef, useState } from 'react'

import type { LegendModel } from '../../components/map/legend'
import { MapLegend } from '../../components/map/map-legend'
import { MapView } from '../../components/map/map-view'
import { RadiusTool } from '../../components/map/radius-tool'
import type { MapSavedLocation } from '../../components/map/saved-locations-geojson'
import { SavedLocationsLayer } from '../../components/map/saved-locations-layer'
import { SuggestionLayer } from '../../components/map/suggestion-layer'
import { bboxOfCircle, fitBounds, showsBox } from '../../components/map/viewport'
import type { BBox } from '../../components/map/viewport'
import { toMeters } from '../../components/map/within'
import type { RadiusCircle } from '../../components/map/within'
import { framingBox } from './map-framing'

const WORLD = { lon: 10, lat: 25, zoom: 1.2 }

function bboxOf(locations: readonly MapSavedLocation[]): BBox | undefined {
  const points: [number, number][] = []
  for (const location of locations) {
    if (location.circle) {
      const box = bboxOfCircle({ ...location.circle, radiusMeters: location.circle.meters })
      if (box) points.push([box[0], box[1]], [box[2], box[3]])
    }
    for (const [lon, lat] of location.points ?? []) points.push([lon, lat])
  }
  return framingBox(points)
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
  readonly onDraftChange: (circle: RadiusCircle | null) => void
  readonly onHover: (id: string | null) => void
  readonly onSelect: (id: string) => void
  readonly onReady: (map: MapLibreMap) => void
}

export function LocationsMap(props: LocationsMapProps) {
  const { locations, selectedId, draft, draftPlaces } = props
  const [map, setMap] = useState<MapLibreMap | null>(null)
  const framed = useRef<string | null>(null)
  const drawn = useMemo(() => {
    // The location being edited is drawn as the form holds it, not twice.
    const drafting = draft !== undefined || draftPlaces !== null
    const saved = drafting && selectedId ? locations.filter((l) => l.id !== selectedId) : locations
    return draftPlaces ? [...saved, draftPlaces] : saved
  }, [locations, draft, draftPlaces, selectedId])

  // Frame every location once they arrive, then the selected one whenever it changes.
  useEffect(() => {
    if (!map || locations.length === 0) return
    // Without a selection, a location added (here or in another tab) is framed with the rest.
    const key = selectedId ?? `*${String(locations.length)}`
    if (framed.current === key) return
    const target = selectedId ? locations.filter((l) => l.id === selectedId) : locations
    const box = bboxOf(target)
    if (!box) return
    framed.current = key
    // Room for the place names drawn beside place markers.
    fitBounds(map, box, { maxZoom: selectedId ? 13 : 10, padding: 72 })
  }, [map, locations, selectedId])

  // A radius typed (or opened for editing) off screen is brought into view; one drawn on the map
  // is already in view, so the map does not move under the analyst's hand.
  useEffect(() => {
    if (!map || !draft) return
    const box = bboxOfCircle({ ...draft, radiusMeters: toMeters(draft.radius, draft.unit) })
    if (box && !showsBox(map, box)) fitBounds(map, box, { maxZoom: 13 })
  }, [map, draft])

  // Picked places off screen are brought into view, as a typed radius is.
  useEffect(() => {
    if (!map || !draftPlaces) return
    const box = bboxOf([draftPlaces])
    if (box && !showsBox(map, box)) fitBounds(map, box, { maxZoom: 10, padding: 72 })
  }, [map, draftPlaces])

  // A suggestion larger than the view is framed so the analyst sees the whole of it.
  const suggested = props.suggestion
  useEffect(() => {
    if (!map || !suggested) return
    const box = bboxOfCircle({
      ...suggested,
      radiusMeters: toMeters(suggested.radius, suggested.unit),
    })
    if (box && !showsBox(map, box)) fitBounds(map, box, { maxZoom: 13 })
  }, [map, suggested])

  const suggestion = props.suggestion
    ? {
        lon: props.suggestion.lon,
        lat: props.suggestion.lat,
        meters: toMeters(props.suggestion.radius, props.suggestion.unit),
      }
    : null

  return (
    <MapView
      label="Saved locations map"
      className="locations-map"
      viewport={WORLD}
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
      <SuggestionLayer circle={suggestion} />
      {draft !== undefined ? <RadiusTool value={draft} onChange={props.onDraftChange} /> : null}
      <MapLegend model={props.legend} />
    </MapView>
  )
}
