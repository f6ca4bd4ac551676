// The indexed engine against the full-scan oracle over the real generated dataset (real
// holidays, floating-time events, long school terms, broadcasts), at a small size.

import fc from 'fast-check'
import { beforeAll, describe, expect, it, vi } from 'vitest'

// Property runs against a full scan take seconds on a busy machine; they are not timing tests.
vi.setConfig({ testTimeout: 120_000, hookTimeout: 600_000 })
import { broadcastSchema } from '../../contract/broadcast'
import { eventSchema } from '../../contract/event'
import { buildDataset } from '../data/build-dataset'
import type { Gazetteer } from '../data/gazetteer/types'
import type { Dataset } from '../data/tables'
import { buildIndexes, type Indexes } from './build'
import { oracleMatch } from '../../testing/engine/oracle'
import { oracleSearch } from '../../testing/engine/oracle-search'
import {
  oracleBroadcasts,
  oracleCalendar,
  oracleCount,
} from '../../testing/engine/oracle-aggregates'
import { countBroadcasts, searchBroadcasts } from './broadcast-search'
import { calendarEvents, countEvents, searchEvents } from './search'
import { datasetWindow } from '../data/clock'
import { materializeBroadcast } from './materialize-broadcast'
import { materializeEvent } from './materialize-event'
import type { EventQuery } from './query'
import { eventQuery } from '../../testing/engine/arbitraries'
import { loadTestGazetteer, loadTestHolidays } from '../../testing/engine/fixture'
import { DAY_MS } from '../../utils/time'

let gaz: Gazetteer
let ds: Dataset
let idx: Indexes

beforeAll(async () => {
  gaz = await loadTestGazetteer()
  ds = buildDataset({
    holidays: await loadTestHolidays(datasetWindow(Date.UTC(2026, 5, 1)).years),
    seed: 3,
    now: Date.UTC(2026, 5, 1),
    gazetteer: gaz,
    eventCount: 4000,
    broadcastCount: 2000,
  })
  idx = buildIndexes(ds, gaz, { spatialBlockRows: 1000 })
}, 600_000)

function benchmarkShapes(): Array<[string, EventQuery, string?]> {
  const city = gaz
    .ofType('locality')
    .filter((p) => p.countryAlpha2 === 'US')
    .sort((a, b) => b.population - a.population)[0]
  const state = gaz
    .ofType('region')
    .find((p) => p.countryAlpha2 === 'US' && p.name === 'California')
  const now = ds.now
  const next30 = {
    lo: { value: now, inclusive: true },
    hi: { value: now + 30 * DAY_MS, inclusive: false },
  }
  const within = { lat: city?.lat ?? 0, lon: city?.lon ?? 0, radiusM: 25_000 }
  return [
    [
      'within + 30 days + categories by start',
      {
        within,
        active: next30,
        category: ['concerts', 'sports'],
        sort: [{ field: 'start', desc: false }],
        limit: 50,
      },
    ],
    [
      'calendar year of a country',
      {
        country: ['US'],
        active: {
          lo: { value: Date.UTC(2026, 0, 1, 5), inclusive: true },
          hi: { value: Date.UTC(2027, 0, 1, 5), inclusive: false },
          tz: 'America/New_York',
        },
      },
      'America/New_York',
    ],
    [
      'q + date range',
      {
        q: 'festival',
        start: {
          lo: { value: now - 60 * DAY_MS, inclusive: true },
          hi: { value: now + 60 * DAY_MS, inclusive: true },
        },
      },
    ],
    [
      'place scope + rank levels by -local_rank',
      {
        placeScope: [state?.id ?? ''],
        rankLevel: [4, 5],
        sort: [{ field: 'local_rank', desc: true }],
        limit: 100,
      },
    ],
    [
      'deep page',
      {
        active: { lo: { value: now, inclusive: true } },
        sort: [{ field: 'rank', desc: true }],
        offset: 900,
        limit: 100,
      },
    ],
    ['default sort, every state', { state: ['active', 'deleted', 'predicted'], limit: 50 }],
  ]
}

describe('engine on the generated dataset', () => {
  it('matches the oracle on the benchmark query shapes', () => {
    for (const [name, q, tz] of benchmarkShapes()) {
      const got = searchEvents(ds, idx, q, 1000)
      const want = oracleSearch(ds, gaz, q, 1000)
      expect({ name, count: got.count, rows: Array.from(got.rows) }).toEqual({
        name,
        count: want.count,
        rows: want.rows,
      })
      expect(countEvents(ds, idx, q)).toEqual(oracleCount(ds, oracleMatch(ds, gaz, q).rows))
      if (tz) expect(calendarEvents(ds, idx, q, tz)).toEqual(oracleCalendar(ds, gaz, q, tz))
    }
  })

  it('matches the oracle on random queries', () => {
    fc.assert(
      fc.property(eventQuery(ds, gaz), (q) => {
        const got = searchEvents(ds, idx, q, 500)
        const want = oracleSearch(ds, gaz, q, 500)
        expect([got.count, got.overflow, Array.from(got.rows)]).toEqual([
          want.count,
          want.overflow,
          want.rows,
        ])
      }),
      { numRuns: 100, seed: 17 },
    )
  }, 600_000)

  it('materialises events and broadcasts the contract accepts', () => {
    for (let r = 0; r < ds.events.size; r += 5) {
      expect(eventSchema.safeParse(materializeEvent(ds, gaz, r)).error?.issues ?? []).toEqual([])
    }
    for (let r = 0; r < ds.broadcasts.size; r += 3) {
      expect(
        broadcastSchema.safeParse(materializeBroadcast(ds, gaz, r)).error?.issues ?? [],
      ).toEqual([])
    }
  })

  it('matches the oracle on broadcasts of a state in a week by -svc_viewership', () => {
    const counties = [...new Set(ds.broadcasts.places.values)].slice(0, 60)
    const q = {
      county: counties,
      start: {
        lo: { value: ds.now, inclusive: true },
        hi: { value: ds.now + 7 * DAY_MS, inclusive: true },
      },
      sort: [{ field: 'svc_viewership' as const, desc: true }],
      limit: 100,
    }
    const want = oracleBroadcasts(ds, gaz, q)
    expect(Array.from(searchBroadcasts(ds, idx, q).rows)).toEqual(want.slice(0, 100))
    expect(countBroadcasts(ds, idx, q).count).toBe(want.length)
    expect(want.length).toBeGreaterThan(0)
  })
})
