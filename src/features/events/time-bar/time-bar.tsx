// The time bar under the events map: how many of the matches are active on each day of the
// view's period, an event counted on every day it runs (the calendar endpoint's `count`), so an
// analyst sees the busy days before reading the list.
import { useMemo } from 'react'

import type { CalendarDay } from '../../../contract/event'
import { formatDateRange, formatDateWithWeekday } from '../../../utils/dates'
import { formatInteger } from '../../../utils/format'
import { timeBarModel } from './time-bar-model'
import type { TimeBarDay } from './time-bar-model'
import './time-bar.css'

const dayText = (day: TimeBarDay) =>
  `${formatDateWithWeekday(day.date)}: ${formatInteger(day.count)} ${day.count === 1 ? 'event' : 'events'} active`

export function TimeBar({
  calendar,
  gte,
  lte,
  loading,
}: {
  /** The calendar's days of the view's filters; undefined while the first answer loads. */
  readonly calendar: ReadonlyMap<string, CalendarDay> | undefined
  readonly gte: string
  readonly lte: string
  /** True while newer days are asked for: the bars shown are the previous filters'. */
  readonly loading: boolean
}) {
  const model = useMemo(
    () => (calendar ? timeBarModel(calendar, gte, lte) : undefined),
    [calendar, gte, lte],
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
  const { days, peak, ticks } = model
  const summary = peak
    ? `Events active per day, ${formatDateRange(gte, lte)}; busiest ${dayText(peak)}`
    : `No event active on any day of ${formatDateRange(gte, lte)}`
  const share = (i: number) => `${String((i / days.length) * 100)}%`
  return (
    <figure className={`time-bar${loading ? ' is-loading' : ''}`} aria-busy={loading}>
      <div className="time-bar__bars" role="img" aria-label={summary}>
        {days.map((day) => (
          <span
            key={day.date}
            className={`time-bar__day${day === peak ? ' is-peak' : ''}`}
            title={dayText(day)}
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
      <div className="time-bar__axis" aria-hidden="true">
        {ticks.map((tick) => (
          <span key={tick.date} className="time-bar__tick" style={{ left: share(tick.index) }}>
            {tick.label}
          </span>
        ))}
        {peak ? <span className="time-bar__peak">Peak {formatInteger(peak.count)}</span> : null}
      </div>
    </figure>
  )
}
