// Loads the generated dataset into an in-memory DuckDB with appenders, one data chunk of
// columns at a time (the fast path of @duckdb/node-api). Strings that repeat (categories,
// countries, places, label sets) are appended as codes with small dictionary tables and joined
// into plain VARCHAR columns by DuckDB itself, which is far faster than appending a million
// strings from JS. The result is what plain SQL over the same data wants: the events table in
// its stored (start, id) order so min/max zone maps prune time ranges, place ancestry as a
// separate (place, ancestor) table for place.scope (per place rather than per event row: the
// same membership, several times smaller, and faster in DuckDB), and the engine's full-text document
// (title, labels and entity names, tokenised once at load as the engine does at index build)
// as a string of space-separated tokens.

import type { DuckDBAppender, DuckDBConnection, DuckDBType, DuckDBValue } from '@duckdb/node-api'
import {
  BOOLEAN,
  DOUBLE,
  DuckDBDataChunk,
  DuckDBInstance,
  LIST,
  listValue,
  UINTEGER,
  UTINYINT,
  VARCHAR,
} from '@duckdb/node-api'
import { BROADCAST_RECORD_STATUSES, EVENT_CATEGORIES, EVENT_STATES } from '../../src/contract/enums'
import type { Gazetteer } from '../../src/service/data/gazetteer/types'
import type { BroadcastTable, Dataset, EventTable } from '../../src/service/data/tables'
import { NO_U32, NO_U8 } from '../../src/service/data/tables'
import { docOf } from './duck-doc'

/** DuckDB's vector size: one appended chunk. */
const CHUNK = 2048

const RAW_EVENTS = `CREATE TABLE raw_events (
  row UINTEGER, id VARCHAR, category UTINYINT, start_ms DOUBLE, end_ms DOUBLE, floating BOOLEAN, lon DOUBLE,
  lat DOUBLE, rank UTINYINT, local_rank UTINYINT, aviation_rank UTINYINT, attendance UINTEGER, state UTINYINT,
  country UINTEGER, place UINTEGER, scope UTINYINT, label_set UINTEGER, doc VARCHAR)`
const EVENTS = `CREATE TABLE events AS
  SELECT r.row, r.id, c.name AS category, r.start_ms, r.end_ms, r.floating, r.lon, r.lat, r.rank, r.local_rank,
    r.aviation_rank, r.attendance, s.name AS state, co.name AS country, p.name AS place, r.scope, l.name AS labels, r.doc
  FROM raw_events r
    JOIN dict_category c ON c.code = r.category
    JOIN dict_state s ON s.code = r.state
    LEFT JOIN dict_country co ON co.code = r.country
    LEFT JOIN dict_place p ON p.code = r.place
    JOIN dict_labels l ON l.code = r.label_set
  ORDER BY r.row`
const BROADCASTS = `CREATE TABLE broadcasts (
  row UINTEGER, id VARCHAR, county VARCHAR, start_ms DOUBLE, viewership UINTEGER, record_status VARCHAR)`

export interface DuckDb {
  readonly connection: DuckDBConnection
  readonly loadMs: number
  readonly rows: {
    readonly events: number
    readonly placeAncestors: number
    readonly broadcasts: number
  }
  close(): void
}

/** A column to append: its type and its value at a row. */
type Column = readonly [DuckDBType, (row: number) => DuckDBValue]

/** Appends `rows` rows column by column in chunks of CHUNK rows (no per-row arrays). */
function appendAll(appender: DuckDBAppender, columns: readonly Column[], rows: number): void {
  const types = columns.map(([type]) => type)
  for (let from = 0; from < rows; from += CHUNK) {
    const n = Math.min(CHUNK, rows - from)
    const chunk = DuckDBDataChunk.create(types, n)
    chunk.setColumns(
      columns.map(([, value]) => {
        const out = new Array<DuckDBValue>(n)
        for (let i = 0; i < n; i++) out[i] = value(from + i)
        return out
      }),
    )
    appender.appendDataChunk(chunk)
  }
  appender.closeSync()
}

async function dictionary(
  c: DuckDBConnection,
  table: string,
  names: readonly DuckDBValue[],
  type: DuckDBType = VARCHAR,
): Promise<void> {
  await c.run(`CREATE TABLE ${table} (code UINTEGER, name ${type.toString()})`)
  appendAll(
    await c.createAppender(table),
    [
      [UINTEGER, (i) => i],
      [type, (i) => names[i] ?? null],
    ],
    names.length,
  )
}

function orNull(v: number, none: number): number | null {
  return v === none || Number.isNaN(v) ? null : v
}

/** Distinct label lists get one code each (few hundred combinations for a million events). */
function labelSets(t: EventTable): { codes: Uint32Array; lists: DuckDBValue[] } {
  const byKey = new Map<string, number>()
  const lists: DuckDBValue[] = []
  const codes = new Uint32Array(t.size)
  for (let r = 0; r < t.size; r++) {
    const ids = Array.from(
      t.labels.values.subarray(t.labels.offsets[r] ?? 0, t.labels.offsets[r + 1] ?? 0),
    )
    const key = ids.join(',')
    let code = byKey.get(key)
    if (code === undefined) {
      code = lists.length
      byKey.set(key, code)
      lists.push(listValue(ids.map((l) => t.labelNames.values[l] ?? '')))
    }
    codes[r] = code
  }
  return { codes, lists }
}

