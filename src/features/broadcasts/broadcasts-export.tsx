// Export actions of the view: the filtered broadcasts as CSV (every page), the map as PNG.
import { ExportProgress } from '../../components/export/export-progress'
import { explainError } from '../../components/states/error-message'
import { formatInteger } from '../../utils/format'
import type { BroadcastsQueryInput } from './build-query'
import { useBroadcastsCsvExport } from './use-broadcasts-csv-export'

export function BroadcastsExport({
  query,
  total,
  onExportMap,
}: {
  readonly query: BroadcastsQueryInput
  readonly total: number | undefined
  /** Undefined while the map is not ready. */
  readonly onExportMap: (() => void) | undefined
}) {
  const { state, start, cancel } = useBroadcastsCsvExport(query)
  return (
    <div className="broadcasts-export">
      {state.kind === 'running' ? (
        <ExportProgress
          label="Exporting CSV"
          done={state.done}
          total={state.total}
          onCancel={cancel}
        />
      ) : (
        <button
          type="button"
          className="button"
          onClick={start}
          disabled={total === undefined || total === 0}
          title={
            total === undefined
              ? 'Waiting for the results'
              : `${formatInteger(total)} row${total === 1 ? '' : 's'}, every page`
          }
        >
          Export CSV
        </button>
      )}
      <button type="button" className="button" onClick={onExportMap} disabled={!onExportMap}>
        Export map PNG
      </button>
      <span role="status" className="broadcasts-export__status">
        {state.kind === 'done'
          ? `Exported ${formatInteger(state.rows)} rows${state.overflow ? ' (cut at the result window)' : ''}`
          : state.kind === 'failed'
            ? `Export failed: ${explainError(state.error).title}`
            : ''}
      </span>
    </div>
  )
}
