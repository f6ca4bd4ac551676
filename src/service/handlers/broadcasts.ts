// GET /v1/broadcasts/ and /v1/broadcasts/count/ (docs/api.md "Search broadcasts").
import { countBroadcasts, searchBroadcasts } from '../engine/broadcast-search'
import { pageLinks } from '../http/paging'
import { toBroadcastQuery } from '../adapters/broadcast-query'
import { materializeBroadcast } from '../engine/materialize-broadcast'
import { resultWindow } from '../adapters/subscription'
import type { ServiceDeps } from './deps'
import type { Handler } from './types'

export function searchBroadcastsHandler(deps: ServiceDeps): Handler<'searchBroadcasts'> {
  return ({ query }, ctx) => {
    const q = toBroadcastQuery(query, {
      gazetteer: deps.gazetteer,
      organisation: ctx.organisation,
      now: ctx.now,
    })
    const found = searchBroadcasts(deps.dataset, deps.indexes, q, resultWindow(ctx.organisation))
    return {
      count: found.count,
      overflow: found.overflow,
      ...pageLinks(ctx.url, query.offset, query.limit, found.count),
      results: Array.from(found.rows, (r) => materializeBroadcast(deps.dataset, deps.gazetteer, r)),
    }
  }
}

/** Like the events count, the broadcasts count reports every match (the window limits paging). */
export function countBroadcastsHandler(deps: ServiceDeps): Handler<'countBroadcasts'> {
  return ({ query }, ctx) => {
    const q = toBroadcastQuery(query, {
      gazetteer: deps.gazetteer,
      organisation: ctx.organisation,
      now: ctx.now,
    })
    return countBroadcasts(deps.dataset, deps.indexes, q)
  }
}