async function loadEvents(c: DuckDBConnection, t: EventTable): Promise<void> {
  await dictionary(c, 'dict_category', EVENT_CATEGORIES)
  await dictionary(c, 'dict_state', EVENT_STATES)
  await dictionary(c, 'dict_country', t.countries.values)
  await dictionary(c, 'dict_place', t.places.values)
  const labels = labelSets(t)
  await dictionary(c, 'dict_labels', labels.lists, LIST(VARCHAR))
  await c.run(RAW_EVENTS)
  const doc = docOf(t)
  const columns: Column[] = [
    [UINTEGER, (r) => r],
    [VARCHAR, (r) => t.id.get(r) ?? ''],
    [UTINYINT, (r) => t.category[r] ?? 0],
    [DOUBLE, (r) => t.start[r] ?? 0],
    [DOUBLE, (r) => orNull(t.end[r] ?? Number.NaN, Number.NaN)],
    [BOOLEAN, (r) => t.timezone[r] === NO_U32],
    [DOUBLE, (r) => t.lon[r] ?? 0],
    [DOUBLE, (r) => t.lat[r] ?? 0],
    [UTINYINT, (r) => t.rank[r] ?? 0],
    [UTINYINT, (r) => orNull(t.localRank[r] ?? NO_U8, NO_U8)],
    [UTINYINT, (r) => orNull(t.aviationRank[r] ?? NO_U8, NO_U8)],
    [UINTEGER, (r) => orNull(t.attendance[r] ?? NO_U32, NO_U32)],
    [UTINYINT, (r) => t.state[r] ?? 0],
    [UINTEGER, (r) => orNull(t.country[r] ?? NO_U32, NO_U32)],
    [UINTEGER, (r) => orNull(t.place[r] ?? NO_U32, NO_U32)],
    [UTINYINT, (r) => t.scope[r] ?? 0],
    [UINTEGER, (r) => labels.codes[r] ?? 0],
    [VARCHAR, doc],
  ]
  appendAll(await c.createAppender('raw_events'), columns, t.size)
  await c.run(EVENTS)
  await c.run('DROP TABLE raw_events')
}

/** (place, ancestor) for every place of the table and each place of its hierarchy, itself included. */
async function loadPlaceAncestors(
  c: DuckDBConnection,
  t: EventTable,
  gaz: Gazetteer,
): Promise<void> {
  const places: string[] = []
  const ancestors: string[] = []
  for (const id of t.places.values) {
    const h = gaz.hierarchy(id)
    for (const a of h.length > 0 ? h : [id]) {
      places.push(id)
      ancestors.push(a)
    }
  }
  await c.run('CREATE TABLE place_ancestors (place VARCHAR, ancestor VARCHAR)')
  const columns: Column[] = [
    [VARCHAR, (i) => places[i] ?? ''],
    [VARCHAR, (i) => ancestors[i] ?? ''],
  ]
  appendAll(await c.createAppender('place_ancestors'), columns, places.length)
}

async function loadBroadcasts(c: DuckDBConnection, b: BroadcastTable): Promise<void> {
  await c.run(BROADCASTS)
  const columns: Column[] = [
    [UINTEGER, (r) => r],
    [VARCHAR, (r) => b.id.get(r) ?? ''],
    [VARCHAR, (r) => b.places.values[b.county[r] ?? 0] ?? ''],
    [DOUBLE, (r) => b.start[r] ?? 0],
    [UINTEGER, (r) => orNull(b.viewership[r] ?? NO_U32, NO_U32)],
    [VARCHAR, (r) => BROADCAST_RECORD_STATUSES[b.recordStatus[r] ?? 0] ?? ''],
  ]
  appendAll(await c.createAppender('broadcasts'), columns, b.size)
}

async function count(c: DuckDBConnection, table: string): Promise<number> {
  const v = (
    await c.runAndReadAll(`SELECT count(*)::INTEGER AS n FROM ${table}`)
  ).getRowObjectsJS()[0]?.n
  return typeof v === 'number' ? v : Number.NaN
}

export async function loadDuckDb(ds: Dataset, gaz: Gazetteer): Promise<DuckDb> {
  const instance = await DuckDBInstance.create(':memory:')
  const connection = await instance.connect()
  // Instants are compared in UTC; named zones are converted explicitly with timezone().
  await connection.run("SET TimeZone = 'UTC'")
  const t0 = performance.now()
  await loadEvents(connection, ds.events)
  await loadPlaceAncestors(connection, ds.events, gaz)
  await loadBroadcasts(connection, ds.broadcasts)
  const loadMs = performance.now() - t0
  return {
    connection,
    loadMs,
    rows: {
      events: await count(connection, 'events'),
      placeAncestors: await count(connection, 'place_ancestors'),
      broadcasts: await count(connection, 'broadcasts'),
    },
    close: () => {
      connection.closeSync()
      instance.closeSync()
    },
  }
}
