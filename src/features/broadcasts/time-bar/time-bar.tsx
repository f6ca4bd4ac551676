// The time bar under the broadcasts map: how many of the map's broadcasts start in each hour (or
// each few hours) of the view's period, and the window of hours over it, which colours the counties
// by the broadcasts on air in it (docs/view-habits.md "The time bar", broadcasts).
import { useMemo } from 'react'

import type { PeriodHours } from '../../../components/time-bar/hour-axis'
import { TimeBarFrame } from '../../../components/time-bar/time-bar-frame'
import { formatDateRange } from '../../../utils/dates'
import { formatInteger } from '../../../utils/format'
import { hourBars, perBar } from './hour-bars'
import { usePlayback } from './playback'

export function BroadcastsTimeBar({
  period,
  hours,
  loading,
}: {
  readonly period: PeriodHours
  /** The hour each broadcast on the map starts in; undefined while the first page loads. */
  readonly hours: Float64Array | undefined
  readonly loading: boolean
}) {
  const playback = usePlayback()
  const model = useMemo(() => hours && hourBars(period, hours), [period, hours])
  if (!model) {
    return (
      <div
        className="time-bar time-bar--loading"
        role="status"
        aria-label="Loading broadcasts per hour"
      />
    )
  }
  const every = perBar(model.size)
  const dates = formatDateRange(period.gte, period.lte)
  const summary = model.peak
    ? `Broadcasts on air ${every}, by scheduled start, ${dates}; busiest ${model.peak.title}`
    : `No broadcast on air in ${dates}`
  return (
    <TimeBarFrame
      model={model}
      playback={playback}
      summary={summary}
      peakLabel={`${every.charAt(0).toUpperCase()}${every.slice(1)}${model.peak ? ` · peak ${formatInteger(model.peak.count)}` : ''}`}
      loading={loading}
    />
  )
}
