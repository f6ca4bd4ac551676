// Viewers per local day as columns (recharts), with both axes (they travel into the exported
// file), and the same numbers as a table for screen readers.
import { Bar, BarChart, ResponsiveContainer, Tooltip, YAxis } from 'recharts'

import { EVERY_TICK } from '../../../components/charts/axis-ticks'
import { DayAxis } from '../../../components/charts/day-axis'
import { formatDate, formatDayTick } from '../../../utils/dates'
import { formatCompact, formatInteger } from '../../../utils/format'

export const DAY_CHART_COLOR = '#3182bd'

const AXIS_TICK = { fontSize: 10, fill: '#3b414b' }
const VALUE_AXIS_PX = 40
const MARGIN = { top: 4, right: 4, bottom: 0, left: 0 }

type DayData = readonly { readonly day: string; readonly value: number }[]

export function DayChart({ data }: { readonly data: DayData }) {
  const rows = data.map((d) => ({ ...d, label: formatDayTick(d.day) }))
  return (
    <div style={{ height: 140 }}>
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={rows} accessibilityLayer={false} margin={MARGIN}>
          <DayAxis
            rows={rows.length}
            besidePx={VALUE_AXIS_PX + MARGIN.left + MARGIN.right}
            dataKey="label"
            tickLine={false}
            tick={AXIS_TICK}
          />
          <YAxis
            width={VALUE_AXIS_PX}
            interval={EVERY_TICK}
            tickLine={false}
            tick={AXIS_TICK}
            tickFormatter={(value: number) => formatCompact(value)}
          />
          <Tooltip
            cursor={{ fill: '#eff1f4' }}
            formatter={(value) => [formatInteger(Number(value)), 'Viewers']}
            isAnimationActive={false}
          />
          <Bar dataKey="value" fill={DAY_CHART_COLOR} isAnimationActive={false} />
        </BarChart>
      </ResponsiveContainer>
    </div>
  )
}

export function DayTable({ title, data }: { readonly title: string; readonly data: DayData }) {
  return (
    // The class on a wrapper: a table ignores the 1px box of `.visually-hidden` and would widen the page.
    <div className="visually-hidden">
      <table>
        <caption>{title}</caption>
        <thead>
          <tr>
            <th scope="col">Day</th>
            <th scope="col">Viewers</th>
          </tr>
        </thead>
        <tbody>
          {data.map((d) => (
            <tr key={d.day}>
              <td>{formatDate(d.day)}</td>
              <td>{formatInteger(d.value)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
