// A chart's PNG and SVG buttons, and what pressing them does: the drawn chart with its axes, the
// legend as on screen and the caption of the filters composed into one file (chart-export.ts),
// downloaded under `<fileStem>-<time>.<kind>`, in the theme chosen for exports (docs/themes.md
// "Exports"). A failure is kept for the chart to show.
import { useState } from 'react'
import type { RefObject } from 'react'

import { downloadBlob, timestampedName } from '../export/download'
import { svgToPng } from '../export/svg-export'
import { useExportTheme } from '../export/export-theme'
import { chartFileColors, composeChartSvg, legendColorIn, serializeChart } from './chart-export'
import type { ChartLegendItem } from './chart-export'

export type ChartFileKind = 'png' | 'svg'

export interface ChartExportInput {
  /** The element the chart library drew its SVG into. */
  readonly plotRef: RefObject<HTMLDivElement | null>
  readonly title: string
  readonly caption: readonly string[]
  readonly legend: readonly ChartLegendItem[]
  /** The file's name before its time stamp: `analytics-attendance`. */
  readonly fileStem: string
}

export function useChartExport(input: ChartExportInput): {
  readonly exportAs: (kind: ChartFileKind) => Promise<void>
  /** Why the last export failed, in words; undefined once one succeeds. */
  readonly problem: string | undefined
} {
  const [problem, setProblem] = useState<string | undefined>(undefined)
  const theme = useExportTheme()
  const exportAs = async (kind: ChartFileKind) => {
    const plot = input.plotRef.current
    const chart = plot ? serializeChart(plot, theme) : undefined
    if (!chart) {
      setProblem('The chart has not been drawn yet.')
      return
    }
    const { svg, width, height } = composeChartSvg({
      title: input.title,
      caption: input.caption,
      legend: input.legend.map((item) => ({ ...item, color: legendColorIn(item.color, theme) })),
      ...chart,
      colors: chartFileColors(theme),
    })
    try {
      const blob =
        kind === 'svg'
          ? new Blob([svg], { type: 'image/svg+xml' })
          : await svgToPng(svg, { width, height })
      downloadBlob(blob, timestampedName(input.fileStem, kind))
      setProblem(undefined)
    } catch (error) {
      setProblem(error instanceof Error ? error.message : String(error))
    }
  }
  return { exportAs, problem }
}

/** The two buttons, each named for the chart it exports. */
export function ChartExportButtons({
  title,
  onExport,
}: {
  readonly title: string
  readonly onExport: (kind: ChartFileKind) => Promise<void>
}) {
  return (
    <>
      <button type="button" className="button button--small" onClick={() => void onExport('png')}>
        PNG<span className="visually-hidden"> of {title}</span>
      </button>
      <button type="button" className="button button--small" onClick={() => void onExport('svg')}>
        SVG<span className="visually-hidden"> of {title}</span>
      </button>
    </>
  )
}
