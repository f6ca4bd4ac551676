// Searches of the mix (1, 4, 5, 6): a sorted page and the capped match count.

import { containingPlaces, LOCALITY_SCOPE } from '../../src/service/engine/area'
import { oracleSearch } from '../../src/testing/engine/oracle-search'
import type { Circle, EventQuery, TimeRange } from '../../src/service/engine/query'
import { DEFAULT_WINDOW, searchEvents } from '../../src/service/engine/search'
import { tokenize } from '../../src/service/engine/text'
import { docHasAllSql } from './duck-doc'
import { pageQuery, pageSql } from './duck-read'
import type { MixContext, MixQuery } from './mix-types'
import { describePage, idsOf, pageDiff } from './mix-types'
import { DAY_MS } from '../../src/utils/time'
import { activeSql, circleSql, str, strList, timeRangeSql } from './sql'

const WINDOW = DEFAULT_WINDOW

/** `within`, including events whose broad scope contains the centre (docs/architecture.md `within`). */
export function withinSql(ctx: MixContext, c: Circle): string {
  const broad = [...containingPlaces(ctx.gaz, c.lon, c.lat)]
  return `(${circleSql(c)} OR (scope < ${LOCALITY_SCOPE} AND place IN ${strList(broad)}))`
}

export function nextDays(ctx: MixContext, days: number): TimeRange {
  return {
    lo: { value: ctx.sc.now, inclusive: true },
    hi: { value: ctx.sc.now + days * DAY_MS, inclusive: true },
  }
}

/** Query 1's filter, shared with the count of query 2. */
export function radiusQuery(ctx: MixContext): EventQuery {
  const { city } = ctx.sc
  return {
    within: { lat: city.lat, lon: city.lon, radiusM: 25_000 },
    active: nextDays(ctx, 30),
    category: ['concerts', 'sports'],
  }
}

export function radiusWhere(ctx: MixContext, q: EventQuery): string {
  if (!q.within || !q.active || !q.category)
    throw new Error('radius query without within, active or category')
  return `state = 'active' AND ${activeSql(q.active)} AND category IN ${strList(q.category)} AND ${withinSql(ctx, q.within)}`
}

function searchQuery(
  ctx: MixContext,
  key: string,
  title: string,
  q: EventQuery,
  sql: { sql: string; countSql: string },
): MixQuery {
  return {
    key,
    title,
    engine: () => {
      const r = searchEvents(ctx.ds, ctx.idx, q, WINDOW)
      return { count: r.count, ids: idsOf(ctx.ds, r.rows) }
    },
    duckdb: () => pageQuery(ctx.db, sql.sql, sql.countSql, WINDOW),
    scan: () => {
      const r = oracleSearch(ctx.ds, ctx.gaz, q, WINDOW)
      return { count: r.count, ids: idsOf(ctx.ds, r.rows) }
    },
    diff: pageDiff,
    describe: describePage,
  }
}

export function eventSearches(ctx: MixContext): MixQuery[] {
  const { sc } = ctx
  const q1: EventQuery = { ...radiusQuery(ctx), sort: [{ field: 'start', desc: false }], limit: 50 }
  const sql1 = pageSql('events', radiusWhere(ctx, q1), 'start_ms, id', 50)

  const text = 'world tour'
  const start: TimeRange = {
    lo: { value: sc.now, inclusive: true },
    hi: { value: sc.now + 90 * DAY_MS, inclusive: false },
  }
  const q4: EventQuery = { q: text, start, sort: [{ field: 'start', desc: false }], limit: 50 }
  // Every query token must occur in the document (duck-doc.ts).
  const sql4 = pageSql(
    'events',
    `state = 'active' AND ${timeRangeSql('start_ms', start)} AND ${docHasAllSql(tokenize(text), str)}`,
    'start_ms, id',
    50,
  )

  const state = sc.scopeState.id
  const q5: EventQuery = {
    placeScope: [state],
    rankLevel: [4, 5],
    sort: [{ field: 'local_rank', desc: true }],
    limit: 50,
  }
  // place.scope: events at the state or below it (ancestry table), and events whose own place
  // is the state or one of its parents (country-, continent- and planet-wide events).
  const scope = `place IN ${strList(ctx.gaz.hierarchy(state))} OR place IN (SELECT place FROM place_ancestors WHERE ancestor = ${str(state)})`
  const sql5 = pageSql(
    'events',
    `state = 'active' AND rank > 60 AND (${scope})`,
    'local_rank DESC NULLS LAST, id',
    50,
  )

  const categories = ['concerts', 'sports', 'performing-arts']
  const offset = WINDOW - 1000
  const q6: EventQuery = {
    country: ['US'],
    category: categories,
    sort: [{ field: 'rank', desc: true }],
    offset,
    limit: 1000,
  }
  const sql6 = pageSql(
    'events',
    `state = 'active' AND country = 'US' AND category IN ${strList(categories)}`,
    'rank DESC, id',
    1000,
    offset,
  )

  return [
    searchQuery(
      ctx,
      'radius-search',
      `within 25 km of ${sc.city.name}, next 30 days, concerts+sports, sort start, limit 50`,
      q1,
      sql1,
    ),
    searchQuery(
      ctx,
      'text-search',
      `q="${text}", start in next 90 days, sort start, limit 50`,
      q4,
      sql4,
    ),
    searchQuery(
      ctx,
      'scope-search',
      `place.scope=${sc.scopeState.name}, rank_level 4,5, sort -local_rank, limit 50`,
      q5,
      sql5,
    ),
    searchQuery(
      ctx,
      'deep-page',
      `US concerts+sports+performing-arts, sort -rank, offset ${offset}, limit 1000`,
      q6,
      sql6,
    ),
    mapPage(ctx),
  ]
}

/** The events map's first page at the view's defaults (docs/map-matches.md): -rank,start, 1,000. */
function mapPage(ctx: MixContext): MixQuery {
  const active = nextDays(ctx, 30)
  const q: EventQuery = {
    active,
    sort: [
      { field: 'rank', desc: true },
      { field: 'start', desc: false },
    ],
    limit: 1000,
  }
  const sql = pageSql(
    'events',
    `state = 'active' AND ${activeSql(active)}`,
    'rank DESC, start_ms, id',
    1000,
  )
  return searchQuery(ctx, 'map-page', 'next 30 days, sort -rank,start, limit 1000', q, sql)
}
