// A day axis labelled every n-th day, as many labels as the chart's width holds: the step comes
// from the width and a label's width rather than from measuring each label (axis-ticks.ts). A
// component inside the chart, so that it reads the chart's width as the chart lays out.
import { XAxis, useChartWidth } from 'recharts'
import type { XAxisProps } from 'recharts'

import { tickInterval } from './axis-ticks'

/** A `29 Nov` label at 10 or 11 px with room either side. */
const DAY_LABEL_PX = 48

export function DayAxis({
  rows,
  labelPx = DAY_LABEL_PX,
  besidePx = 0,
  ...axis
}: Omit<XAxisProps, 'interval'> & {
  /** Rows (days) on the axis. */
  readonly rows: number
  /** The width a day's label takes with its gap, in CSS pixels; more spaces the labels wider. */
  readonly labelPx?: number
  /** The chart's width not under the axis (the value axis, margins). */
  readonly besidePx?: number
}) {
  const width = useChartWidth() ?? 0
  const fit = Math.max(1, Math.floor((width - besidePx) / labelPx))
  return <XAxis {...axis} interval={tickInterval(rows, fit)} />
}
