// One chart of the summary: its title, PNG and SVG export, its legend, the plot and a text
// alternative. The files are composed by the shared chart export (components/charts/chart-export.ts):
// the drawn chart with its axes, the same legend as on screen, and a caption of the filters.
import { useRef, useState } from 'react'
import type { ReactNode } from 'react'

import { composeChartSvg, serializeChart } from '../../components/charts/chart-export'
import type { ChartLegendItem } from '../../components/charts/chart-export'
import { downloadBlob, timestampedName } from '../../components/export/download'
import { svgToPng } from '../../components/export/svg-export'
import '../../components/charts/charts.css'

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
  const [problem, setProblem] = useState<string | undefined>(undefined)
  const exportAs = async (kind: 'png' | 'svg') => {
    const chart = plotRef.current ? serializeChart(plotRef.current) : undefined
    if (!chart) {
      setProblem('The chart has not been drawn yet.')
      return
    }
    const { svg, width, height } = composeChartSvg({ title, caption, legend, ...chart })
    try {
      const blob =
        kind === 'svg'
          ? new Blob([svg], { type: 'image/svg+xml' })
          : await svgToPng(svg, { width, height })
      downloadBlob(blob, timestampedName(`broadcasts-${id}`, kind))
      setProblem(undefined)
    } catch (error) {
      setProblem(error instanceof Error ? error.message : String(error))
    }
  }
  const titleId = `broadcasts-chart-${id}`
  return (
    <figure className="small-chart broadcasts-chart" aria-labelledby={titleId}>
      <div className="broadcasts-chart__head">
        <div id={titleId} className="small-chart__title">
          {title}
        </div>
        <div className="broadcasts-chart__actions">
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
