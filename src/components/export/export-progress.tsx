import { formatInteger } from '../../utils/format'
import './export.css'

/** A running export: a progress bar with counts, and a cancel button. */
export function ExportProgress({
  label,
  done,
  total,
  onCancel,
}: {
  readonly label: string
  readonly done: number
  readonly total: number | undefined
  readonly onCancel: () => void
}) {
  const text =
    total === undefined
      ? `${formatInteger(done)} rows`
      : `${formatInteger(done)} of ${formatInteger(total)} rows`
  return (
    <div className="export-progress">
      <label className="export-progress__label">
        {label}: {text}
        <progress
          className="export-progress__bar"
          max={total === undefined || total === 0 ? undefined : total}
          value={total === undefined ? undefined : done}
        />
      </label>
      <button type="button" className="button button--small" onClick={onCancel}>
        Cancel<span className="visually-hidden"> export</span>
      </button>
    </div>
  )
}
