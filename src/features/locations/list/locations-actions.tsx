// The heading's controls: New location, Import CSV, Export CSV (every matching row, formula-safe)
// and the map as PNG with its legend, in the theme chosen for exports (docs/themes.md "Exports").
import { useState } from 'react'
import type { Map as MapLibreMap } from 'maplibre-gl'

import { useApiClient } from '../../../api/client-context'
import { downloadBlob, timestampedName } from '../../../components/export/download'
import { useExportTheme } from '../../../components/export/export-theme'
import { ExportThemeSelect } from '../../../components/export/export-theme-select'
import { exportMapPng } from '../../../components/map/export-png'
import type { LegendModel } from '../../../components/map/legend'
import { explainError } from '../../../components/states/error-message'
import type { Theme } from '../../../components/theme/theme'
import { hasEveryLabel } from '../labels'
import { locationsCsv } from '../csv/locations-csv'
import { apiSort } from '../search-schema'
import type { LocationsSearch } from '../search-schema'
import { fetchAllLocations } from '../api/locations-queries'

export function LocationsActions({
  search,
  map,
  legendIn,
  onNew,
  onImport,
}: {
  readonly search: LocationsSearch
  readonly map: MapLibreMap | null
  /** The map's legend in a theme. */
  readonly legendIn: (theme: Theme) => LegendModel
  readonly onNew: () => void
  readonly onImport: () => void
}) {
  const client = useApiClient()
  const [exporting, setExporting] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const theme = useExportTheme()
  const exportCsv = async () => {
    setExporting(true)
    setError(null)
    try {
      const { locations } = await fetchAllLocations(
        client,
        search.q,
        undefined,
        apiSort(search.sort),
      )
      // Exactly the rows of the list: the labels filter applies here too.
      const rows = locations.filter((location) => hasEveryLabel(location, search.labels))
      const blob = new Blob([locationsCsv(rows)], { type: 'text/csv;charset=utf-8' })
      downloadBlob(blob, timestampedName('saved-locations', 'csv'))
    } catch (caught) {
      setError(explainError(caught).title)
    } finally {
      setExporting(false)
    }
  }
  return (
    <div className="locations-actions">
      <button type="button" className="button button--primary" onClick={onNew}>
        New location
      </button>
      <button type="button" className="button" onClick={onImport}>
        Import CSV
      </button>
      <button
        type="button"
        className="button"
        disabled={exporting}
        onClick={() => void exportCsv()}
      >
        {exporting ? 'Exporting…' : 'Export CSV'}
      </button>
      <button
        type="button"
        className="button"
        disabled={!map}
        onClick={() => {
          if (map)
            void exportMapPng(map, legendIn(theme), theme).then((blob) => {
              downloadBlob(blob, timestampedName('saved-locations-map', 'png'))
            })
        }}
      >
        Map PNG
      </button>
      <ExportThemeSelect />
      {error ? (
        <p className="field__error" role="alert">
          Export failed: {error}
        </p>
      ) : null}
    </div>
  )
}
