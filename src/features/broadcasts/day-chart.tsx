// Viewers per day as columns (recharts), with the same numbers as a table for screen readers.
import { Bar, BarChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts'

import { formatCompact, formatInteger } from '../../utils/format'
import '../../components/charts/charts.css'

const dayLabel = (day: string): string => {
  const date = new Date(`${day}T00:00:00Z`)
  return Number.isNaN(date.getTime())
    ? day
    : date.toLocaleDateString('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' })
}

export function DayChart({
  title,
  data,
}: {
  readonly title: string
  readonly data: readonly { readonly day: string; readonly value: number }[]
}) {
  const rows = data.map((d) => ({ ...d, label: dayLabel(d.day) }))
  return (
    <figure className="small-chart">
      <figcaption className="small-chart__title">{title}</figcaption>
      <div className="small-chart__plot" style={{ height: 132 }} aria-hidden="true">
        <ResponsiveContainer width="100%" height="100%">
          <BarChart
            data={rows}
            accessibilityLayer={false}
            margin={{ top: 4, right: 4, bottom: 0, left: 0 }}
          >
            <XAxis
              dataKey="label"
              tickLine={false}
              tick={{ fontSize: 10, fill: '#3b414b' }}
              minTickGap={8}
            />
            <YAxis
              width={40}
              tickLine={false}
              axisLine={false}
              tick={{ fontSize: 10, fill: '#3b414b' }}
              tickFormatter={(value: number) => formatCompact(value)}
            />
            <Tooltip
              cursor={{ fill: '#eff1f4' }}
              formatter={(value) => [formatInteger(Number(value)), 'Viewers']}
              isAnimationActive={false}
            />
            <Bar dataKey="value" fill="#3182bd" isAnimationActive={false} />
          </BarChart>
        </ResponsiveContainer>
      </div>
      <table className="visually-hidden">
        <caption>{title}</caption>
        <thead>
          <tr>
            <th scope="col">Day</th>
            <th scope="col">Viewers</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((d) => (
            <tr key={d.day}>
              <td>{d.day}</td>
              <td>{formatInteger(d.value)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  )
}
