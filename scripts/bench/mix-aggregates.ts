// Aggregations of the mix (2, 3, 7): the count response, a yearly calendar in a named zone and
// features-style daily attendance statistics. The full scan matches with the oracle and then
// aggregates with the engine's own accumulators, so it measures the cost of matching alone.

import type { JS } from '@duckdb/node-api'
import type { EventAggregates } from '../../src/service/engine/aggregate'
import { aggregate } from '../../src/service/engine/aggregate'
import { calendar } from '../../src/service/engine/calendar'
import type { CalendarDay } from '../../src/service/engine/calendar'
import { dailySums } from '../../src/service/engine/daily'
import type { DailyStats } from '../../src/service/engine/daily'
import { rangeDays } from '../../src/service/engine/days'
import { oracleMatch } from '../../src/testing/engine/oracle'
import type { EventQuery, TimeRange } from '../../src/service/engine/query'
import { calendarEvents, countEvents, dailyEventSums } from '../../src/service/engine/search'
import { diffValues } from './compare'
import type { Row } from './duck-read'
import { asNullableNumber, asNumber, countsOf, levelsOf, query } from './duck-read'
import { radiusQuery, radiusWhere, withinSql } from './mix-events'
import type { MixContext, MixQuery } from './mix-types'
import { dayString, instantOf, localDay } from './scenario'
import { DAY_MS } from '../../src/utils/time'
import { activeSql, LAST_MS_SQL, levelSql, localDaySql, str } from './sql'

/** Longest span a calendar walks for one event (engine/calendar.ts MAX_SPAN_DAYS). */
const MAX_SPAN_DAYS = 3660

const AGGREGATES = `count(*)::INTEGER AS n, max(rank)::INTEGER AS top_rank, max(local_rank)::INTEGER AS top_local_rank,
  max(aviation_rank)::INTEGER AS top_aviation_rank, histogram(${levelSql('rank')}) AS rank_levels,
  histogram(${levelSql('local_rank')}) AS local_rank_levels, histogram(${levelSql('aviation_rank')}) AS aviation_rank_levels,
  histogram(category) AS categories`

function aggregatesOf(r: Row | undefined): EventAggregates {
  if (!r) throw new Error('DuckDB returned no aggregate row')
  return {
    count: asNumber(r.n),
    top_rank: asNullableNumber(r.top_rank),
    top_local_rank: asNullableNumber(r.top_local_rank),
    top_aviation_rank: asNullableNumber(r.top_aviation_rank),
    rank_levels: levelsOf(r.rank_levels),
    local_rank_levels: levelsOf(r.local_rank_levels),
    aviation_rank_levels: levelsOf(r.aviation_rank_levels),
    categories: countsOf(r.categories),
    labels: countsOf(r.labels),
  }
}

function matched(ctx: MixContext, q: EventQuery): Uint32Array {
  return Uint32Array.from(oracleMatch(ctx.ds, ctx.gaz, q).rows)
}

function countQuery(ctx: MixContext): MixQuery {
  const q = radiusQuery(ctx)
  const sql = `WITH m AS MATERIALIZED (SELECT rank, local_rank, aviation_rank, category, labels FROM events WHERE ${radiusWhere(ctx, q)})
    SELECT a.*, l.labels FROM (SELECT ${AGGREGATES} FROM m) a,
      (SELECT histogram(label) AS labels FROM (SELECT unnest(labels) AS label FROM m)) l`
  return {
    key: 'radius-count',
    title: `count of query 1 with aggregates (categories, labels, rank levels, tops)`,
    engine: () => countEvents(ctx.ds, ctx.idx, q),
    duckdb: async () => aggregatesOf((await query(ctx.db, sql))[0]),
    scan: () => aggregate(ctx.ds.events, matched(ctx, q)),
    diff: (e, a) => diffValues(e, a),
    describe: (r) =>
      typeof r === 'object' && r !== null && 'count' in r ? `${String(r.count)} matches` : '',
  }
}

/** Local midnight of day `day` in `tz`, as an instant. */
function midnight(tz: string, day: number): number {
  return instantOf(tz, day * DAY_MS)
}

