import type { DuckDBConnection } from '@duckdb/node-api'
import { DuckDBInstance } from '@duckdb/node-api'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { zoneOffsetMs } from '../../src/contract/dates'
import { rankLevel } from '../../src/contract/enums'
import { haversineKm } from '../../src/service/data/geo/distance'
import { asNullableNumber, asNumber, query } from './duck-read'
import { docHasAllSql } from './duck-doc'
import { activeSql, haversineSql, levelSql, localDaySql, num, str } from './sql'
import { DAY_MS } from '../../src/utils/time'

let instance: DuckDBInstance
let db: DuckDBConnection

beforeAll(async () => {
  instance = await DuckDBInstance.create(':memory:')
  db = await instance.connect()
  await db.run("SET TimeZone = 'UTC'")
})

afterAll(() => {
  db.closeSync()
  instance.closeSync()
})

async function scalar(sql: string): Promise<number | null> {
  return asNullableNumber((await query(db, `SELECT ${sql} AS v`))[0]?.v)
}

describe('num', () => {
  it('gives DuckDB exactly the JS double', async () => {
    for (const v of [Math.PI / 180, 0.1, -87.65005, 6371.0088, 1_767_225_600_000]) {
      expect(await scalar(num(v))).toBe(v)
    }
  })
})

describe('haversineSql', () => {
  it('computes the engine distance to the last bits', async () => {
    const centre = { lat: 41.85003, lon: -87.65005 }
    const points = [
      [-87.6, 41.9],
      [-88.2, 41.5],
      [-87.65005, 41.85003],
      [-73.99, 40.73],
      [179.9, -16.5],
    ] as const
    for (const [lon, lat] of points) {
      const sql = haversineSql(centre, num(lon), num(lat))
      expect(await scalar(sql)).toBeCloseTo(haversineKm(centre.lon, centre.lat, lon, lat), 9)
    }
  })
})

describe('levelSql', () => {
  it('matches rankLevel on every rank and keeps NULL', async () => {
    const rows = await query(db, `SELECT r, ${levelSql('r')} AS l FROM range(0, 101) t(r)`)
    for (const row of rows) expect(asNumber(row.l)).toBe(rankLevel(asNumber(row.r)))
    expect(await scalar(levelSql('NULL::UTINYINT'))).toBeNull()
  })
})

describe('localDaySql', () => {
  it('converts zoned instants to the local day and leaves floating wall times as they are', async () => {
    const tz = 'America/Chicago'
    // 2026-03-08T07:30Z is 01:30 local before the spring change; 05:30Z is still 2026-03-07 local.
    for (const ms of [
      Date.UTC(2026, 2, 8, 7, 30),
      Date.UTC(2026, 2, 8, 5, 30),
      Date.UTC(2026, 10, 1, 6, 59),
    ]) {
      const expected = Math.floor((ms + zoneOffsetMs(tz, ms)) / DAY_MS)
      const zoned = (
        await query(db, `SELECT ${localDaySql(num(ms), tz)} AS d FROM (SELECT FALSE AS floating)`)
      )[0]?.d
      expect(asNumber(zoned)).toBe(expected)
      const floating = (
        await query(db, `SELECT ${localDaySql(num(ms), tz)} AS d FROM (SELECT TRUE AS floating)`)
      )[0]?.d
      expect(asNumber(floating)).toBe(Math.floor(ms / DAY_MS))
    }
  })
})

describe('activeSql', () => {
  it('intersects [start, end) (the instant start without a later end) with the range', async () => {
    const range = { lo: { value: 100, inclusive: true }, hi: { value: 200, inclusive: false } }
    const rows = await query(
      db,
      `SELECT start_ms, ${activeSql(range)} AS hit FROM (VALUES (50.0, 99.0), (50.0, 100.0), (50.0, 101.0), (100.0, 100.0), (199.0, NULL), (200.0, NULL), (150.0, NULL))
        t(start_ms, end_ms), (SELECT FALSE AS floating)`,
    )
    // An end at the low bound does not reach into the range; a zero-length event at it does.
    expect(rows.map((r) => r.hit)).toEqual([false, false, true, true, true, false, true])
  })
})

describe('docHasAllSql', () => {
  it('matches whole tokens only, every one of them', async () => {
    const doc = ` ${['world', 'tour', '2026'].join(' ')} `
    const has = async (tokens: string[]): Promise<unknown> =>
      (
        await query(db, `SELECT ${docHasAllSql(tokens, str)} AS v FROM (SELECT ${str(doc)} AS doc)`)
      )[0]?.v
    expect(await has(['world', 'tour'])).toBe(true)
    expect(await has(['tou'])).toBe(false)
    expect(await has(['world', 'cup'])).toBe(false)
    expect(await has([])).toBe(false)
  })
})
