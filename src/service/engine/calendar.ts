// Events calendar (docs/api.md "Events calendar response"): one entry per local day in `tz` on
// which matched events are active, with the count response's aggregates. A multi-day event counts
// on every day it spans; days are clipped to the query's `active` range when it has one.

import type { EventTable } from '../data/tables'
import type { EventAggregates } from './aggregate'
import { AggregateAccumulator } from './aggregate'
import { firstActiveDay, formatDayNumber, lastActiveDay, rangeDays } from './days'
import type { TimeRange } from './query'

export interface CalendarDay extends EventAggregates {
  date: string
}

/** Longest span a calendar walks for one event without a clipping range (ten years). */
const MAX_SPAN_DAYS = 3660

export function calendar(
  t: EventTable,
  rows: Uint32Array,
  tz: string,
  clip?: TimeRange,
): CalendarDay[] {
  const [loDay, hiDay] = rangeDays(clip, tz)
  // Each row's days first, clipped, so that one accumulator holds every day (its groups).
  const from = new Float64Array(rows.length)
  const to = new Float64Array(rows.length)
  let minDay = Infinity
  let maxDay = -Infinity
  for (let i = 0; i < rows.length; i++) {
    const r = rows[i] ?? 0
    const a = Math.max(firstActiveDay(t, r, tz), loDay)
    const b = Math.min(lastActiveDay(t, r, tz), hiDay, a + MAX_SPAN_DAYS)
    from[i] = a
    to[i] = b
    if (a <= b) {
      if (a < minDay) minDay = a
      if (b > maxDay) maxDay = b
    }
  }
  if (minDay > maxDay) return []
  const acc = new AggregateAccumulator(t, maxDay - minDay + 1)
  for (let i = 0; i < rows.length; i++) {
    const a = from[i] ?? 0
    const b = to[i] ?? -1
    if (a <= b) acc.add(rows[i] ?? 0, a - minDay, b - minDay)
  }
  const days: CalendarDay[] = []
  for (let g = 0; g <= maxDay - minDay; g++) {
    if (acc.count(g) > 0) days.push({ date: formatDayNumber(minDay + g), ...acc.result(g) })
  }
  return days
}
