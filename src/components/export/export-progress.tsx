import { formatInteger } from '../../utils/format'
import './export.css'

/** A running export: a progress bar with counts, and a cancel button. */
export function ExportProgress({
  label,
  done,
  total,
  unit = 'rows',
  onCancel,
}: {
  readonly label: string
  readonly done: number
  readonly total: number | undefined
  /** What is counted: rows of a CSV, frames of a video. */
  readonly unit?: string
  readonly onCancel: () => void
}) {
  const text =
    total === undefined
      ? `${formatInteger(done)} ${unit}`
      : `${formatInteger(done)} of ${formatInteger(total)} ${unit}`
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
