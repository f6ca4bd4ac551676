// Settings every daily chart shares, so the four charts line up day for day when stacked.
// Days are written by src/utils/dates.ts (docs/view-habits.md "Dates"): `5 Mar` on the axis.
// A day's figure holds for the whole day, so series are drawn as steps or bars (`CURVE`): a
// line from one day to the next would draw a one-day event as a three-day slope.
import { formatDate, formatDateRange, formatDayTick } from '../../../utils/dates'
import { formatCompact } from '../../../utils/format'
import { EVERY_TICK } from '../../../components/charts/axis-ticks'

export const CHART_HEIGHT = 260
export const CHART_MARGIN = { top: 8, right: 16, bottom: 0, left: 0 }
export const TICK = { fontSize: 11, fill: '#3b414b' }

const VALUE_AXIS_PX = 56

/**
 * The day axis (components/charts/day-axis.tsx) of a chart of `rows` rows: every n-th day
 * labelled, spaced wider than the smaller charts' so that the main column holds about a dozen.
 */
export function dayAxisProps(rows: number) {
  return {
    rows,
    labelPx: 72,
    besidePx: VALUE_AXIS_PX + CHART_MARGIN.left + CHART_MARGIN.right,
    dataKey: 'date',
    tickFormatter: formatDayTick,
    tick: TICK,
    tickLine: false,
    stroke: '#8a919c',
  } as const
}

export const yAxisProps = {
  tickFormatter: (v: unknown) => formatCompact(v),
  tick: TICK,
  interval: EVERY_TICK,
  width: VALUE_AXIS_PX,
  stroke: '#8a919c',
} as const

/** The brushed span, drawn the same on every chart. */
export const SELECTION_FILL = '#2557d6'

/** Daily (or weekly) figures as flat steps centred on their day, never slopes between days. */
export const CURVE = 'step'

/**
 * A tooltip's heading: the day, or a week bin's first and last day (weekly.ts rows carry `last`).
 * Recharts hands the hovered row over as the payload's `payload`.
 */
export function rowHeading(label: unknown, payload: readonly { readonly payload?: unknown }[]) {
  const row: unknown = payload[0]?.payload
  const last =
    typeof row === 'object' && row !== null && 'last' in row && typeof row.last === 'string'
      ? row.last
      : undefined
  if (last !== undefined && typeof label === 'string') return formatDateRange(label, last)
  return formatDate(label)
}
