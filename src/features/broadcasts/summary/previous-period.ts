// The summary against the previous period of the same length (docs/view-habits.md "Comparisons";
// the span and the change are src/components/compare/period-change.ts). Every other filter stays
// as it is, so the two numbers count the same kind of broadcast.
import type { DaySpan } from '../../../components/compare/period-change'
import type { BroadcastsQueryInput } from '../build-query'

/** The same filters over another span of days (the zone, `start.tz`, stays the view's). */
export function withSpan(filter: BroadcastsQueryInput, span: DaySpan): BroadcastsQueryInput {
  return { ...filter, 'start.gte': span.gte, 'start.lte': span.lte }
}
