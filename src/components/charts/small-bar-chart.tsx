// A compact horizontal bar chart (recharts) with a text alternative: the same numbers as a
// visually hidden list, since a screen reader cannot read bars.
import { Bar, BarChart, Rectangle, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts'
import type { BarShapeProps } from 'recharts'

import { formatCompact, formatInteger } from '../../utils/format'
import './charts.css'

export interface BarDatum {
  readonly key: string
  readonly label: string
  readonly value: number
  readonly color?: string
}

const BAR_SIZE = 12
const ROW = 17

export function SmallBarChart({
  title,
  data,
  color = '#2557d6',
  onBarClick,
}: {
  readonly title: string
  readonly data: readonly BarDatum[]
  readonly color?: string
  readonly onBarClick?: (key: string) => void
}) {
  const height = Math.max(ROW * 2, data.length * ROW + 8)
  return (
    <figure className="small-chart">
      <figcaption className="small-chart__title">{title}</figcaption>
      <div className="small-chart__plot" style={{ height }} aria-hidden="true">
        <ResponsiveContainer width="100%" height="100%">
          <BarChart
            layout="vertical"
            accessibilityLayer={false}
            data={data.map((d) => ({ ...d }))}
            margin={{ top: 0, right: 36, bottom: 0, left: 0 }}
            barCategoryGap={2}
          >
            <XAxis type="number" hide />
            <YAxis
              type="category"
              dataKey="label"
              width={124}
              tickLine={false}
              axisLine={false}
              interval={0}
              tick={{ fontSize: 11, fill: '#3b414b' }}
            />
            <Tooltip
              cursor={{ fill: '#eff1f4' }}
              formatter={(value) => formatInteger(Number(value))}
              isAnimationActive={false}
            />
            <Bar
              dataKey="value"
              barSize={BAR_SIZE}
              isAnimationActive={false}
              shape={(props: BarShapeProps) => {
                const entry = data[props.index]
                return (
                  <Rectangle
                    {...props}
                    fill={entry?.color ?? color}
                    cursor={onBarClick ? 'pointer' : undefined}
                  />
                )
              }}
              label={{
                position: 'right',
                fontSize: 11,
                fill: '#535a66',
                formatter: (value: unknown) => formatCompact(Number(value)),
              }}
              onClick={
                onBarClick
                  ? (entry: { payload?: { key?: string } }) => {
                      const key = entry.payload?.key
                      if (key !== undefined) onBarClick(key)
                    }
                  : undefined
              }
            />
          </BarChart>
        </ResponsiveContainer>
      </div>
      <ul className="visually-hidden">
        {data.map((d) => (
          <li key={d.key}>
            {d.label}: {formatInteger(d.value)}
          </li>
        ))}
      </ul>
    </figure>
  )
}
