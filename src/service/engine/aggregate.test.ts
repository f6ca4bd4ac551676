import fc from 'fast-check'
import { beforeAll, describe, expect, it, vi } from 'vitest'

// Property runs against a full scan take seconds on a busy machine; they are not timing tests.
vi.setConfig({ testTimeout: 120_000, hookTimeout: 600_000 })
import type { Fixture } from '../../testing/engine/fixture'
import { randomFixture } from '../../testing/engine/fixture'
import { eventQuery, timeRange } from '../../testing/engine/arbitraries'
import { oracleMatch } from '../../testing/engine/oracle'
import { oracleCalendar, oracleCount, oracleDays } from '../../testing/engine/oracle-aggregates'
import { calendarEvents, countEvents, dailyEventSums, matchEvents } from './search'
import type { EventQuery } from './query'
import { zoneOffsetMs } from '../../contract/dates'
import { NO_U32 } from '../data/tables'
import { EVENT_CATEGORIES } from '../../contract/enums'
import { DAY_MS } from '../../utils/time'

let fx: Fixture

beforeAll(async () => {
  fx = await randomFixture(2500, 11)
})

/** Instant of local midnight starting `day` in `tz`. */
function midnight(day: number, tz: string): number {
  const wall = day * DAY_MS
  return wall - zoneOffsetMs(tz, wall - zoneOffsetMs(tz, wall))
}

describe('countEvents', () => {
  it('equals the oracle aggregates of the oracle matches', () => {
    fc.assert(
      fc.property(eventQuery(fx.ds, fx.gaz), (q) => {
        expect(countEvents(fx.ds, fx.idx, q)).toEqual(
          oracleCount(fx.ds, oracleMatch(fx.ds, fx.gaz, q).rows),
        )
      }),
      { numRuns: 150, seed: 5 },
    )
  })

  it('is consistent with itself: categories and levels add up to the count', () => {
    const agg = countEvents(fx.ds, fx.idx, { state: ['active', 'predicted'] })
    const sum = (o: Record<string, number>): number => Object.values(o).reduce((s, v) => s + v, 0)
    expect(agg.count).toBeGreaterThan(0)
    expect(sum(agg.categories)).toBe(agg.count)
    expect(sum(agg.rank_levels)).toBe(agg.count)
    expect(sum(agg.local_rank_levels)).toBeLessThanOrEqual(agg.count)
  })

  it('has null tops and zero levels with no matches', () => {
    const agg = countEvents(fx.ds, fx.idx, { q: 'nothingmatcheshere' })
    expect(agg).toMatchObject({
      count: 0,
      top_rank: null,
      top_local_rank: null,
      categories: {},
      rank_levels: { '1': 0, '5': 0 },
    })
  })
})

describe('calendarEvents', () => {
  const tzs = ['UTC', 'America/New_York', 'Asia/Kolkata', 'Australia/Sydney']

  it('equals the oracle calendar', () => {
    const arb = fc.record({
      q: eventQuery(fx.ds, fx.gaz),
      active: timeRange(fx.ds),
      tz: fc.constantFrom(...tzs),
    })
    fc.assert(
      fc.property(arb, ({ q, active, tz }) => {
        const query: EventQuery = { ...q, active }
        expect(calendarEvents(fx.ds, fx.idx, query, tz)).toEqual(
          oracleCalendar(fx.ds, fx.gaz, query, tz),
        )
      }),
      { numRuns: 60, seed: 9 },
    )
  })

  it('gives each day the count of an active filter over that local day', () => {
    for (const tz of tzs) {
      const first = Math.floor(fx.ds.now / DAY_MS) - 20
      const q: EventQuery = {
        category: ['sports', 'public-holidays', 'concerts', 'school-holidays'],
        active: {
          lo: { value: midnight(first, tz), inclusive: true },
          hi: { value: midnight(first + 40, tz), inclusive: false },
          tz,
        },
      }
      const days = calendarEvents(fx.ds, fx.idx, q, tz)
      expect(days.length).toBeGreaterThan(20)
      for (const day of days.slice(0, 40)) {
        const d = Date.parse(`${day.date}T00:00:00Z`) / DAY_MS
        const single = countEvents(fx.ds, fx.idx, {
          ...q,
          active: {
            lo: { value: midnight(d, tz), inclusive: true },
            hi: { value: midnight(d + 1, tz), inclusive: false },
            tz,
          },
        })
        expect(day).toEqual({ date: day.date, ...single })
      }
    }
  })

  it('counts a multi-day event on every day it spans', () => {
    const t = fx.ds.events
    const rows = matchEvents(fx.idx.events, {
      state: ['active'],
      category: ['festivals', 'school-holidays', 'expos'],
    }).rows
    const long = Array.from(rows).find(
      (r) => (t.end[r] ?? 0) - (t.start[r] ?? 0) > 3 * DAY_MS && t.timezone[r] !== NO_U32,
    )
    expect(long).toBeDefined()
    const id = t.id.get(long ?? 0) ?? ''
    const days = calendarEvents(fx.ds, fx.idx, { id: [id] }, 'UTC')
    expect(days.map((d) => d.date)).toEqual(
      oracleDays(fx.ds, long ?? 0, 'UTC').map((d) =>
        new Date(d * DAY_MS).toISOString().slice(0, 10),
      ),
    )
    expect(days.length).toBeGreaterThan(3)
  })
})

describe('dailyEventSums', () => {
  it('lists every day of the range with stats over the events active that day', () => {
    const tz = 'Europe/Paris'
    const from = Math.floor(fx.ds.now / DAY_MS)
    const q: EventQuery = { category: ['concerts', 'sports', 'conferences', 'festivals'] }
    const days = dailyEventSums(fx.ds, fx.idx, q, tz, from, from + 89)
    expect(days).toHaveLength(90)
    const rows = oracleMatch(fx.ds, fx.gaz, q).rows
    const t = fx.ds.events
    for (const [k, day] of days.entries()) {
      const active = rows.filter((r) => oracleDays(fx.ds, r, tz).includes(from + k))
      const values = active.map((r) => {
        const span = oracleDays(fx.ds, r, tz).length
        const a = t.attendance[r] ?? 0
        return t.category[r] === EVENT_CATEGORIES.indexOf('conferences') ? a : a / span
      })
      expect(day.count).toBe(values.length)
      expect(day.sum).toBeCloseTo(
        values.reduce((s, v) => s + v, 0),
        6,
      )
      expect(day.max).toBeCloseTo(values.length ? Math.max(...values) : 0, 6)
      expect(day.std_dev === null).toBe(values.length === 0)
      expect(Object.values(day.rank_levels).reduce((s, v) => s + v, 0)).toBe(active.length)
    }
    expect(days.some((d) => d.count > 1)).toBe(true)
  })
})
