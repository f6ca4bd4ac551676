// Exports of the heatmap: PNG and SVG with the legend and a caption of the filters, and the days
// as CSV. The pictures are made from the SVG on screen (components/export/svg-export.ts), in the
// theme chosen for exports (docs/themes.md "Exports").
import { useState } from 'react'
import type { RefObject } from 'react'

import { downloadBlob, timestampedName } from '../../../components/export/download'
import { downloadSvgText, figureSvg, svgToPng } from '../../../components/export/svg-export'
import type { SvgFigureText } from '../../../components/export/svg-export'
import { useExportTheme } from '../../../components/export/export-theme'
import { ExportThemeSelect } from '../../../components/export/export-theme-select'
import type { Theme } from '../../../components/theme/theme'

export interface CalendarExportProps {
  readonly svgRef: RefObject<SVGSVGElement | null>
  /** The picture's title, legend and caption, the legend in the picture's theme. */
  readonly figureIn: (theme: Theme) => SvgFigureText
  /** Gives a copy of the heatmap on screen the colours of another theme. */
  readonly recolor: (copy: SVGSVGElement, theme: Theme) => void
  /** The CSV document, made on demand (a year is 365 rows: no progress needed). */
  readonly csv: () => string
  readonly disabled: boolean
  /** The heatmap is not drawn (the table is shown): the pictures have nothing to copy. */
  readonly pictureDisabled?: boolean
}

export function CalendarExport({
  svgRef,
  figureIn,
  recolor,
  csv,
  disabled,
  pictureDisabled = false,
}: CalendarExportProps) {
  const pictureTitle = pictureDisabled ? 'Show the heatmap to export it as a picture' : undefined
  const [error, setError] = useState<string | undefined>(undefined)
  const theme = useExportTheme()
  const svgText = () => {
    const svg = svgRef.current
    if (!svg) throw new Error('The heatmap is not drawn yet.')
    return figureSvg(svg, figureIn(theme), theme, (copy) => {
      recolor(copy, theme)
    })
  }
  const run = (task: () => Promise<void> | void) => {
    setError(undefined)
    Promise.resolve()
      .then(task)
      .catch((reason: unknown) => {
        setError(reason instanceof Error ? reason.message : 'The export failed.')
      })
  }
  return (
    <div className="calendar-export" role="group" aria-label="Export">
      <button
        type="button"
        className="button button--small"
        disabled={disabled || pictureDisabled}
        title={pictureTitle}
        onClick={() => {
          run(async () => {
            downloadBlob(await svgToPng(svgText()), timestampedName('calendar', 'png'))
          })
        }}
      >
        PNG
      </button>
      <button
        type="button"
        className="button button--small"
        disabled={disabled || pictureDisabled}
        title={pictureTitle}
        onClick={() => {
          run(() => {
            downloadSvgText(svgText(), timestampedName('calendar', 'svg'))
          })
        }}
      >
        SVG
      </button>
      <button
        type="button"
        className="button button--small"
        disabled={disabled}
        onClick={() => {
          run(() => {
            const blob = new Blob([csv()], { type: 'text/csv;charset=utf-8' })
            downloadBlob(blob, timestampedName('calendar-days', 'csv'))
          })
        }}
      >
        CSV of days
      </button>
      <ExportThemeSelect />
      {error ? (
        <p className="calendar-export__error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  )
}
