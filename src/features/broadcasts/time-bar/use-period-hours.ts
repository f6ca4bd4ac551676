// The view's period in hours and the hour each painted broadcast starts in, for the time bar and
// its window (docs/view-habits.md "The time bar", broadcasts): worked out once per period and set
// of broadcasts, so a frame only compares.
import { useMemo } from 'react'

import { periodBounds } from '../../../components/context/view-context'
import type { ViewContext } from '../../../components/context/view-context'
import { periodHours } from '../../../components/time-bar/hour-axis'
import type { PeriodHours } from '../../../components/time-bar/hour-axis'
import type { MapBroadcast } from '../map/county-viewership'
import { broadcastHours } from './broadcast-hours'

export function usePeriodHours(
  context: Pick<ViewContext, 'range' | 'from' | 'to' | 'tz'>,
  nowMs: number,
  painted: readonly MapBroadcast[],
): { readonly period: PeriodHours | undefined; readonly hours: Float64Array | undefined } {
  // None for a period open at an end.
  const { gte, lte } = periodBounds(context, nowMs)
  const period = useMemo(
    () => (gte === undefined || lte === undefined ? undefined : periodHours(gte, lte, context.tz)),
    [gte, lte, context.tz],
  )
  const hours = useMemo(
    () => (period ? broadcastHours(painted, period) : undefined),
    [period, painted],
  )
  return { period, hours }
}
