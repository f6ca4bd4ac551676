// Export actions of the view: the filtered events as CSV (every page), the map as PNG.
import { useCallback } from 'react'

import { useApiClient } from '../../api/client-context'
import { CsvExportControl } from '../../components/export/csv-export-control'
import { useCsvExport } from '../../components/export/use-csv-export'
import type { ExportRunOptions } from '../../components/export/use-csv-export'
import type { EventsQueryInput } from './build-query'
import { exportEventsCsv, exportFileName } from './events-csv'
import { useWindowCaption } from './time-bar/window-on-map'

export function EventsExport({
  query,
  total,
  onExportMap,
}: {
  readonly query: EventsQueryInput
  readonly total: number | undefined
  /**
   * Undefined while the map is not ready; `caption` says what a time window lights, so the PNG
   * is of the frame on screen.
   */
  readonly onExportMap: ((caption: string | undefined) => void) | undefined
}) {
  const windowCaption = useWindowCaption()
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
        onClick={() => onExportMap?.(windowCaption)}
        disabled={!onExportMap}
      >
        Export map PNG
      </button>
    </div>
  )
}
