// The view's period as days, each map event's active days in it (active-days.ts), for the time
// bar's window, and, when the bars are weighted, the people expected each day: computed once per
// period and set of events, so a frame only compares.
import { useMemo } from 'react'

import { spanDays } from '../../../components/compare/period-change'
import { dayFrame, eventDays } from '../../../components/map/active-days'
import type { EventDays } from '../../../components/map/active-days'
import type { MapEvent } from '../../../contract/event'
import type { QueryInput } from '../../../contract/routes'
import { attendanceByDay } from './attendance-days'
import type { PeriodDays } from './time-window'

export function usePeriodDays(
  timeBarQuery: QueryInput<'eventsCalendar'> | undefined,
  timeZone: string,
  events: readonly MapEvent[],
  weighted: boolean,
): {
  readonly period: PeriodDays | undefined
  readonly eventDays: EventDays | undefined
  readonly attendance: Float64Array | undefined
} {
  const gte = timeBarQuery?.['active.gte']
  const lte = timeBarQuery?.['active.lte']
  const period = useMemo(
    () =>
      typeof gte === 'string' && typeof lte === 'string'
        ? { gte, days: spanDays({ gte, lte }) }
        : undefined,
    [gte, lte],
  )
  const frame = useMemo(
    () => period && dayFrame(period.gte, period.days, timeZone),
    [period, timeZone],
  )
  const days = useMemo(() => frame && eventDays(events, frame), [frame, events])
  const attendance = useMemo(
    () => (weighted && days && period ? attendanceByDay(events, days, period.days) : undefined),
    [weighted, days, period, events],
  )
  return { period, eventDays: days, attendance }
}
