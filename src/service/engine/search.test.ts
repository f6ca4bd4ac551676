import fc from 'fast-check'
import { beforeAll, describe, expect, it, vi } from 'vitest'

// Property runs against a full scan take seconds on a busy machine; they are not timing tests.
vi.setConfig({ testTimeout: 120_000, hookTimeout: 600_000 })
import type { Fixture } from '../../testing/engine/fixture'
import { randomFixture } from '../../testing/engine/fixture'
import { eventQuery, timeRange } from '../../testing/engine/arbitraries'
import { oracleMatch } from '../../testing/engine/oracle'
import { oracleSearch } from '../../testing/engine/oracle-search'
import { matchEvents, searchEvents } from './search'
import type { EventQuery } from './query'
import { DAY_MS, HOUR_MS } from '../../utils/time'

let fx: Fixture

beforeAll(async () => {
  fx = await randomFixture(3000)
})

function compare(q: EventQuery, window = 10_000): void {
  const got = searchEvents(fx.ds, fx.idx, q, window)
  const want = oracleSearch(fx.ds, fx.gaz, q, window)
  expect({ count: got.count, overflow: got.overflow }).toEqual({
    count: want.count,
    overflow: want.overflow,
  })
  expect(Array.from(got.rows)).toEqual(want.rows)
  if (want.relevance) {
    expect(got.relevance).toBeDefined()
    Array.from(got.relevance ?? []).forEach((v, i) => {
      expect(v).toBeCloseTo(want.relevance?.[i] ?? Number.NaN, 9)
    })
  } else {
    expect(got.relevance).toBeUndefined()
  }
}

describe('searchEvents against the full-scan oracle', () => {
  it('agrees on random combinations of filters, sorts and pages', () => {
    fc.assert(
      fc.property(eventQuery(fx.ds, fx.gaz), (q) => {
        compare(q)
      }),
      { numRuns: 300, seed: 42 },
    )
  })

  it('agrees with a small result window (capped count, overflow, truncated pages)', () => {
    fc.assert(
      fc.property(eventQuery(fx.ds, fx.gaz), (q) => {
        compare(q, 25)
      }),
      { numRuns: 100, seed: 7 },
    )
  })

  it('agrees on start-ordered pages that stop matching at the window (active-range driver)', () => {
    const q = fc.record({
      active: timeRange(fx.ds),
      category: fc.option(fc.constantFrom(['sports'], ['concerts', 'public-holidays']), {
        nil: undefined,
      }),
      desc: fc.boolean(),
      offset: fc.integer({ min: 0, max: 300 }),
      limit: fc.integer({ min: 1, max: 80 }),
      window: fc.integer({ min: 1, max: 400 }),
    })
    fc.assert(
      fc.property(q, ({ desc, window, ...rest }) => {
        compare({ ...rest, sort: [{ field: 'start', desc }] }, window)
      }),
      { numRuns: 200, seed: 3 },
    )
  })

  it('agrees on pages of rank-led sorts over broad filters (read best first, ordered-walk.ts)', () => {
    const q = fc.record({
      category: fc.option(fc.constantFrom(['sports'], ['concerts', 'sports', 'festivals']), {
        nil: undefined,
      }),
      field: fc.constantFrom('rank' as const, 'local_rank' as const, 'aviation_rank' as const),
      desc: fc.boolean(),
      then: fc.option(fc.constantFrom('start' as const, 'title' as const), { nil: undefined }),
      // A relevance component the sort does not use: the page still carries each row's relevance.
      around: fc.boolean(),
      offset: fc.integer({ min: 0, max: 300 }),
      limit: fc.integer({ min: 1, max: 80 }),
      window: fc.integer({ min: 1, max: 400 }),
    })
    fc.assert(
      fc.property(q, ({ field, desc, then, around, window, ...rest }) => {
        const sort = [{ field, desc }, ...(then ? [{ field: then, desc: false }] : [])]
        const origin = fx.ds.events.start[0] ?? 0
        const startAround = around ? { origin, offset: 0, scale: 30 * DAY_MS } : undefined
        compare({ ...rest, sort, ...(startAround && { startAround }) }, window)
      }),
      { numRuns: 200, seed: 11 },
    )
  })

  it('agrees when a list of rows is cut to a start range (plan.ts)', () => {
    // A range that outnumbers a category's rows lets the category's list drive, cut to the
    // range's rows by binary search.
    const now = fx.ds.now
    const q = fc.record({
      loDays: fc.integer({ min: -200, max: 0 }),
      hiDays: fc.integer({ min: 1, max: 200 }),
      category: fc.constantFrom(
        ['sports'],
        ['concerts'],
        ['expos'],
        ['school-holidays', 'observances'],
        ['festivals', 'performing-arts'],
      ),
      desc: fc.boolean(),
    })
    fc.assert(
      fc.property(q, ({ loDays, hiDays, category, desc }) => {
        const start = {
          lo: { value: now + loDays * DAY_MS, inclusive: true },
          hi: { value: now + hiDays * DAY_MS, inclusive: false },
        }
        compare({ start, category, sort: [{ field: 'start', desc }], limit: 200 })
        compare({ start, category, sort: [{ field: 'rank', desc: true }], limit: 50 })
      }),
      { numRuns: 150, seed: 13 },
    )
  })

  it('selects something for most filters (the comparison is not vacuous)', () => {
    const totals = fc
      .sample(eventQuery(fx.ds, fx.gaz), { numRuns: 200, seed: 42 })
      .map((q) => oracleMatch(fx.ds, fx.gaz, q).rows.length)
    expect(totals.filter((n) => n > 0).length).toBeGreaterThan(60)
  })
})

