// Export actions of the view: the filtered broadcasts as CSV (every page), the map as PNG, and the
// theme of the pictures, the map's and the summary charts' (docs/themes.md "Exports").
import { useCallback } from 'react'

import { useApiClient } from '../../../api/client-context'
import { CsvExportControl } from '../../../components/export/csv-export-control'
import { useExportTheme } from '../../../components/export/export-theme'
import { ExportThemeSelect } from '../../../components/export/export-theme-select'
import { useCsvExport } from '../../../components/export/use-csv-export'
import type { ExportRunOptions } from '../../../components/export/use-csv-export'
import type { Theme } from '../../../components/theme/theme'
import type { BroadcastsQueryInput } from '../build-query'
import { exportBroadcastsCsv, exportFileName } from './broadcasts-csv'

export function BroadcastsExport({
  query,
  total,
  onExportMap,
}: {
  readonly query: BroadcastsQueryInput
  readonly total: number | undefined
  /** Exports the map in a theme; undefined while the map is not ready. */
  readonly onExportMap: ((theme: Theme) => void) | undefined
}) {
  const theme = useExportTheme()
  const client = useApiClient()
  const run = useCallback(
    (options: ExportRunOptions) => exportBroadcastsCsv(client, query, options),
    [client, query],
  )
  const fileName = useCallback((startedAt: Date) => exportFileName(query, startedAt), [query])
  const csv = useCsvExport(run, fileName)
  return (
    <div className="broadcasts-export">
      <CsvExportControl csv={csv} total={total} />
      <button
        type="button"
        className="button"
        onClick={() => onExportMap?.(theme)}
        disabled={!onExportMap}
      >
        Export map PNG
      </button>
      <ExportThemeSelect />
    </div>
  )
}
