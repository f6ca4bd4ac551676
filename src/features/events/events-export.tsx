// Export actions of the view: the filtered events as CSV (every page), the map as PNG.
import { ExportProgress } from '../../components/export/export-progress'
import { explainError } from '../../components/states/error-message'
import { formatInteger } from '../../utils/format'
import type { EventsQueryInput } from './build-query'
import { useCsvExport } from './use-csv-export'

export function EventsExport({
  query,
  total,
  onExportMap,
}: {
  readonly query: EventsQueryInput
  readonly total: number | undefined
  /** Undefined while the map is not ready. */
  readonly onExportMap: (() => void) | undefined
}) {
  const { state, start, cancel } = useCsvExport(query)
  return (
    <div className="events-export">
      {state.kind === 'running' ? (
        <ExportProgress
          label="Exporting CSV"
          done={state.done}
          total={state.total}
          onCancel={cancel}
        />
      ) : (
        // Nothing to export until the service has counted the rows (it may still be starting).
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
      <span role="status" className="events-export__status">
        {state.kind === 'done'
          ? `Exported ${formatInteger(state.rows)} rows${state.overflow ? ' (cut at the result window)' : ''}`
          : state.kind === 'failed'
            ? `Export failed: ${explainError(state.error).title}`
            : ''}
      </span>
    </div>
  )
}
