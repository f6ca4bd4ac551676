// GET /v1/saved-locations/<id>/insights/events (docs/api.md "Saved locations (beta)"): the events
// of a saved location over the insight's date range (`next_90d`), with `category` and `sort`.
import type { Dataset } from '../data/tables'
import type { Gazetteer } from '../data/gazetteer/types'
import type { Indexes } from '../engine/build'
import { materializeEvent } from '../engine/materialize-event'
import { searchEvents } from '../engine/search'
import { areaOf, next90dQuery } from '../enrich/insights'
import type { SavedLocationRegistry } from '../enrich/registry'
import { notFound } from '../http/respond'
import type { HandlerTable } from './types'

interface Sources {
  readonly dataset: Dataset
  readonly gazetteer: Gazetteer
  readonly indexes: Indexes
}

export function savedLocationEventsHandler(
  sources: Sources,
  registry: SavedLocationRegistry,
): HandlerTable['savedLocationEvents'] {
  return async ({ params, query }, ctx) => {
    const location = await registry.get(ctx.organisation, params.location_id, ctx.now)
    if (!location) throw notFound()
    // docs/api.md "Saved location": outside the subscription no events can be viewed for it.
    if (location.subscription_valid_types.length === 0) return { count: 0, results: [] }
    const base = next90dQuery(areaOf(location), ctx.organisation, ctx.now)
    const result = searchEvents(
      sources.dataset,
      sources.indexes,
      {
        ...base,
        category: query.category,
        sort: query.sort.map((k) => ({ field: k.field, desc: k.descending })),
        limit: query.limit,
        offset: query.offset,
      },
      ctx.organisation.subscription.resultWindow,
    )
    const results = Array.from(result.rows, (row, i) =>
      materializeEvent(sources.dataset, sources.gazetteer, row, result.relevance?.[i]),
    )
    return { count: result.count, results }
  }
}
