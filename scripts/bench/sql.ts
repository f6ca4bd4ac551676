// SQL fragments that state the engine's predicates in DuckDB's dialect, so both answer the same
// question: the same haversine formula and constants, rank levels, the floating-time rule of
// TimeRange (engine/query.ts) and local days in a named zone. Query parameters (bounds shifted
// to wall time, a circle's bounding box, containing places) are resolved once in JS, as the
// engine resolves them once per query.

import { quotedString } from '@duckdb/node-api'
import { circleBbox, EARTH_RADIUS_KM, splitBbox } from '../../src/service/data/geo/distance'
import type { Bound, Circle, NumRange, TimeRange } from '../../src/service/engine/query'
import { wallRange } from '../../src/service/engine/ranges'
import { DAY_MS } from '../../src/utils/time'

const RAD = Math.PI / 180

/**
 * A double literal parsed from its shortest round-trip text, so DuckDB holds exactly the JS
 * value (an unquoted decimal literal becomes a DECIMAL first and may round differently).
 */
export function num(v: number): string {
  if (Number.isInteger(v) && Math.abs(v) < 2 ** 53) return `${v}::DOUBLE`
  return `'${String(v)}'::DOUBLE`
}

export function str(s: string): string {
  return quotedString(s)
}

export function strList(values: readonly string[]): string {
  return values.length === 0 ? '(NULL)' : `(${values.map(str).join(', ')})`
}

/** Great-circle km from the circle's centre to (lon, lat) columns: data/geo/distance.ts haversineKm. */
export function haversineSql(
  c: { lat: number; lon: number },
  lonCol = 'lon',
  latCol = 'lat',
): string {
  const rad = num(RAD)
  const dLat = `((${latCol} - ${num(c.lat)}) * ${rad})`
  const dLon = `((${lonCol} - ${num(c.lon)}) * ${rad})`
  const a = `pow(sin(${dLat} / 2), 2) + ${num(Math.cos(c.lat * RAD))} * cos(${latCol} * ${rad}) * pow(sin(${dLon} / 2), 2)`
  return `(2 * ${num(EARTH_RADIUS_KM)} * asin(least(1, sqrt(${a}))))`
}

/** Point in circle, with the circle's bounding box first (what an index-less scan can prune on). */
export function circleSql(c: Circle, lonCol = 'lon', latCol = 'lat'): string {
  const boxes = splitBbox(circleBbox(c.lon, c.lat, c.radiusM / 1000)).map(
    (b) =>
      `(${latCol} BETWEEN ${num(b.south)} AND ${num(b.north)} AND ${lonCol} BETWEEN ${num(b.west)} AND ${num(b.east)})`,
  )
  return `((${boxes.join(' OR ')}) AND ${haversineSql(c, lonCol, latCol)} <= ${num(c.radiusM / 1000)})`
}

/** Rank level 1..5 of a nullable rank column (engine/ranges.ts rankLevel); NULL stays NULL. */
export function levelSql(col: string): string {
  return `(CASE WHEN ${col} <= 20 THEN 1 WHEN ${col} <= 40 THEN 2 WHEN ${col} <= 60 THEN 3 WHEN ${col} <= 80 THEN 4 WHEN ${col} IS NOT NULL THEN 5 END)`
}

function boundSql(expr: string, lo: Bound | undefined, hi: Bound | undefined): string {
  const parts: string[] = []
  if (lo) parts.push(`${expr} ${lo.inclusive ? '>=' : '>'} ${num(lo.value)}`)
  if (hi) parts.push(`${expr} ${hi.inclusive ? '<=' : '<'} ${num(hi.value)}`)
  return parts.length === 0 ? 'TRUE' : parts.join(' AND ')
}

/** A numeric range on a nullable column (NULL never matches). */
export function rangeSql(col: string, r: NumRange): string {
  return `(${col} IS NOT NULL AND ${boundSql(col, r.lo, r.hi)})`
}

/** Floating rows compare with the bounds read as wall times in the range's zone. */
function floatingAware(build: (r: NumRange) => string, r: TimeRange): string {
  const wall = wallRange(r)
  const zoned = build(r)
  const floating = build(wall)
  return zoned === floating ? zoned : `(CASE WHEN floating THEN ${floating} ELSE ${zoned} END)`
}

export function timeRangeSql(col: string, r: TimeRange): string {
  return floatingAware((x) => rangeSql(col, x), r)
}

/**
 * `active` intersects the range as the engine reads it (engine/filters.ts activeCheck): the event
 * is [start, end), so an end at the range's low bound does not reach into it; an event without a
 * later end is the instant `start`.
 */
export function activeSql(r: TimeRange): string {
  return floatingAware((x) => {
    const reaches = x.lo
      ? `(CASE WHEN end_ms > start_ms THEN end_ms > ${num(x.lo.value)} ELSE ${boundSql('start_ms', x.lo, undefined)} END)`
      : 'TRUE'
    return `(${reaches} AND ${boundSql('start_ms', undefined, x.hi)})`
  }, r)
}

/** Local day number (days since 1970-01-01) in `tz` of an epoch-ms column; floating rows are wall times already. */
export function localDaySql(col: string, tz: string): string {
  const wall = `epoch_ms(timezone(${str(tz)}, epoch_ms((${col})::BIGINT)::TIMESTAMPTZ))`
  return `(CASE WHEN floating THEN floor((${col}) / ${DAY_MS}) ELSE floor(${wall} / ${DAY_MS}) END)::BIGINT`
}

/** Last instant an event is active on (engine/days.ts): an end at midnight does not reach into the next day. */
export const LAST_MS_SQL =
  '(CASE WHEN end_ms IS NULL OR end_ms <= start_ms THEN start_ms ELSE end_ms - 1 END)'
