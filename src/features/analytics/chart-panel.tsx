// One chart of the view: heading, legend (buttons when series toggle), PNG and SVG export, the
// chart, and its text alternative (a sentence for screen readers, a table on demand).
import { useRef, useState } from 'react'
import type { ReactNode } from 'react'

import { composeChartSvg, serializeChart } from '../../components/charts/chart-export'
import { svgToPng } from '../../components/export/svg-export'
import type { ChartLegendItem } from '../../components/charts/chart-export'
import { downloadBlob, timestampedName } from '../../components/export/download'

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
  const [exportError, setExportError] = useState<string | undefined>(undefined)
  const exportAs = async (kind: 'svg' | 'png') => {
    const plot = plotRef.current
    const chart = plot ? serializeChart(plot) : undefined
    if (!chart) {
      setExportError('The chart has not been drawn yet.')
      return
    }
    const { svg, width, height } = composeChartSvg({
      title,
      caption,
      legend: legend.filter((entry) => !entry.hidden),
      ...chart,
    })
    try {
      const blob =
        kind === 'svg'
          ? new Blob([svg], { type: 'image/svg+xml' })
          : await svgToPng(svg, { width, height })
      downloadBlob(blob, timestampedName(`analytics-${id}`, kind))
      setExportError(undefined)
    } catch (error) {
      setExportError(error instanceof Error ? error.message : String(error))
    }
  }
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
          <button
            type="button"
            className="button button--small"
            onClick={() => void exportAs('png')}
          >
            PNG<span className="visually-hidden"> of {title}</span>
          </button>
          <button
            type="button"
            className="button button--small"
            onClick={() => void exportAs('svg')}
          >
            SVG<span className="visually-hidden"> of {title}</span>
          </button>
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
        className="chart-panel__plot"
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
