// The compare chart: each location's daily attendance as a step line (a day's figure holds for
// the whole day; a slope between days would invent the hours between), in the chosen mode
// (compare-series.ts), with a table of the same numbers as its text alternative.
import { CartesianGrid, Line, LineChart, ResponsiveContainer, Tooltip, YAxis } from 'recharts'

import { EVERY_TICK } from '../../../components/charts/axis-ticks'
import { DayAxis } from '../../../components/charts/day-axis'
import type { SavedLocation } from '../../../contract/saved-location'
import { formatDate, formatDayTick } from '../../../utils/dates'
import { formatCompact, formatKpi } from '../../../utils/format'
import type { CompareRow } from './compare-series'
import type { CompareMode } from '../search-schema'

const MARGIN = { top: 8, right: 16, bottom: 0, left: 0 }
const VALUE_AXIS_PX = 48

export const COMPARE_COLORS = ['#2557d6', '#c2410c', '#0f766e', '#7c3aed']

/** What a figure of each mode counts, for the axis, the tooltip and the table. */
export const MODE_UNITS: Readonly<Record<CompareMode, string>> = {
  absolute: 'people',
  area: 'people per km²',
  indexed: 'index, first week = 100',
}

/** A figure of a mode: whole people, people per km² (a decimal under 100), or an index. */
export function modeFigure(value: unknown, mode: CompareMode): string {
  return formatKpi(value, { kind: mode === 'absolute' ? 'count' : 'average' })
}

export function CompareChart({
  located,
  rows,
  mode,
  title,
}: {
  /** The compared locations, in the order of their colours. */
  readonly located: readonly SavedLocation[]
  /** The rows in `mode`; a location left off has no values in them. */
  readonly rows: readonly CompareRow[]
  readonly mode: CompareMode
  readonly title: string
}) {
  const drawn = located.filter((location) =>
    rows.some((row) => typeof row[location.location_id] === 'number'),
  )
  return (
    <>
      <div className="compare-chart__plot" aria-hidden="true">
        <ResponsiveContainer width="100%" height="100%">
          <LineChart data={[...rows]} margin={MARGIN} accessibilityLayer={false}>
            <CartesianGrid stroke="#eff1f4" />
            <DayAxis
              rows={rows.length}
              besidePx={VALUE_AXIS_PX + MARGIN.left + MARGIN.right}
              dataKey="date"
              tickFormatter={formatDayTick}
              tick={{ fontSize: 11 }}
            />
            <YAxis
              tickFormatter={(v: number) => formatCompact(v)}
              tick={{ fontSize: 11 }}
              interval={EVERY_TICK}
              width={VALUE_AXIS_PX}
            />
            <Tooltip
              labelFormatter={formatDate}
              formatter={(value) => modeFigure(Number(value), mode)}
              isAnimationActive={false}
            />
            {located.map((location, index) =>
              drawn.includes(location) ? (
                <Line
                  key={location.location_id}
                  type="step"
                  dataKey={location.location_id}
                  name={location.name}
                  stroke={COMPARE_COLORS[index]}
                  dot={false}
                  strokeWidth={2}
                  isAnimationActive={false}
                />
              ) : null,
            )}
          </LineChart>
        </ResponsiveContainer>
      </div>
      <ul className="compare-chart__legend" aria-label="Lines">
        {drawn.map((location) => (
          <li key={location.location_id}>
            <span
              className="compare-chart__swatch"
              style={{ background: COMPARE_COLORS[located.indexOf(location)] }}
              aria-hidden="true"
            />
            {location.name}
          </li>
        ))}
      </ul>
      <details className="compare-chart__table">
        <summary>{title} as a table</summary>
        <table className="compare-table">
          <caption className="visually-hidden">
            {mode === 'absolute' ? `${title}, ${MODE_UNITS[mode]}` : title}
          </caption>
          <thead>
            <tr>
              <th scope="col">Date</th>
              {drawn.map((location) => (
                <th key={location.location_id} scope="col">
                  {location.name}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.date}>
                <th scope="row">{formatDate(row.date)}</th>
                {drawn.map((location) => (
                  <td key={location.location_id} className="is-numeric">
                    {modeFigure(row[location.location_id], mode)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </>
  )
}