describe('within over a period', () => {
  it('finds short multi-day events that started before the period (spatial blocks)', () => {
    const t = fx.ds.events
    const rows = Array.from({ length: t.size }, (_, r) => r).filter((r) => {
      const d = (t.end[r] ?? 0) - (t.start[r] ?? 0)
      return d >= 3 * DAY_MS && d <= 16 * DAY_MS && t.state[r] === 0
    })
    expect(rows.length).toBeGreaterThan(10)
    for (const r of rows.slice(0, 40)) {
      const q: EventQuery = {
        within: { lat: t.lat[r] ?? 0, lon: t.lon[r] ?? 0, radiusM: 2000 },
        active: { lo: { value: (t.end[r] ?? 0) - HOUR_MS, inclusive: true } },
        limit: 100,
      }
      compare(q)
      expect(Array.from(matchEvents(fx.idx.events, q).rows)).toContain(r)
    }
  })
})

describe('each filter alone matches the oracle', () => {
  const cases: Array<[string, () => EventQuery]> = [
    ['default (active state only)', () => ({})],
    ['every state', () => ({ state: ['active', 'deleted', 'predicted'] })],
    [
      'active next 30 days',
      () => ({
        active: {
          lo: { value: fx.ds.now, inclusive: true },
          hi: { value: fx.ds.now + 30 * DAY_MS, inclusive: false },
        },
      }),
    ],
    [
      'start in Tokyo time',
      () => ({
        start: {
          lo: { value: fx.ds.now, inclusive: true },
          hi: { value: fx.ds.now + 5 * DAY_MS, inclusive: true },
          tz: 'Asia/Tokyo',
        },
      }),
    ],
    ['predicted_end set', () => ({ predictedEnd: { lo: { value: 0, inclusive: true } } })],
    [
      'cancelled dates',
      () => ({ state: ['deleted'], cancelled: { hi: { value: fx.ds.now, inclusive: true } } }),
    ],
    [
      'postponed dates',
      () => ({
        state: ['deleted'],
        postponed: { lo: { value: fx.ds.now - 50 * DAY_MS, inclusive: false } },
      }),
    ],
    ['local_rank range', () => ({ localRank: { lo: { value: 50, inclusive: false } } })],
    ['aviation_rank_level', () => ({ aviationRankLevel: [1, 5] })],
    [
      'attendance range',
      () => ({
        attendance: { lo: { value: 1000, inclusive: true }, hi: { value: 5000, inclusive: true } },
      }),
    ],
    ['brand unsafe excluded', () => ({ brandUnsafeExclude: true })],
    ['deleted reason', () => ({ state: ['deleted'], deletedReason: ['duplicate'] })],
    ['parent only', () => ({ parentInclude: 'only' })],
    ['place scope of a country', () => ({ placeScope: ['85633793'] })],
    ['q with accents', () => ({ q: 'Café', sort: [{ field: 'relevance', desc: false }] })],
    [
      'within 25 km of a city',
      () => ({
        within: { lat: fx.ds.events.lat[0] ?? 0, lon: fx.ds.events.lon[0] ?? 0, radiusM: 25_000 },
      }),
    ],
    [
      'saved locations',
      () => ({
        savedLocations: [
          {
            kind: 'circle',
            lat: fx.ds.events.lat[5] ?? 0,
            lon: fx.ds.events.lon[5] ?? 0,
            radiusM: 50_000,
          },
          { kind: 'places', placeIds: ['85633793'] },
        ],
      }),
    ],
    [
      'location_around relevance',
      () => ({
        locationAround: { origin: { lat: 40.7, lon: -74 }, offset: 0, scale: 500_000, fn: 'exp' },
        limit: 30,
      }),
    ],
  ]
  for (const [name, make] of cases) {
    it(name, () => {
      const q = make()
      compare({ limit: 50, ...q })
      expect(matchEvents(fx.idx.events, q).rows.length).toBe(
        oracleMatch(fx.ds, fx.gaz, q).rows.length,
      )
    })
  }
})
