// Export actions of the view: the filtered events as CSV (every page), the map as PNG, and the
// time window's playback as a video.
import type { Map as MapLibreMap } from 'maplibre-gl'
import { useCallback } from 'react'

import { useApiClient } from '../../../api/client-context'
import { CsvExportControl } from '../../../components/export/csv-export-control'
import { ExportThemeSelect } from '../../../components/export/export-theme-select'
import { useExportTheme } from '../../../components/export/export-theme'
import { useCsvExport } from '../../../components/export/use-csv-export'
import type { ExportRunOptions } from '../../../components/export/use-csv-export'
import type { LegendModel } from '../../../components/map/legend'
import type { Theme } from '../../../components/theme/theme'
import type { EventsQueryInput } from '../build-query'
import { exportEventsCsv, exportFileName } from './events-csv'
import { downloadMapPng } from './map-png'
import { VideoExport } from '../time-bar/video-export'
import { useWindowCaption } from '../time-bar/window-on-map'

export function EventsExport({
  query,
  total,
  map,
  legendIn,
}: {
  readonly query: EventsQueryInput
  readonly total: number | undefined
  /** Null while the map is not ready. */
  readonly map: MapLibreMap | null
  /** The map's legend in a theme; a time window's caption replaces its own, so a PNG shows the frame. */
  readonly legendIn: (theme: Theme) => LegendModel
}) {
  const windowCaption = useWindowCaption()
  const theme = useExportTheme()
  const client = useApiClient()
  const run = useCallback(
    (options: ExportRunOptions) => exportEventsCsv(client, query, options),
    [client, query],
  )
  const fileName = useCallback((startedAt: Date) => exportFileName(query, startedAt), [query])
  const csv = useCsvExport(run, fileName)
  return (
    <div className="events-export">
      <CsvExportControl csv={csv} total={total} />
      <button
        type="button"
        className="button"
        onClick={() => {
          if (!map) return
          const legend = legendIn(theme)
          void downloadMapPng(map, { ...legend, caption: windowCaption ?? legend.caption }, theme)
        }}
        disabled={!map}
      >
        Export map PNG
      </button>
      <VideoExport map={map} legendIn={legendIn} theme={theme} />
      <ExportThemeSelect />
    </div>
  )
}
