// The key-figure tiles of every view (broadcasts' summary, analytics' key figures, a saved
// location's insights): a label, the figure as formatKpi writes it (src/utils/format.ts), and its
// change against the period before as formatChange writes it, or why there is none. One component,
// so that a figure and its change read alike wherever an analyst meets them.
import type { ReactNode } from 'react'

import { formatKpi, formatKpiParts } from '../../utils/format'
import type { KpiFigure } from '../../utils/format'
import { formatChange, percentChange } from './period-change'
import './kpi-tiles.css'

/** A figure against the same figure over the `days` before, or why there is no such figure. */
export type KpiComparison =
  | { readonly current: number; readonly previous: number; readonly days: number }
  | { readonly missing: string }

export interface KpiTileProps {
  readonly label: string
  /** How the figure is counted: a tooltip behind a "?" button beside the label. */
  readonly help?: string
  readonly value: number | undefined
  readonly figure: KpiFigure
  readonly comparison: KpiComparison
  /** The figure is still coming in: an ellipsis until there is a value. */
  readonly busy?: boolean
  /** Spans the row (a tile with a long note). */
  readonly wide?: boolean
  readonly valueTestId?: string
  /** Notes under the change (what the figure is of, how much of the period it covers). */
  readonly children?: ReactNode
}

/** A row of tiles, named for screen readers; `columns` as the view lays them out. */
export function KpiTiles({
  label,
  columns,
  children,
}: {
  readonly label: string
  readonly columns: 2 | 4 | 5
  readonly children: ReactNode
}) {
  return (
    <ul className={`kpi-tiles kpi-tiles--${String(columns)}`} aria-label={label}>
      {children}
    </ul>
  )
}

export function KpiTile({
  label,
  help,
  value,
  figure,
  comparison,
  busy = false,
  wide = false,
  valueTestId,
  children,
}: KpiTileProps) {
  const [number, unit] = formatKpiParts(value, figure)
  return (
    <li className={wide ? 'kpi-tile kpi-tile--wide' : 'kpi-tile'} aria-busy={busy}>
      <span className="kpi-tile__label">
        {label}
        {help === undefined ? null : <Help label={label} help={help} />}
      </span>
      <span className="kpi-tile__value" data-testid={valueTestId}>
        {busy && value === undefined ? '…' : number}
        {unit === '' ? null : <span className="kpi-tile__unit"> {unit}</span>}
      </span>
      <Change comparison={comparison} figure={figure} />
      {children}
    </li>
  )
}

function Help({ label, help }: { readonly label: string; readonly help: string }) {
  const id = `kpi-help-${label.toLowerCase().replaceAll(/[^a-z0-9]+/g, '-')}`
  return (
    <button
      type="button"
      className="kpi-tile__info"
      aria-label={`How ${label.toLowerCase()} is counted`}
      aria-describedby={id}
    >
      ?
      <span id={id} role="tooltip" className="kpi-tile__tooltip">
        {help}
      </span>
    </button>
  )
}

/** `↑ +12.5% (+25) vs previous 30 days`, the previous figure in its tooltip. */
function Change({
  comparison,
  figure,
}: {
  readonly comparison: KpiComparison
  readonly figure: KpiFigure
}) {
  if ('missing' in comparison) {
    return <span className="kpi-tile__change kpi-tile__change--none">{comparison.missing}</span>
  }
  const { current, previous, days } = comparison
  const change = formatChange(percentChange(current, previous))
  const delta = current - previous
  // The minus sign as the percentage writes it, not a hyphen.
  const difference =
    delta === 0
      ? ''
      : ` (${delta > 0 ? '+' : '−'}${formatKpi(Math.abs(delta), { kind: figure.kind })})`
  return (
    <span
      className={`kpi-tile__change kpi-tile__change--${change.direction}`}
      title={`Previous ${String(days)} days: ${formatKpi(previous, figure)}`}
    >
      <span aria-hidden="true">
        {change.arrow} {change.text}
        {difference}
      </span>
      <span className="visually-hidden">
        {change.words}
        {difference}
      </span>
      <span className="kpi-tile__versus"> vs previous {days} days</span>
    </span>
  )
}
