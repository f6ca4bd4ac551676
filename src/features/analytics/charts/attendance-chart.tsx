// Predicted attendance per category, by day or by week (weekly.ts): stacked step areas for
// additive statistics (sum, count), step lines for the others (stacked maxima or medians would add
// up to nothing real). A dotted line marks the average of what is shown.
import { useMemo } from 'react'
import { useChartInk } from '../../../components/charts/chart-ink'
import { DayAxis } from '../../../components/charts/day-axis'
import {
  Area,
  ComposedChart,
  Line,
  ReferenceArea,
  ReferenceLine,
  ResponsiveContainer,
  Tooltip,
  YAxis,
} from 'recharts'

import type { FeatureStat } from '../../../contract/enums'
import { formatCompact, formatInteger } from '../../../utils/format'
import {
  CHART_HEIGHT,
  CHART_MARGIN,
  CURVE,
  SELECTION_FILL,
  TICK,
  rowHeading,
  dayAxisProps,
  yAxisProps,
} from './chart-parts'
import type { SeriesInfo } from '../feature-keys'
import type { DaySpan } from '../../../components/compare/period-change'
import type { SeriesRow } from './series'
import type { BrushHandlers } from './use-brush'

export function AttendanceChart({
  rows,
  series,
  stacked,
  average,
  selection,
  draft,
  brush,
}: {
  readonly rows: readonly SeriesRow[]
  readonly series: readonly SeriesInfo<string>[]
  readonly stat: FeatureStat
  readonly stacked: boolean
  readonly average: number | undefined
  readonly selection: DaySpan | undefined
  readonly draft: DaySpan | undefined
  readonly brush: BrushHandlers
}) {
  // One array while the rows are the same: recharts recomputes its layout for a new one.
  const data = useMemo(() => [...rows], [rows])
  const shade = draft ?? selection
  const ink = useChartInk()
  return (
    <ResponsiveContainer width="100%" height={CHART_HEIGHT}>
      <ComposedChart data={data} margin={CHART_MARGIN} accessibilityLayer={false} {...brush}>
        <DayAxis {...dayAxisProps(data.length)} />
        <YAxis {...yAxisProps} />
        <Tooltip
          isAnimationActive={false}
          labelFormatter={rowHeading}
          formatter={(value) => formatInteger(Number(value))}
        />
        {series.map((s) =>
          stacked ? (
            <Area
              key={s.key}
              dataKey={s.key}
              name={s.label}
              stackId="attendance"
              type={CURVE}
              stroke={s.color}
              fill={s.color}
              fillOpacity={0.75}
              isAnimationActive={false}
              connectNulls={false}
            />
          ) : (
            <Line
              key={s.key}
              dataKey={s.key}
              name={s.label}
              type={CURVE}
              stroke={s.color}
              strokeWidth={1.5}
              dot={false}
              isAnimationActive={false}
              connectNulls={false}
            />
          ),
        )}
        {average !== undefined ? (
          <ReferenceLine
            y={average}
            stroke={ink}
            strokeWidth={1.5}
            strokeDasharray="1 3"
            label={{
              value: `Average ${formatCompact(average)}`,
              position: 'insideTopRight',
              ...TICK,
            }}
          />
        ) : null}
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
