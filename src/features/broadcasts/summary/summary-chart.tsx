// One chart of the summary: its title, PNG and SVG export (components/charts/chart-export-buttons.tsx:
// the drawn chart with its axes, the same legend as on screen, and a caption of the filters), its
// legend, the plot and a text alternative.
import { useRef } from 'react'
import type { ReactNode } from 'react'

import type { ChartLegendItem } from '../../../components/charts/chart-export'
import { ChartExportButtons, useChartExport } from '../../../components/charts/chart-export-buttons'
import '../../../components/charts/charts.css'

export function SummaryChart({
  id,
  title,
  legend,
  caption,
  alternative,
  children,
}: {
  /** Part of the file name: `broadcasts-<id>-<time>.png`. */
  readonly id: string
  readonly title: string
  readonly legend: readonly ChartLegendItem[]
  /** Period, place and filters: the lines under the exported chart. */
  readonly caption: readonly string[]
  /** The numbers for screen readers (a visually hidden table or list). */
  readonly alternative: ReactNode
  readonly children: ReactNode
}) {
  const plotRef = useRef<HTMLDivElement>(null)
  const { exportAs, problem } = useChartExport({
    plotRef,
    title,
    caption,
    legend,
    fileStem: `broadcasts-${id}`,
  })
  const titleId = `broadcasts-chart-${id}`
  return (
    <figure className="small-chart broadcasts-chart" aria-labelledby={titleId}>
      <div className="broadcasts-chart__head">
        <div id={titleId} className="small-chart__title">
          {title}
        </div>
        <div className="broadcasts-chart__actions">
          <ChartExportButtons title={title} onExport={exportAs} />
        </div>
      </div>
      {problem ? (
        <p className="broadcasts-chart__problem" role="alert">
          {problem}
        </p>
      ) : null}
      <ul className="broadcasts-chart__legend" aria-label={`${title}: legend`}>
        {legend.map((item) => (
          <li key={item.label}>
            <span
              aria-hidden="true"
              className="broadcasts-chart__swatch"
              style={{ background: item.color }}
            />
            {item.label}
          </li>
        ))}
      </ul>
      <div className="small-chart__plot" ref={plotRef} aria-hidden="true">
        {children}
      </div>
      {alternative}
    </figure>
  )
}
