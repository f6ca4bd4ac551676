// Where the broadcasts of the map fall in the period's hours, and what a window of hours lights
// (docs/view-habits.md "The time bar", broadcasts). A broadcast is on air from its scheduled start:
// the contract gives it a `start` in UTC and no end or duration (docs/api.md "Broadcast"), and the
// API places a broadcast in time by that start alone (`start.*`, and the visibility window). So a
// window lights a broadcast when its start falls in one of the window's hours, exactly what
// `/v1/broadcasts/count/` counts with the window's bounds as `start.gte`/`start.lt` in the view's
// `start.tz` (broadcast-hours.test.ts checks this against the service).
import { hourOf } from '../../../components/time-bar/hour-axis'
import type { PeriodHours } from '../../../components/time-bar/hour-axis'
import type { Span } from '../../../components/time-bar/window-span'
import type { MapBroadcast } from '../map/county-viewership'

/** Each broadcast's hour of the period, in the broadcasts' order; NaN for a start that does not parse. */
export function broadcastHours(
  broadcasts: readonly Pick<MapBroadcast, 'start'>[],
  period: PeriodHours,
): Float64Array {
  return Float64Array.from(broadcasts, (b) => hourOf(period, b.start))
}

const inSpan = (hour: number | undefined, span: Span) =>
  hour !== undefined && hour >= span.first && hour <= span.last

/** How many broadcasts start in the span. */
export function countOnAir(hours: Float64Array, span: Span): number {
  let n = 0
  for (const hour of hours) if (inSpan(hour, span)) n += 1
  return n
}

/** The broadcasts that start in the span. */
export function onAir<T>(broadcasts: readonly T[], hours: Float64Array, span: Span): T[] {
  return broadcasts.filter((_, i) => inSpan(hours[i], span))
}

/** Broadcasts starting in each bar of `size` hours over a period of `hours`. */
export function countPerBar(hoursOf: Float64Array, hours: number, size: number): Int32Array {
  const bars = new Int32Array(Math.ceil(hours / size))
  for (const hour of hoursOf) {
    if (hour >= 0 && hour < hours) {
      const bar = Math.floor(hour / size)
      bars[bar] = (bars[bar] ?? 0) + 1
    }
  }
  return bars
}
