// Exports of the heatmap: PNG and SVG with the legend and a caption of the filters, and the days
// as CSV. The pictures are made from the SVG on screen (components/export/svg-export.ts).
import { useState } from 'react'
import type { RefObject } from 'react'

import { downloadBlob, timestampedName } from '../../components/export/download'
import { downloadSvgText, figureSvg, svgToPng } from '../../components/export/svg-export'
import type { SvgFigureText } from '../../components/export/svg-export'

export interface CalendarExportProps {
  readonly svgRef: RefObject<SVGSVGElement | null>
  readonly figure: SvgFigureText
  /** The CSV document, made on demand (a year is 365 rows: no progress needed). */
  readonly csv: () => string
  readonly disabled: boolean
  /** The heatmap is not drawn (the table is shown): the pictures have nothing to copy. */
  readonly pictureDisabled?: boolean
}

export function CalendarExport({
  svgRef,
  figure,
  csv,
  disabled,
  pictureDisabled = false,
}: CalendarExportProps) {
  const pictureTitle = pictureDisabled ? 'Show the heatmap to export it as a picture' : undefined
  const [error, setError] = useState<string | undefined>(undefined)
  const svgText = () => {
    const svg = svgRef.current
    if (!svg) throw new Error('The heatmap is not drawn yet.')
    return figureSvg(svg, figure)
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
      {error ? (
        <p className="calendar-export__error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  )
}
