import { useEffect, useMemo } from 'react'
import type { GeoJSONSource, MapLayerMouseEvent } from 'maplibre-gl'

import { useTheme } from '../theme/theme'
import { DIM_STATE, eventsLayerIds, eventsLayerSpecs } from './events-layer-specs'
import { eventsToFeatures } from './events-geojson'
import { markFirstFrameWith } from './first-frame'
import type { MapEvent } from '../../contract/event'
import type { EventColoring } from './palette'
import { useMapInstance } from './map-context'
import { useEventPopup } from './use-event-popup'
import { useFeatureFlag } from './use-feature-flag'
import { useGeoJsonSource } from './use-geojson-source'
import { useLayerMouseEvent } from './use-map-event'
import { useLayerPainter } from './map-painters'
import { useMapLayer } from './use-map-layer'

export interface EventsLayerProps {
  readonly events: readonly MapEvent[]
  /** The event drawn emphasised (hovered here or in a list next to the map). */
  readonly highlightedId?: string | null
  readonly selectedId?: string | null
  readonly onHover?: (id: string | null) => void
  readonly onSelect?: (id: string | null) => void
  /** Source id, for a second events layer on the same map. */
  readonly sourceId?: string
  /** Colour by category (the default) or by rank level. */
  readonly coloring?: EventColoring
  /** The last zoom that groups nearby events; a small area's map sets it low to show each one. */
  readonly clusterMaxZoom?: number
  /** A layer the events are drawn under (a saved location's place markers stay on top). */
  readonly beforeId?: string
}

const CLUSTER_OPTIONS = {
  cluster: true,
  clusterRadius: 44,
  promoteId: 'id',
} as const

/** The event under the pointer; a point dimmed by the time window has no size and is passed over. */
const featureId = (event: MapLayerMouseEvent): string | null => {
  const id: unknown = event.features?.find((f) => f.state[DIM_STATE] !== true)?.properties.id
  return typeof id === 'string' ? id : null
}

/** Events on the map: clustered, coloured by category, sized by attendance, hover and select. */
export function EventsLayer({
  events,
  highlightedId,
  selectedId,
  onHover,
  onSelect,
  sourceId = 'events',
  coloring = 'category',
  clusterMaxZoom = 13,
  beforeId,
}: EventsLayerProps) {
  const map = useMapInstance()
  const ids = useMemo(() => eventsLayerIds(sourceId), [sourceId])
  const data = useMemo(() => eventsToFeatures(events), [events])
  const theme = useTheme()
  const [clusters, counts, unlit, points] = useMemo(
    () => eventsLayerSpecs(ids, theme, coloring),
    [ids, theme, coloring],
  )
  const selected = useMemo(
    () => events.find((event) => event.id === selectedId),
    [events, selectedId],
  )

  const options = useMemo(() => ({ ...CLUSTER_OPTIONS, clusterMaxZoom }), [clusterMaxZoom])
  useGeoJsonSource(ids.source, data, options)
  if (!clusters || !counts || !unlit || !points) throw new Error('events layers are missing')
  useMapLayer(clusters, beforeId)
  useMapLayer(counts, beforeId)
  useMapLayer(unlit, beforeId)
  useMapLayer(points, beforeId)
  useLayerPainter((paintTheme) => eventsLayerSpecs(ids, paintTheme, coloring))
  useEffect(() => {
    if (data.features.length === 0) return
    // The events map's data mark (src/utils/page-marks.ts): the first frame that draws events.
    return markFirstFrameWith(map, [ids.clusters, ids.points], 'eventsMapData')
  }, [map, ids, data])
  useFeatureFlag(ids.source, 'highlighted', highlightedId, data)
  useFeatureFlag(ids.source, 'selected', selectedId, data)
  useEventPopup(selected, () => onSelect?.(null))

  useLayerMouseEvent('mousemove', ids.points, (event) => {
    map.getCanvas().style.cursor = 'pointer'
    const id = featureId(event)
    if (id !== highlightedId) onHover?.(id)
  })
  useLayerMouseEvent('mouseleave', ids.points, () => {
    map.getCanvas().style.cursor = ''
    onHover?.(null)
  })
  useLayerMouseEvent('click', ids.points, (event) => {
    onSelect?.(featureId(event))
  })
  useLayerMouseEvent('click', ids.clusters, (event) => {
    const feature = event.features?.[0]
    const clusterId: unknown = feature?.properties.cluster_id
    if (typeof clusterId !== 'number' || feature?.geometry.type !== 'Point') return
    const [lon = 0, lat = 0] = feature.geometry.coordinates
    void map
      .getSource<GeoJSONSource>(ids.source)
      ?.getClusterExpansionZoom(clusterId)
      .then((zoom) => map.easeTo({ center: [lon, lat], zoom }))
  })

  return null
}
