// The time bar under the events map: how many of the matches are active on each day of the
// view's period, an event counted on every day it runs (the calendar endpoint's `count`), so an
// analyst sees the busy days before reading the list; and the time window over it, which lights
// the map by day (docs/view-habits.md "The time bar"; the bar itself is the shared one of
// src/components/time-bar/).
import { useMemo } from 'react'

import { SelectField } from '../../../components/filters/select-field'
import { TimeBarFrame } from '../../../components/time-bar/time-bar-frame'
import type { CalendarDay } from '../../../contract/event'
import { formatDateRange, formatDateWithWeekday } from '../../../utils/dates'
import { formatInteger } from '../../../utils/format'
import { usePlayback } from './playback'
import { timeBarModel } from './time-bar-model'
import type { BarMeasure, TimeBarDay } from './time-bar-model'

const dayText = (day: TimeBarDay, measure: BarMeasure) =>
  measure === 'attendance'
    ? `${formatDateWithWeekday(day.date)}: ${formatInteger(day.count)} people expected`
    : `${formatDateWithWeekday(day.date)}: ${formatInteger(day.count)} ${day.count === 1 ? 'event' : 'events'} active`

const MEASURE_NAMES: Record<BarMeasure, string> = { events: 'Events', attendance: 'Attendance' }

export function TimeBar({
  calendar,
  gte,
  lte,
  loading,
  measure,
  attendance,
  onMeasure,
}: {
  /** The calendar's days of the view's filters; undefined while the first answer loads. */
  readonly calendar: ReadonlyMap<string, CalendarDay> | undefined
  readonly gte: string
  readonly lte: string
  /** True while newer days are asked for: the bars shown are the previous filters'. */
  readonly loading: boolean
  readonly measure: BarMeasure
  /** People expected each day of the period (attendance-days.ts), when weighted. */
  readonly attendance: ArrayLike<number> | undefined
  readonly onMeasure: (measure: BarMeasure) => void
}) {
  const playback = usePlayback()
  const model = useMemo(() => {
    const days = calendar
      ? timeBarModel(calendar, gte, lte, measure === 'attendance' ? attendance : undefined)
      : undefined
    if (!days) return undefined
    const bars = days.days.map((day) => ({ ...day, units: 1, title: dayText(day, measure) }))
    return {
      days,
      bars,
      peak: bars.find((bar) => bar.date === days.peak?.date),
      ticks: days.ticks,
      units: days.days.length,
    }
  }, [calendar, gte, lte, measure, attendance])
  if (!model) {
    return (
      <div
        className="time-bar time-bar--loading"
        role="status"
        aria-label="Loading events per day"
      />
    )
  }
  const { peak } = model.days
  const summary = peak
    ? `${measure === 'attendance' ? 'Predicted attendance' : 'Events active'} per day, ${formatDateRange(gte, lte)}; busiest ${dayText(peak, measure)}`
    : `No event active on any day of ${formatDateRange(gte, lte)}`
  return (
    <TimeBarFrame
      model={model}
      playback={playback}
      summary={summary}
      peakLabel={
        peak
          ? `Peak ${formatInteger(peak.count)}${measure === 'attendance' ? ' people' : ''}`
          : undefined
      }
      loading={loading}
      controls={
        <SelectField
          inline
          label="Bars show"
          value={measure}
          options={(['events', 'attendance'] as const).map((value) => ({
            value,
            label: MEASURE_NAMES[value],
          }))}
          onChange={onMeasure}
        />
      }
    />
  )
}
