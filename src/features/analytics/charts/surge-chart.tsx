// Daily total attendance with the surge days of /v1/demand-surge/ as vertical bands and the
// surge threshold as a dashed line. Clicking a day picks it (the view lists its biggest events).
import { useMemo } from 'react'
import { useChartInk } from '../../../components/charts/chart-ink'
import { DayAxis } from '../../../components/charts/day-axis'
import {
  Bar,
  ComposedChart,
  Line,
  ReferenceArea,
  ResponsiveContainer,
  Tooltip,
  YAxis,
} from 'recharts'
import type { BarShapeProps } from 'recharts'

import { formatInteger } from '../../../utils/format'
import {
  CHART_HEIGHT,
  CHART_MARGIN,
  CURVE,
  SELECTION_FILL,
  rowHeading,
  dayAxisProps,
  yAxisProps,
} from './chart-parts'
import type { DaySpan } from '../../../components/compare/period-change'
import type { BrushHandlers } from './use-brush'

export const THRESHOLD_COLOR = '#c0392b'
export const BAND_COLOR = '#e4572e'

export interface SurgeRow {
  readonly date: string
  readonly total: number | null
  readonly threshold: number | null
  /** The band's height on a surge day (the top of the plot), else null. */
  readonly band: number | null
}

export function SurgeChart({
  rows,
  selectedDay,
  selection,
  draft,
  brush,
  onDayClick,
  height = CHART_HEIGHT,
}: {
  readonly rows: readonly SurgeRow[]
  readonly selectedDay: string | undefined
  readonly selection: DaySpan | undefined
  readonly draft: DaySpan | undefined
  readonly brush: BrushHandlers
  /** A band was clicked: its day. */
  readonly onDayClick: (date: string) => void
  /** The plot's height in CSS pixels; a location's brief draws it lower to fit its page. */
  readonly height?: number
}) {
  // One array while the rows are the same: recharts recomputes its layout for a new one.
  const data = useMemo(() => [...rows], [rows])
  const shade = draft ?? selection
  const ink = useChartInk()
  return (
    <ResponsiveContainer width="100%" height={height}>
      <ComposedChart
        data={data}
        margin={CHART_MARGIN}
        accessibilityLayer={false}
        barCategoryGap={0}
        {...brush}
      >
        <DayAxis {...dayAxisProps(data.length)} />
        <YAxis {...yAxisProps} />
        <Tooltip
          isAnimationActive={false}
          labelFormatter={rowHeading}
          formatter={(value, name) => (name === 'Surge day' ? 'yes' : formatInteger(Number(value)))}
        />
        <Bar
          dataKey="band"
          name="Surge day"
          isAnimationActive={false}
          shape={(props: BarShapeProps) => (
            <SurgeBand {...props} selectedDay={selectedDay} onPick={onDayClick} />
          )}
        />
        <Line
          dataKey="total"
          name="Total attendance"
          type={CURVE}
          stroke={ink}
          strokeWidth={1.5}
          dot={false}
          isAnimationActive={false}
          connectNulls={false}
        />
        <Line
          dataKey="threshold"
          name="Surge threshold"
          type={CURVE}
          stroke={THRESHOLD_COLOR}
          strokeWidth={1.5}
          strokeDasharray="6 3"
          dot={false}
          isAnimationActive={false}
          connectNulls={false}
        />
        {shade ? (
          <ReferenceArea
            x1={shade.gte}
            x2={shade.lte}
            fill={SELECTION_FILL}
            fillOpacity={0.1}
            stroke={SELECTION_FILL}
            strokeOpacity={0.4}
          />
        ) : null}
      </ComposedChart>
    </ResponsiveContainer>
  )
}

/** One band; it names its date so a test (and the SVG export) can tell which day it marks. */
function SurgeBand(
  props: BarShapeProps & {
    readonly selectedDay: string | undefined
    readonly onPick: (date: string) => void
  },
) {
  const { x, y, width, height, selectedDay, onPick } = props
  const payload: unknown = props.payload
  const date = isSurgeRow(payload) ? payload.date : undefined
  if (date === undefined || !Number.isFinite(height) || height <= 0) return null
  return (
    <rect
      className="surge-band"
      data-date={date}
      x={x}
      y={y}
      width={Math.max(width, 2)}
      height={height}
      fill={BAND_COLOR}
      fillOpacity={date === selectedDay ? 0.45 : 0.2}
      // The band itself takes the click: the chart's own press-and-release reads the day from the
      // hover state, which a click that arrives without a hover (a tap, a quick click) lacks.
      style={{ cursor: 'pointer' }}
      onClick={() => {
        onPick(date)
      }}
    />
  )
}

function isSurgeRow(value: unknown): value is SurgeRow {
  return (
    typeof value === 'object' && value !== null && 'date' in value && typeof value.date === 'string'
  )
}
