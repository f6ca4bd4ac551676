// Settings every daily chart shares, so the four charts line up day for day when stacked.
import { formatCompact } from '../../utils/format'

const dayFormat = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  timeZone: 'UTC',
})
const longDayFormat = new Intl.DateTimeFormat('en-US', {
  weekday: 'short',
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
})

/** `2026-03-05` -> `Mar 5`. */
export function shortDay(date: unknown): string {
  if (typeof date !== 'string') return ''
  const ms = Date.parse(`${date}T00:00:00Z`)
  return Number.isNaN(ms) ? date : dayFormat.format(ms)
}

/** `2026-03-05` -> `Thu, Mar 5, 2026`. */
export function longDay(date: string): string {
  const ms = Date.parse(`${date}T00:00:00Z`)
  return Number.isNaN(ms) ? date : longDayFormat.format(ms)
}

export const CHART_HEIGHT = 260
export const CHART_MARGIN = { top: 8, right: 16, bottom: 0, left: 0 }
export const TICK = { fontSize: 11, fill: '#3b414b' }

export const xAxisProps = {
  dataKey: 'date',
  tickFormatter: shortDay,
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
