// An event's demand impact pattern per vertical (design.md impact_patterns): one line per
// vertical over the days around the event, with a text table for screen readers.
import {
  CartesianGrid,
  Legend,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts'

import type { Event } from '../../contract/event'
import './charts.css'

type Pattern = NonNullable<Event['impact_patterns']>[number]

const VERTICAL_COLORS: Readonly<Record<Pattern['vertical'], string>> = {
  accommodation: '#2557d6',
  hospitality: '#c2410c',
  retail: '#15803d',
}

/** One row per day with a value per vertical, for the chart. */
export function impactRows(patterns: readonly Pattern[]): Record<string, string | number>[] {
  const byDate = new Map<string, Record<string, string | number>>()
  for (const pattern of patterns) {
    for (const impact of pattern.impacts) {
      const row = byDate.get(impact.date_local) ?? { date: impact.date_local }
      row[pattern.vertical] = impact.value
      byDate.set(impact.date_local, row)
    }
  }
  return [...byDate.values()].sort((a, b) => String(a.date).localeCompare(String(b.date)))
}

export function ImpactChart({ patterns }: { readonly patterns: readonly Pattern[] }) {
  const rows = impactRows(patterns)
  return (
    <figure className="small-chart">
      <figcaption className="small-chart__title">Demand impact by day</figcaption>
      <div className="small-chart__plot" style={{ height: 140 }} aria-hidden="true">
        <ResponsiveContainer width="100%" height="100%">
          <LineChart
            accessibilityLayer={false}
            data={rows}
            margin={{ top: 4, right: 8, bottom: 0, left: -24 }}
          >
            <CartesianGrid stroke="#eff1f4" vertical={false} />
            <XAxis
              dataKey="date"
              tick={{ fontSize: 10 }}
              tickFormatter={(d: string) => d.slice(5)}
            />
            <YAxis tick={{ fontSize: 10 }} />
            <Tooltip isAnimationActive={false} />
            <Legend wrapperStyle={{ fontSize: 11 }} />
            {patterns.map((pattern) => (
              <Line
                key={pattern.vertical}
                type="monotone"
                dataKey={pattern.vertical}
                stroke={VERTICAL_COLORS[pattern.vertical]}
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
          {patterns.flatMap((pattern) =>
            pattern.impacts.map((impact) => (
              <tr key={`${pattern.vertical}-${impact.date_local}`}>
                <td>{pattern.vertical}</td>
                <td>{impact.date_local}</td>
                <td>{impact.position.replace('_', ' ')}</td>
                <td>{impact.value}</td>
              </tr>
            )),
          )}
        </tbody>
      </table>
    </figure>
  )
}
