// Stacked bars or step areas by day or by week (rank levels, viewership by sport), sharing the
// brush and the highlighted span with the other charts.
import { useMemo } from 'react'
import {
  Area,
  Bar,
  ComposedChart,
  ReferenceArea,
  ResponsiveContainer,
  Tooltip,
  YAxis,
} from 'recharts'

import { DayAxis } from '../../../components/charts/day-axis'
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
import type { SeriesRow } from './series'
import type { BrushHandlers } from './use-brush'

export function StackedChart({
  rows,
  series,
  kind,
  selection,
  draft,
  brush,
  height = CHART_HEIGHT,
}: {
  readonly rows: readonly SeriesRow[]
  readonly series: readonly {
    readonly key: string
    readonly label: string
    readonly color: string
  }[]
  readonly kind: 'bar' | 'area'
  readonly selection: DaySpan | undefined
  readonly draft: DaySpan | undefined
  readonly brush: BrushHandlers
  readonly height?: number
}) {
  // One array while the rows are the same: recharts recomputes its layout for a new one.
  const data = useMemo(() => [...rows], [rows])
  const shade = draft ?? selection
  return (
    <ResponsiveContainer width="100%" height={height}>
      <ComposedChart
        data={data}
        margin={CHART_MARGIN}
        accessibilityLayer={false}
        barCategoryGap={1}
        {...brush}
      >
        <DayAxis {...dayAxisProps(data.length)} />
        <YAxis {...yAxisProps} allowDecimals={false} />
        <Tooltip
          isAnimationActive={false}
          labelFormatter={rowHeading}
          formatter={(value) => formatInteger(Number(value))}
        />
        {series.map((s) =>
          kind === 'bar' ? (
            <Bar
              key={s.key}
              dataKey={s.key}
              name={s.label}
              stackId="stack"
              fill={s.color}
              isAnimationActive={false}
            />
          ) : (
            <Area
              key={s.key}
              dataKey={s.key}
              name={s.label}
              stackId="stack"
              type={CURVE}
              stroke={s.color}
              fill={s.color}
              fillOpacity={0.75}
              isAnimationActive={false}
              connectNulls={false}
            />
          ),
        )}
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
