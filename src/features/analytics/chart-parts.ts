// Settings every daily chart shares, so the four charts line up day for day when stacked.
// Days are written by src/utils/dates.ts (docs/view-habits.md "Dates"): `5 Mar` on the axis.
import { formatDayTick } from '../../utils/dates'
import { formatCompact } from '../../utils/format'

export const CHART_HEIGHT = 260
export const CHART_MARGIN = { top: 8, right: 16, bottom: 0, left: 0 }
export const TICK = { fontSize: 11, fill: '#3b414b' }

export const xAxisProps = {
  dataKey: 'date',
  tickFormatter: formatDayTick,
  tick: TICK,
  minTickGap: 28,
  tickLine: false,
  stroke: '#8a919c',
} as const

export const yAxisProps = {
  tickFormatter: (v: unknown) => formatCompact(v),
  tick: TICK,
  width: 56,
  stroke: '#8a919c',
} as const

/** The brushed span, drawn the same on every chart. */
export const SELECTION_FILL = '#2557d6'