function calendarQuery(ctx: MixContext): MixQuery {
  const { calendarTz: tz, calendarCountry: country, calendarYear: year } = ctx.sc
  const active: TimeRange = {
    lo: { value: instantOf(tz, Date.UTC(year, 0, 1)), inclusive: true },
    hi: { value: instantOf(tz, Date.UTC(year + 1, 0, 1)), inclusive: false },
    tz,
  }
  const q: EventQuery = { country: [country], active }
  const [lo, hi] = rangeDays(active, tz)
  const from = `greatest(first_day, ${lo})`
  const sql = `WITH m AS MATERIALIZED (
      SELECT rank, local_rank, aviation_rank, category, labels, ${localDaySql('start_ms', tz)} AS first_day,
        ${localDaySql(LAST_MS_SQL, tz)} AS last_day
      FROM events WHERE state = 'active' AND country = ${str(country)} AND ${activeSql(active)}),
    d AS MATERIALIZED (
      SELECT unnest(range(${from}, least(last_day, ${hi}, ${from} + ${MAX_SPAN_DAYS}) + 1)) AS day, * EXCLUDE (first_day, last_day) FROM m),
    a AS (SELECT day, ${AGGREGATES} FROM d GROUP BY day),
    l AS (SELECT day, histogram(label) AS labels FROM (SELECT day, unnest(labels) AS label FROM d) GROUP BY day)
    SELECT a.*, l.labels FROM a LEFT JOIN l USING (day) ORDER BY day`
  return {
    key: 'calendar',
    title: `calendar of ${country} for ${year} in ${tz}`,
    engine: () => calendarEvents(ctx.ds, ctx.idx, q, tz),
    duckdb: async () =>
      (await query(ctx.db, sql)).map((r): CalendarDay => ({
        date: dayString(asNumber(r.day)),
        ...aggregatesOf(r),
      })),
    scan: () => calendar(ctx.ds.events, matched(ctx, q), tz, active),
    diff: (e, a) => diffValues(e, a),
    describe: (r) => (Array.isArray(r) ? `${r.length} days` : ''),
  }
}

function dailyRow(day: number, r: Row | undefined): DailyStats {
  const n = r && r.n !== null && r.n !== undefined ? asNumber(r.n) : 0
  const level = (k: number): number => (r ? (asNullableNumber(r[`l${k}`]) ?? 0) : 0)
  const stat = (v: JS | undefined): number => (n === 0 ? 0 : asNumber(v))
  return {
    date: dayString(day),
    count: n,
    sum: stat(r?.s),
    min: stat(r?.mn),
    max: stat(r?.mx),
    avg: stat(r?.av),
    median: stat(r?.md),
    std_dev: n === 0 ? null : asNumber(r?.sd),
    rank_levels: { '1': level(1), '2': level(2), '3': level(3), '4': level(4), '5': level(5) },
  }
}

function dailyQuery(ctx: MixContext): MixQuery {
  const { featuresCity: city, now } = ctx.sc
  const tz = city.tz
  const fromDay = localDay(tz, now)
  const toDay = fromDay + 89
  const active: TimeRange = {
    lo: { value: midnight(tz, fromDay), inclusive: true },
    hi: { value: midnight(tz, toDay + 1), inclusive: false },
    tz,
  }
  const within = { lat: city.lat, lon: city.lon, radiusM: 16_093.44 }
  const q: EventQuery = { within, active }
  const levels = [1, 2, 3, 4, 5]
    .map((k) => `count(*) FILTER (WHERE level = ${k})::INTEGER AS l${k}`)
    .join(', ')
  const sql = `WITH m AS MATERIALIZED (
      SELECT rank, category, attendance, ${localDaySql('start_ms', tz)} AS first_day, ${localDaySql(LAST_MS_SQL, tz)} AS last_day
      FROM events WHERE state = 'active' AND ${activeSql(active)} AND ${withinSql(ctx, within)}),
    d AS (
      SELECT unnest(range(greatest(first_day, ${fromDay}), least(last_day, ${toDay}) + 1)) AS day, ${levelSql('rank')} AS level,
        CASE WHEN attendance IS NULL THEN NULL WHEN category = 'conferences' THEN attendance::DOUBLE
          ELSE attendance / (last_day - first_day + 1) END AS per_day
      FROM m)
    SELECT day, count(per_day)::INTEGER AS n, sum(per_day) AS s, min(per_day) AS mn, max(per_day) AS mx, avg(per_day) AS av,
      median(per_day) AS md, stddev_pop(per_day) AS sd, ${levels}
    FROM d GROUP BY day`
  return {
    key: 'daily-sums',
    title: `daily attendance stats, 90 days, 10 mi around ${city.name} (${tz})`,
    engine: () => dailyEventSums(ctx.ds, ctx.idx, q, tz, fromDay, toDay),
    duckdb: async () => {
      const byDay = new Map((await query(ctx.db, sql)).map((r) => [asNumber(r.day), r]))
      return Array.from({ length: toDay - fromDay + 1 }, (_, k) =>
        dailyRow(fromDay + k, byDay.get(fromDay + k)),
      )
    },
    scan: () => dailySums(ctx.ds.events, matched(ctx, q), tz, fromDay, toDay),
    diff: (e, a) => diffValues(e, a),
    describe: (r) => (Array.isArray(r) ? `${r.length} days` : ''),
  }
}

export function eventAggregations(ctx: MixContext): MixQuery[] {
  return [countQuery(ctx), calendarQuery(ctx), dailyQuery(ctx)]
}
