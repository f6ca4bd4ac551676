// One chart of the view: heading, legend (buttons when series toggle), PNG and SVG export, the
// chart, and its text alternative (a sentence for screen readers, a table on demand).
import { useRef, useState } from 'react'
import type { ReactNode } from 'react'

import type { ChartLegendItem } from '../../../components/charts/chart-export'
import { ChartExportButtons, useChartExport } from '../../../components/charts/chart-export-buttons'

export interface LegendEntry extends ChartLegendItem {
  readonly key: string
  readonly hidden?: boolean
}

export function ChartPanel({
  id,
  title,
  description,
  legend,
  onToggle,
  caption,
  summary,
  table,
  tools,
  children,
}: {
  readonly id: string
  readonly title: string
  readonly description?: ReactNode
  readonly legend: readonly LegendEntry[]
  /** Given, legend entries become toggle buttons. */
  readonly onToggle?: (key: string) => void
  /** Location, period and filters: the export's caption. */
  readonly caption: readonly string[]
  /** The chart in one sentence, its text alternative. */
  readonly summary: string
  /** The numbers as a table, rendered only when opened. */
  readonly table: () => ReactNode
  readonly tools?: ReactNode
  readonly children: ReactNode
}) {
  const plotRef = useRef<HTMLDivElement>(null)
  const [tableOpen, setTableOpen] = useState(false)
  const { exportAs, problem: exportError } = useChartExport({
    plotRef,
    title,
    caption,
    legend: legend.filter((entry) => !entry.hidden),
    fileStem: `analytics-${id}`,
  })
  const headingId = `${id}-heading`
  return (
    <section className="chart-panel" aria-labelledby={headingId}>
      <div className="chart-panel__head">
        <div>
          <h2 id={headingId} className="chart-panel__title">
            {title}
          </h2>
          {description ? <p className="chart-panel__description">{description}</p> : null}
        </div>
        <div className="chart-panel__actions">
          {tools}
          <ChartExportButtons title={title} onExport={exportAs} />
        </div>
      </div>
      {exportError ? (
        <p className="chart-panel__error" role="alert">
          {exportError}
        </p>
      ) : null}
      <ul className="chart-legend" aria-label={`${title} legend`}>
        {legend.map((entry) => (
          <li key={entry.key}>
            {onToggle && (entry.mark === 'area' || entry.mark === 'bar') ? (
              <button
                type="button"
                className="chart-legend__item chart-legend__toggle"
                aria-pressed={!entry.hidden}
                onClick={() => {
                  onToggle(entry.key)
                }}
              >
                <LegendSwatch entry={entry} />
                {entry.label}
              </button>
            ) : (
              <span className="chart-legend__item">
                <LegendSwatch entry={entry} />
                {entry.label}
              </span>
            )}
          </li>
        ))}
      </ul>
      <div
        className="chart-panel__plot veil__part"
        ref={plotRef}
        role="img"
        aria-label={`${title}: ${summary}`}
      >
        {children}
      </div>
      <details
        className="chart-panel__table"
        onToggle={(event) => {
          setTableOpen(event.currentTarget.open)
        }}
      >
        <summary>Table of {title.toLowerCase()}</summary>
        {tableOpen ? table() : null}
      </details>
    </section>
  )
}

function LegendSwatch({ entry }: { readonly entry: LegendEntry }) {
  return (
    <span
      aria-hidden="true"
      className={`chart-legend__swatch chart-legend__swatch--${entry.mark}`}
      style={{
        ...(entry.mark === 'line' || entry.mark === 'dashed' || entry.mark === 'dotted'
          ? { borderColor: entry.color }
          : { background: entry.color }),
        opacity: entry.hidden ? 0.25 : 1,
      }}
    />
  )
}
