// Reading DuckDB answers back into the engine's result shapes, so results compare field by field.

import type { DuckDBConnection, JS } from '@duckdb/node-api'
import type { LevelCounts } from '../../src/service/engine/aggregate'
import type { PageResult } from './compare'

export type Row = Record<string, JS>

export async function query(db: DuckDBConnection, sql: string): Promise<Row[]> {
  const reader = await db.runAndReadAll(sql)
  return reader.getRowObjectsJS()
}

/** A value for an error message, without stringifying nested values. */
function shown(v: JS | undefined): string {
  if (v === null || v === undefined || typeof v === 'object')
    return v === null ? 'null' : v === undefined ? 'nothing' : 'a nested value'
  return `${typeof v} ${String(v)}`
}

export function asNumber(v: JS | undefined): number {
  if (typeof v === 'number') return v
  if (typeof v === 'bigint') return Number(v)
  throw new Error(`expected a number from DuckDB, got ${shown(v)}`)
}

export function asNullableNumber(v: JS | undefined): number | null {
  return v === null || v === undefined ? null : asNumber(v)
}

export function asString(v: JS | undefined): string {
  if (typeof v === 'string') return v
  throw new Error(`expected a string from DuckDB, got ${shown(v)}`)
}

/** A MAP read as JS (an array of {key, value}) to a plain record of counts; empty for NULL. */
export function countsOf(v: JS | undefined): Record<string, number> {
  const out: Record<string, number> = {}
  if (v === null || v === undefined) return out
  if (!Array.isArray(v)) throw new Error('expected a MAP from DuckDB')
  for (const entry of v) {
    if (
      typeof entry !== 'object' ||
      entry === null ||
      Array.isArray(entry) ||
      entry instanceof Date ||
      entry instanceof Uint8Array
    ) {
      throw new Error('expected MAP entries from DuckDB')
    }
    out[typeof entry.key === 'number' ? String(entry.key) : asString(entry.key)] = asNumber(
      entry.value,
    )
  }
  return out
}

export function levelsOf(v: JS | undefined): LevelCounts {
  const c = countsOf(v)
  return {
    '1': c['1'] ?? 0,
    '2': c['2'] ?? 0,
    '3': c['3'] ?? 0,
    '4': c['4'] ?? 0,
    '5': c['5'] ?? 0,
  }
}

/**
 * One page of a search: `sql` must yield `id` and `total` (count(*) OVER ()), already ordered,
 * limited and offset. A page past the last match is empty and carries no total, so then the
 * matches are counted by `countSql`. The count is capped at the result window like the engine's.
 */
export async function pageQuery(
  db: DuckDBConnection,
  sql: string,
  countSql: string,
  window: number,
): Promise<PageResult> {
  const rows = await query(db, sql)
  const total =
    rows.length > 0 ? asNumber(rows[0]?.total) : asNumber((await query(db, countSql))[0]?.n)
  return { count: Math.min(total, window), ids: rows.map((r) => asString(r.id)) }
}

/** The page query and its fallback count from one FROM ... WHERE clause. */
export function pageSql(
  table: string,
  where: string,
  orderBy: string,
  limit: number,
  offset = 0,
): { sql: string; countSql: string } {
  return {
    sql: `SELECT id, count(*) OVER ()::INTEGER AS total FROM ${table} WHERE ${where} ORDER BY ${orderBy} LIMIT ${limit}${offset > 0 ? ` OFFSET ${offset}` : ''}`,
    countSql: `SELECT count(*)::INTEGER AS n FROM ${table} WHERE ${where}`,
  }
}
