// The view's exports with the map's picture: the map PNG carries the time window's frame, its
// counties and caption, as the events map's does (docs/view-habits.md "The time bar").
import type { Map as MapLibreMap } from 'maplibre-gl'

import { downloadBlob, timestampedName } from '../../components/export/download'
import { exportMapPng } from '../../components/map/export-png'
import type { Theme } from '../../components/theme/theme'
import type { BroadcastsQueryInput } from './build-query'
import { BroadcastsExport } from './list/broadcasts-export'
import type { BroadcastsMapData } from './map/use-broadcasts-map'
import { useExportLegend } from './time-bar/window-on-map'

export function BroadcastsExports({
  data,
  hours,
  map,
  query,
  total,
}: {
  readonly data: BroadcastsMapData
  /** The hour each painted broadcast starts in, for the window's counties. */
  readonly hours: Float64Array | undefined
  readonly map: MapLibreMap | null
  readonly query: BroadcastsQueryInput
  readonly total: number | undefined
}) {
  const legendIn = useExportLegend(data, hours)
  const exportMap = (theme: Theme) => {
    if (!map) return
    void exportMapPng(map, legendIn(theme), theme).then((blob) => {
      downloadBlob(blob, timestampedName('broadcasts-map', 'png'))
    })
  }
  return <BroadcastsExport query={query} total={total} onExportMap={map ? exportMap : undefined} />
}
