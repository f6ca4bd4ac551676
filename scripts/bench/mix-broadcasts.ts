// The broadcasts of the mix: in a state's counties during a week, most watched first; and the
// broadcasts map's first page at the view's defaults (docs/map-matches.md).

import { searchBroadcasts } from '../../src/service/engine/broadcast-search'
import { oracleBroadcasts } from '../../src/testing/engine/oracle-aggregates'
import type { BroadcastQuery, TimeRange } from '../../src/service/engine/query'
import { DEFAULT_WINDOW } from '../../src/service/engine/search'
import type { PageResult } from './compare'
import { pageQuery, pageSql } from './duck-read'
import type { MixContext, MixQuery } from './mix-types'
import { describePage, pageDiff } from './mix-types'
import { DAY_MS } from '../../src/utils/time'
import { rangeSql, strList } from './sql'

/** Every county of the broadcast table inside the state. */
export function countiesOf(ctx: MixContext, stateId: string): string[] {
  return ctx.ds.broadcasts.places.values.filter((id) => ctx.gaz.isWithin(id, stateId))
}

function page(ctx: MixContext, rows: ArrayLike<number>, count: number): PageResult {
  return {
    count: Math.min(count, DEFAULT_WINDOW),
    ids: Array.from(rows, (r) => ctx.ds.broadcasts.id.get(r) ?? ''),
  }
}

/**
 * Broadcasts of `start` (and `counties`, when given), most watched first, `limit` a page: the
 * same question to the engine, DuckDB and the full scan.
 */
function mostWatched(
  ctx: MixContext,
  key: string,
  title: string,
  filter: { start: TimeRange; counties?: readonly string[] },
  limit: number,
): MixQuery {
  const { start, counties } = filter
  const q: BroadcastQuery = {
    ...(counties && { county: counties }),
    start,
    sort: [{ field: 'svc_viewership', desc: true }],
    limit,
  }
  const inCounties = counties ? ` AND county IN ${strList(counties)}` : ''
  const where = `record_status = 'active'${inCounties} AND ${rangeSql('start_ms', start)}`
  const sql = pageSql('broadcasts', where, 'viewership DESC NULLS LAST, id', limit)
  return {
    key,
    title: `${title}, sort -svc_viewership, limit ${String(limit)}`,
    engine: () => {
      const r = searchBroadcasts(ctx.ds, ctx.idx, q, DEFAULT_WINDOW)
      return page(ctx, r.rows, r.count)
    },
    duckdb: () => pageQuery(ctx.db, sql.sql, sql.countSql, DEFAULT_WINDOW),
    scan: () => {
      const rows = oracleBroadcasts(ctx.ds, ctx.gaz, q)
      return page(ctx, rows.slice(0, limit), rows.length)
    },
    diff: pageDiff,
    describe: describePage,
  }
}

export function broadcastSearch(ctx: MixContext): MixQuery {
  const { sc } = ctx
  const counties = countiesOf(ctx, sc.broadcastState.id)
  const start = {
    lo: { value: sc.now + 7 * DAY_MS, inclusive: true },
    hi: { value: sc.now + 14 * DAY_MS, inclusive: false },
  }
  const title = `broadcasts in ${sc.broadcastState.name}'s ${String(counties.length)} counties, one week`
  return mostWatched(ctx, 'broadcasts', title, { start, counties }, 50)
}

/** The county map's first page at the view's defaults: the next 30 days, most watched first. */
export function broadcastsMapPage(ctx: MixContext): MixQuery {
  const start = {
    lo: { value: ctx.sc.now, inclusive: true },
    hi: { value: ctx.sc.now + 30 * DAY_MS, inclusive: false },
  }
  return mostWatched(ctx, 'broadcasts-map', 'broadcasts in the next 30 days', { start }, 500)
}
