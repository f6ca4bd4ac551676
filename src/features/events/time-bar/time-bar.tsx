// The time bar under the events map: how many of the matches are active on each day of the
// view's period, an event counted on every day it runs (the calendar endpoint's `count`), so an
// analyst sees the busy days before reading the list; and the time window over it, which lights
// the map by day (docs/view-habits.md "The time bar").
import { memo, useMemo } from 'react'

import type { CalendarDay } from '../../../contract/event'
import { formatDateRange, formatDateWithWeekday } from '../../../utils/dates'
import { formatInteger } from '../../../utils/format'
import { usePlayback } from './playback'
import { TimeBarControls } from './time-bar-controls'
import { timeBarModel } from './time-bar-model'
import type { BarMeasure, TimeBarDay, TimeBarModel } from './time-bar-model'
import { WindowTrack } from './window-track'
import './time-bar.css'

const dayText = (day: TimeBarDay, measure: BarMeasure) =>
  measure === 'attendance'
    ? `${formatDateWithWeekday(day.date)}: ${formatInteger(day.count)} people expected`
    : `${formatDateWithWeekday(day.date)}: ${formatInteger(day.count)} ${day.count === 1 ? 'event' : 'events'} active`

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
  const model = useMemo(
    () =>
      calendar
        ? timeBarModel(calendar, gte, lte, measure === 'attendance' ? attendance : undefined)
        : undefined,
    [calendar, gte, lte, measure, attendance],
  )
  if (!model) {
    return (
      <div
        className="time-bar time-bar--loading"
        role="status"
        aria-label="Loading events per day"
      />
    )
  }
  const summary = model.peak
    ? `${measure === 'attendance' ? 'Predicted attendance' : 'Events active'} per day, ${formatDateRange(gte, lte)}; busiest ${dayText(model.peak, measure)}`
    : `No event active on any day of ${formatDateRange(gte, lte)}`
  return (
    <figure className={`time-bar${loading ? ' is-loading' : ''}`} aria-busy={loading}>
      {playback ? (
        <TimeBarControls playback={playback} measure={measure} onMeasure={onMeasure} />
      ) : null}
      {playback ? (
        <WindowTrack playback={playback} summary={summary}>
          <Bars model={model} measure={measure} />
        </WindowTrack>
      ) : (
        <div className="time-bar__track" role="img" aria-label={summary}>
          <Bars model={model} measure={measure} />
        </div>
      )}
      <Axis model={model} measure={measure} />
    </figure>
  )
}

const share = (i: number, of: number) => `${String((i / of) * 100)}%`

/** The bars alone, so a frame of playback, which moves only the window, does not redraw them. */
const Bars = memo(function Bars({
  model,
  measure,
}: {
  readonly model: TimeBarModel
  readonly measure: BarMeasure
}) {
  const { days, peak } = model
  return (
    <div className="time-bar__bars">
      {days.map((day) => (
        <span
          key={day.date}
          className={`time-bar__day${day === peak ? ' is-peak' : ''}`}
          title={dayText(day, measure)}
          data-date={day.date}
          data-count={day.count}
        >
          <span
            className="time-bar__fill"
            style={{ height: peak ? `${String((day.count / peak.count) * 100)}%` : '0%' }}
          />
        </span>
      ))}
    </div>
  )
})

function Axis({ model, measure }: { readonly model: TimeBarModel; readonly measure: BarMeasure }) {
  const { days, peak, ticks } = model
  return (
    <div className="time-bar__axis" aria-hidden="true">
      {ticks.map((tick) => (
        <span
          key={tick.date}
          className="time-bar__tick"
          style={{ left: share(tick.index, days.length) }}
        >
          {tick.label}
        </span>
      ))}
      {peak ? (
        <span className="time-bar__peak">
          Peak {formatInteger(peak.count)}
          {measure === 'attendance' ? ' people' : ''}
        </span>
      ) : null}
    </div>
  )
}
