// The small map where a point and radius is drawn as the charted location. It is loaded only when
// opened (analytics-controls.tsx), so the charts never wait for MapLibre. The 100-mile limit of
// the features endpoint is said on the map itself, and the tool's live label shows the radius in
// miles while it is drawn, before anything is sent.
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'

import { useApiClient } from '../../api/client-context'
import { apiQueryOptions } from '../../api/query-options'

import { FEATURES_MAX_RADIUS_M } from '../../contract/features'
import { MapView } from '../../components/map/map-view'
import { RadiusInView } from '../../components/map/radius-in-view'
import { RadiusTool } from '../../components/map/radius-tool'
import type { MapViewport } from '../../components/map/viewport'
import { toMeters } from '../../contract/enums'
import { formatWithin, parseWithin } from '../../components/map/within'

/** The contiguous United States, where viewership and most analysts' places are. */
const START: MapViewport = { lon: -96.5, lat: 38.6, zoom: 3 }

export function RadiusMap({
  within,
  place,
  onChange,
}: {
  readonly within: string | undefined
  /** The context's places: the map opens on the first, where the analyst is looking. */
  readonly place: readonly string[]
  readonly onChange: (within: string | undefined) => void
}) {
  const client = useApiClient()
  // The context bar's query: its answer is usually in the cache when the map opens.
  const places = useQuery({
    ...apiQueryOptions(client, 'searchPlaces', { id: place, limit: String(place.length) }),
    enabled: place.length > 0,
  })
  const circle = within === undefined ? undefined : parseWithin(within)
  const first = places.data?.results.find((p) => p.id === place[0])
  const [viewport, setViewport] = useState<MapViewport>(() =>
    circle
      ? { lon: circle.lon, lat: circle.lat, zoom: 7 }
      : first
        ? { lon: first.location[0], lat: first.location[1], zoom: 7 }
        : START,
  )
  const tooBig =
    circle !== undefined && toMeters(circle.radius, circle.unit) > FEATURES_MAX_RADIUS_M + 1
  return (
    <div className="analytics-map__body">
      <MapView
        label="Map to draw the radius area charted"
        className="analytics-map__map"
        viewport={viewport}
        onViewportChange={setViewport}
        scaleUnit="imperial"
      >
        <RadiusInView within={within} maxZoom={10} />
        <RadiusTool
          value={circle ?? null}
          defaultUnit="mi"
          onChange={(next) => {
            onChange(next ? formatWithin(next) : undefined)
          }}
        />
      </MapView>
      <div className="analytics-map__side">
        <p>
          <strong>Draw radius</strong>, then click the centre and click (or drag to) the edge. The
          radius shows in miles as you draw.
        </p>
        <p>
          The circle replaces the places and the saved location as the charted location; the handles
          move and resize it.
        </p>
        <p className={`analytics-map__limit${tooBig ? ' is-over' : ''}`} aria-live="polite">
          {tooBig
            ? `This circle's radius is ${String(circle.radius)} ${circle.unit}: over the 100-mile limit, so nothing is sent. Draw a smaller one.`
            : 'At most 100 miles (161 km) from the centre.'}
        </p>
      </div>
    </div>
  )
}
