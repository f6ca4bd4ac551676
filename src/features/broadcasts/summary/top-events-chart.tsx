// The events watched most, as horizontal bars (recharts). Each event's title is written above its
// bar, across the chart's width: titles of one league start alike ("MLS Cup: …"), so the few
// characters a category axis has room for would not tell them apart. The value axis stays visible,
// so the exported file has its axis too.
import { Bar, BarChart, Rectangle, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts'
import type { BarShapeProps } from 'recharts'

import { EVERY_TICK } from '../../../components/charts/axis-ticks'
import { formatCompact, formatInteger } from '../../../utils/format'

export const TOP_EVENTS_COLOR = '#3182bd'

export interface TopEvent {
  readonly eventId: string
  readonly title: string
  readonly value: number
  readonly counties: number
}

const ROW = 32
const BAR = 11
const AXIS = 22
/** About what a 10px title fits across the summary column. */
const TITLE_CHARS = 48

const short = (title: string): string =>
  title.length > TITLE_CHARS ? `${title.slice(0, TITLE_CHARS - 1)}…` : title

export function TopEventsChart({
  data,
  onEvent,
}: {
  readonly data: readonly TopEvent[]
  readonly onEvent: (eventId: string) => void
}) {
  const rows = data.map((d) => ({ ...d, label: short(d.title) }))
  return (
    <div style={{ height: rows.length * ROW + AXIS + 12 }}>
      <ResponsiveContainer width="100%" height="100%">
        <BarChart
          layout="vertical"
          accessibilityLayer={false}
          data={rows}
          margin={{ top: 12, right: 40, bottom: 0, left: 4 }}
        >
          <XAxis
            type="number"
            tickLine={false}
            tick={{ fontSize: 10, fill: '#3b414b' }}
            tickFormatter={(value: number) => formatCompact(value)}
            interval={EVERY_TICK}
            height={AXIS}
          />
          <YAxis type="category" dataKey="label" hide />
          <Tooltip
            cursor={{ fill: '#eff1f4' }}
            labelFormatter={(_, payload) => {
              const row: unknown = payload[0]?.payload
              return typeof row === 'object' && row !== null && 'title' in row
                ? String(row.title)
                : ''
            }}
            formatter={(value) => [formatInteger(Number(value)), 'Viewers']}
            isAnimationActive={false}
          />
          <Bar
            dataKey="value"
            barSize={BAR}
            isAnimationActive={false}
            shape={(props: BarShapeProps) => (
              <g>
                <text x={props.x} y={props.y - 4} fontSize={10} className="chart-text">
                  {rows[props.index]?.label ?? ''}
                </text>
                <Rectangle {...props} fill={TOP_EVENTS_COLOR} cursor="pointer" />
              </g>
            )}
            label={{
              position: 'right',
              fontSize: 10,
              fill: '#535a66',
              formatter: (value: unknown) => formatCompact(Number(value)),
            }}
            onClick={(entry: { payload?: { eventId?: string } }) => {
              const id = entry.payload?.eventId
              if (id !== undefined) onEvent(id)
            }}
          />
        </BarChart>
      </ResponsiveContainer>
    </div>
  )
}

export function TopEventsList({
  title,
  data,
}: {
  readonly title: string
  readonly data: readonly TopEvent[]
}) {
  return (
    // The class on a wrapper: a table ignores the 1px box of `.visually-hidden` and would widen the page.
    <div className="visually-hidden">
      <table>
        <caption>{title}</caption>
        <thead>
          <tr>
            <th scope="col">Event</th>
            <th scope="col">Viewers</th>
            <th scope="col">Counties</th>
          </tr>
        </thead>
        <tbody>
          {data.map((d) => (
            <tr key={d.eventId}>
              <td>{d.title}</td>
              <td>{formatInteger(d.value)}</td>
              <td>{formatInteger(d.counties)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
