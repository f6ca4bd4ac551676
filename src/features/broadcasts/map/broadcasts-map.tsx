// The county map: summed viewership of every matching broadcast per county (binned, with a
// legend), the counties picked or televising the selected event outlined, the radius area, and
// the point of a `location.origin` filter. It frames what was chosen: the picked counties and
// states, the county at the point, the radius (radius-in-view.tsx). A click on a county shows its
// figures; filtering to it is the popup's button (map-click.ts). The viewport lives in the URL,
// never in the query.
import { Marker } from 'maplibre-gl'
import type { LngLat, Map as MapLibreMap } from 'maplibre-gl'
import { useEffect, useState } from 'react'

import { COUNTIES_FILL_LAYER, countiesStyleLayers } from '../../../components/map/counties-layer'
import type { CountyMark } from '../../../components/map/counties-layer'
import { markFirstFrameWith } from '../../../components/map/first-frame'
import { RadiusInView } from '../../../components/map/radius-in-view'
import { useMapInstance } from '../../../components/map/map-context'
import { MapView } from '../../../components/map/map-view'
import { RadiusTool } from '../../../components/map/radius-tool'
import { useFitBox } from '../../../components/map/use-fit-box'
import type { MapViewport } from '../../../components/map/viewport'
import { formatWithin, parseWithin } from '../../../components/map/within'
import { markView } from '../../../utils/page-marks'
import { WindowedCounties } from '../time-bar/window-on-map'
import { chosenKey, useChosenArea } from './chosen-area'
import type { BroadcastsMapData } from './use-broadcasts-map'
import { useCountyPopup } from './use-county-popup'
import type { PopupTarget } from './use-county-popup'

/** The contiguous United States, coast to coast in the map pane of a 1280 px wide window: broadcasts
 * are televised in US counties only. */
export const US_VIEWPORT: MapViewport = { lon: -96, lat: 38, zoom: 2.6 }

function CountyPopup(props: {
  readonly target: PopupTarget | undefined
  readonly data: BroadcastsMapData
  readonly onClose: () => void
  readonly filterLabel: string
  readonly onFilter: (target: PopupTarget) => void
}) {
  useCountyPopup(props.target, props.data.matches.items, props.onClose, {
    label: props.filterLabel,
    onFilter: props.onFilter,
  })
  return null
}

/** A pin at the point of a `location.origin` filter. */
function OriginPin({ origin }: { readonly origin: string | undefined }) {
  const map = useMapInstance()
  useEffect(() => {
    const [lat, lon] = (origin ?? '').split(',').map(Number)
    if (origin === undefined || lat === undefined || lon === undefined) return
    if (!Number.isFinite(lat) || !Number.isFinite(lon)) return
    const marker = new Marker({ color: '#d6336c' }).setLngLat([lon, lat]).addTo(map)
    marker.getElement().setAttribute('aria-label', `Filter point ${origin}`)
    return () => {
      marker.remove()
    }
  }, [map, origin])
  return null
}

export function BroadcastsMap({
  data,
  hours,
  marks,
  place,
  within,
  origin,
  viewport,
  countyName,
  filterLabel,
  onViewportChange,
  onWithinChange,
  onFilterCounty,
  onReady,
}: {
  readonly data: BroadcastsMapData
  /** The hour of the period each painted broadcast starts in, for the time window. */
  readonly hours: Float64Array | undefined
  readonly marks: ReadonlyMap<string, CountyMark>
  /** The picked counties and states (place ids). */
  readonly place: readonly string[]
  readonly within: string | undefined
  readonly origin: string | undefined
  readonly viewport: MapViewport | undefined
  readonly countyName: (countyId: string) => string
  /** The popup's button, as the click mode words it (map-click.ts). */
  readonly filterLabel: string
  readonly onViewportChange: (viewport: MapViewport) => void
  readonly onWithinChange: (within: string | undefined) => void
  /** The popup's button was pressed: filter the view to this county (or its state, or point). */
  readonly onFilterCounty: (countyId: string, at: Pick<LngLat, 'lng' | 'lat'>) => void
  readonly onReady: (map: MapLibreMap | null) => void
}) {
  const [map, setMap] = useState<MapLibreMap | null>(null)
  const [popup, setPopup] = useState<PopupTarget | undefined>(undefined)
  const { matches } = data
  const chosen = useChosenArea(place, origin, within)
  // A link that carries a viewport opens exactly there: what it chose is taken as framed.
  const [linkedKey] = useState(() =>
    viewport === undefined ? undefined : chosenKey(place, origin, within),
  )
  useFitBox(map, chosen, linkedKey)
  const complete =
    !matches.loading && matches.target !== undefined && matches.items.length >= matches.target
  // Every match of the current filters drawn (src/utils/page-marks.ts): the next idle of the map.
  useEffect(() => {
    if (!map || !complete) return
    const onIdle = () => {
      markView('broadcastsMapComplete')
    }
    map.once('idle', onIdle)
    map.triggerRepaint()
    return () => {
      map.off('idle', onIdle)
    }
  }, [map, complete, data.bins])
  useEffect(() => {
    if (!map || data.bins.size === 0) return
    // Once per page, the first frame with a coloured county (src/utils/page-marks.ts).
    return markFirstFrameWith(
      map,
      [COUNTIES_FILL_LAYER],
      'broadcastsMapData',
      (county) => county.state.color !== undefined,
    )
  }, [map, data.bins])

  return (
    <MapView
      label="Broadcasts map of US counties"
      className="broadcasts-map"
      viewport={viewport ?? US_VIEWPORT}
      // Made with the counties' layers: their tiles load with the basemap's.
      styleLayers={countiesStyleLayers}
      onViewportChange={onViewportChange}
      onReady={(instance) => {
        setMap(instance)
        onReady(instance)
      }}
    >
      <WindowedCounties
        data={data}
        hours={hours}
        marks={marks}
        onClick={(countyId, at) => {
          setPopup({ countyId, name: countyName(countyId), lon: at.lng, lat: at.lat })
        }}
      />
      <CountyPopup
        target={popup}
        data={data}
        filterLabel={filterLabel}
        onFilter={(target) => {
          setPopup(undefined)
          onFilterCounty(target.countyId, { lng: target.lon, lat: target.lat })
        }}
        onClose={() => {
          setPopup(undefined)
        }}
      />
      <OriginPin origin={origin} />
      <RadiusInView within={within} maxZoom={10} />
      <RadiusTool
        value={within === undefined ? null : (parseWithin(within) ?? null)}
        onChange={(circle) => {
          onWithinChange(circle ? formatWithin(circle) : undefined)
        }}
      />
    </MapView>
  )
}
