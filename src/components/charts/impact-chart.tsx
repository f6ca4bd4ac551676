// An event's demand impact pattern per vertical (docs/architecture.md impact_patterns): one step
// line per vertical over the days around the event (a day's value holds for the whole day), with
// a text table for screen readers. Values go through the display helpers (src/utils/display.ts):
// an odd pattern shows as written, a gap or a dash.
import {
  CartesianGrid,
  Legend,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  YAxis,
} from 'recharts'

import type { Event } from '../../contract/event'
import { formatDate, formatDayTick } from '../../utils/dates'
import { formatOr, isFiniteNumber, isText, rawText, recordsOf } from '../../utils/display'
import { EVERY_TICK } from './axis-ticks'
import { DayAxis } from './day-axis'
import './charts.css'

type Pattern = NonNullable<Event['impact_patterns']>[number]

const VERTICAL_COLORS: Readonly<Record<string, string>> = {
  accommodation: '#2557d6',
  hospitality: '#c2410c',
  retail: '#15803d',
} satisfies Readonly<Record<Pattern['vertical'], string>>

/** A vertical the contract does not list yet still gets a line, in a neutral colour. */
const OTHER_VERTICAL_COLOR = '#535a66'

/**
 * Recharts' value axis (60 px) less the chart's negative left margin, and its right margin, which
 * leaves room for half of the last day's label.
 */
const BESIDE_DAYS_PX = 60 - 24 + 20

type ImpactRow = Record<string, string | number | null>

/** One row per day with a value per vertical, for the chart; a value that is not a number is a gap. */
export function impactRows(patterns: readonly Pattern[]): ImpactRow[] {
  const byDate = new Map<string, ImpactRow>()
  for (const pattern of recordsOf(patterns)) {
    for (const impact of recordsOf(pattern.impacts)) {
      const date = rawText(impact.date_local)
      const row = byDate.get(date) ?? { date }
      row[rawText(pattern.vertical)] = isFiniteNumber(impact.value) ? impact.value : null
      byDate.set(date, row)
    }
  }
  return [...byDate.values()].sort((a, b) => String(a.date).localeCompare(String(b.date)))
}

export function ImpactChart({ patterns: given }: { readonly patterns: readonly Pattern[] }) {
  const patterns = recordsOf(given)
  const rows = impactRows(patterns)
  return (
    <figure className="small-chart">
      <figcaption className="small-chart__title">Demand impact by day</figcaption>
      <div className="small-chart__plot" style={{ height: 140 }} aria-hidden="true">
        <ResponsiveContainer width="100%" height="100%">
          <LineChart
            accessibilityLayer={false}
            data={rows}
            margin={{ top: 4, right: 20, bottom: 0, left: -24 }}
          >
            <CartesianGrid stroke="#eff1f4" vertical={false} />
            <DayAxis
              rows={rows.length}
              besidePx={BESIDE_DAYS_PX}
              dataKey="date"
              tick={{ fontSize: 10 }}
              tickFormatter={formatDayTick}
            />
            <YAxis tick={{ fontSize: 10 }} interval={EVERY_TICK} />
            <Tooltip isAnimationActive={false} labelFormatter={formatDate} />
            <Legend wrapperStyle={{ fontSize: 11 }} />
            {patterns.map((pattern, index) => (
              <Line
                key={index}
                type="step"
                dataKey={rawText(pattern.vertical)}
                stroke={VERTICAL_COLORS[rawText(pattern.vertical)] ?? OTHER_VERTICAL_COLOR}
                dot={false}
                strokeWidth={2}
                isAnimationActive={false}
              />
            ))}
          </LineChart>
        </ResponsiveContainer>
      </div>
      <table className="visually-hidden">
        <caption>Demand impact by day</caption>
        <thead>
          <tr>
            <th scope="col">Vertical</th>
            <th scope="col">Date</th>
            <th scope="col">Position</th>
            <th scope="col">Value</th>
          </tr>
        </thead>
        <tbody>
          {patterns.flatMap((pattern, p) =>
            recordsOf(pattern.impacts).map((impact, i) => (
              <tr key={`${p}-${i}`}>
                <td>{rawText(pattern.vertical)}</td>
                <td>{formatDate(impact.date_local)}</td>
                <td>{formatOr(impact.position, isText, (text) => text.replace('_', ' '))}</td>
                <td>{rawText(impact.value)}</td>
              </tr>
            )),
          )}
        </tbody>
      </table>
    </figure>
  )
}
