// Engine aggregates to the count/calendar response shape (docs/api.md "Events count response"): the
// engine keeps 0 for a top rank it never saw; the contract says null (no event had that rank).
import type { EventsCountResponse } from '../../contract/event'
import type { EventAggregates, LevelCounts } from '../engine/aggregate'

const total = (levels: LevelCounts): number => Object.values(levels).reduce((a, b) => a + b, 0)

export function toCountResponse(a: EventAggregates): EventsCountResponse {
  return {
    count: a.count,
    top_rank: a.count === 0 ? null : a.top_rank,
    top_local_rank: total(a.local_rank_levels) === 0 ? null : a.top_local_rank,
    top_aviation_rank: total(a.aviation_rank_levels) === 0 ? null : a.top_aviation_rank,
    rank_levels: a.rank_levels,
    local_rank_levels: a.local_rank_levels,
    aviation_rank_levels: a.aviation_rank_levels,
    categories: a.categories,
    labels: a.labels,
  }
}
