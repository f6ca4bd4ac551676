// The time bar's bars weighted by predicted attendance (docs/view-habits.md "The time bar"): each
// day's sum of the attendance the map's events expect that day, by the rule the API's daily
// features follow (docs/api.md "Event": `svc_attendance` covers a multi-day event's whole run,
// except a conference's, which is per day), so a festival's crowd is spread over its days.
import type { EventDays } from '../../../components/map/active-days'
import { isFiniteNumber } from '../../../utils/display'

interface AttendedEvent {
  readonly category: unknown
  readonly svc_attendance?: unknown
}

/** Each day of a period of `length` days: the attendance expected on it. */
export function attendanceByDay(
  events: readonly AttendedEvent[],
  days: EventDays,
  length: number,
): Float64Array {
  const sums = new Float64Array(length)
  events.forEach((event, i) => {
    const people = event.svc_attendance
    const first = days.first[i] ?? 0
    const last = days.last[i] ?? -1
    if (!isFiniteNumber(people) || people <= 0 || last < first) return
    const perDay = event.category === 'conferences' ? people : people / (last - first + 1)
    for (let d = Math.max(first, 0); d <= Math.min(last, length - 1); d += 1) {
      sums[d] = (sums[d] ?? 0) + perDay
    }
  })
  return sums
}
