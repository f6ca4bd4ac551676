// Events calendar (docs/api.md "Events calendar response"): one entry per local day in `tz` on
// which matched events are active, with the count response's aggregates. A multi-day event counts
// on every day it spans; days are clipped to the query's `active` range when it has one.

import type { EventTable } from '../data/tables'
import type { EventAggregates } from './aggregate'
import { AggregateAccumulator } from './aggregate'
import { activeDays, formatDayNumber, rangeDays } from './days'
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
  const days = new Map<number, AggregateAccumulator>()
  for (let i = 0; i < rows.length; i++) {
    const r = rows[i] ?? 0
    const [first, last] = activeDays(t, r, tz)
    const from = Math.max(first, loDay)
    const to = Math.min(last, hiDay, from + MAX_SPAN_DAYS)
    for (let d = from; d <= to; d++) {
      let acc = days.get(d)
      if (!acc) {
        acc = new AggregateAccumulator(t)
        days.set(d, acc)
      }
      acc.add(r)
    }
  }
  return [...days.entries()]
    .sort((a, b) => a[0] - b[0])
    .map(([day, acc]) => ({ date: formatDayNumber(day), ...acc.result() }))
}
