// The CSV export control of a view: the button, the progress with cancel while it runs, and a
// status line that says how it ended.
import { formatInteger } from '../../utils/format'
import { explainError } from '../states/error-message'
import { ExportProgress } from './export-progress'
import type { CsvExport } from './use-csv-export'

export function CsvExportControl({
  csv,
  total,
  noun = 'row',
}: {
  readonly csv: CsvExport
  /** Rows that will be exported; undefined until counted, and the button waits for it. */
  readonly total: number | undefined
  readonly noun?: string
}) {
  const { state, start, cancel } = csv
  return (
    <>
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
          // Nothing to export until the rows are counted (the service may still be starting).
          disabled={total === undefined || total === 0}
          title={
            total === undefined
              ? 'Waiting for the results'
              : `${formatInteger(total)} ${noun}${total === 1 ? '' : 's'}, every page`
          }
        >
          Export CSV
        </button>
      )}
      <span role="status" className="csv-export__status">
        {state.kind === 'done'
          ? `Exported ${formatInteger(state.rows)} ${noun}s${state.overflow ? ' (cut at the result window)' : ''}`
          : state.kind === 'failed'
            ? `Export failed: ${explainError(state.error).title}`
            : ''}
      </span>
    </>
  )
}
