// The view's period in hours and the hour each painted broadcast starts in, for the time bar, its
// window and the list that follows it (docs/view-habits.md "The time bar", broadcasts): worked out
// once per period and set of broadcasts, so a frame only compares.
import { useMemo } from 'react'

import { periodBounds } from '../../../components/context/view-context'
import type { ViewContext } from '../../../components/context/view-context'
import { periodHours } from '../../../components/time-bar/hour-axis'
import type { PeriodHours } from '../../../components/time-bar/hour-axis'
import type { MapBroadcast } from '../map/county-viewership'
import { broadcastHours } from './broadcast-hours'

/** The view's period in hours; none for a period open at an end. */
export function usePeriodHours(
  context: Pick<ViewContext, 'range' | 'from' | 'to' | 'tz'>,
  nowMs: number,
): PeriodHours | undefined {
  const { gte, lte } = periodBounds(context, nowMs)
  return useMemo(
    () => (gte === undefined || lte === undefined ? undefined : periodHours(gte, lte, context.tz)),
    [gte, lte, context.tz],
  )
}

/** The hour of `period` each painted broadcast starts in, in their order. */
export function useBroadcastHours(
  period: PeriodHours | undefined,
  painted: readonly MapBroadcast[],
): Float64Array | undefined {
  return useMemo(() => (period ? broadcastHours(painted, period) : undefined), [period, painted])
}
