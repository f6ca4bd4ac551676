// Subscription scoping (docs/api.md "Subscription scoping", "Errors", "Limits": result window):
// applied silently from the caller's plan, never an error.
import { beforeAll, describe, expect, it } from 'vitest'
import { oracleSearch } from '../../testing/engine/oracle-search'
import { expectContract } from '../../testing/service/contract-expect'
import { call, get } from '../../testing/service/request'
import { createTestService } from '../../testing/service/test-service'
import type { TestService } from '../../testing/service/test-service'
import { DAY_MS } from '../../utils/time'

let t: TestService
const US = 'demo-us-only'

beforeAll(async () => {
  t = await createTestService()
}, 300_000)

/** The oracle's answer for demo-us-only at the service clock: US only, 30 days back to 180 ahead. */
function usOnly(extra: { category?: string[]; offset?: number; limit?: number }) {
  const now = t.clock.now()
  const r = oracleSearch(
    t.deps.dataset,
    t.deps.gazetteer,
    {
      state: ['active'],
      ...(extra.category && { category: extra.category }),
      sort: [{ field: 'start', desc: false }],
      offset: extra.offset ?? 0,
      limit: extra.limit ?? 10,
      subscription: { from: now - 30 * DAY_MS, to: now + 180 * DAY_MS, countries: ['US'] },
    },
    1000,
  )
  return { ...r, ids: r.rows.map((row) => t.deps.dataset.events.id.get(row) ?? '') }
}

describe('demo-us-only', () => {
  it('sees only US events active inside its window, with the count capped at 1,000', async () => {
    const body = expectContract(
      'searchEvents',
      await get(t, '/v1/events/?sort=start&limit=1000', US),
    )
    const want = usOnly({ limit: 1000 })
    expect(want.overflow).toBe(true)
    expect(body.count).toBe(1000)
    expect(body.overflow).toBe(true)
    expect(body.next).toBeNull()
    expect(body.results.map((e) => e.id)).toEqual(want.ids)
    const now = t.clock.now()
    for (const e of body.results) {
      expect(e.country).toBe('US')
      expect(Date.parse(e.timezone === null ? `${e.end}Z` : e.end)).toBeGreaterThanOrEqual(
        now - 30 * DAY_MS - DAY_MS,
      )
      expect(Date.parse(e.timezone === null ? `${e.start}Z` : e.start)).toBeLessThanOrEqual(
        now + 180 * DAY_MS + DAY_MS,
      )
    }
  })

  it('returns no rows past the result window', async () => {
    const edge = expectContract(
      'searchEvents',
      await get(t, '/v1/events/?sort=start&offset=995&limit=10', US),
    )
    expect(edge.results.map((e) => e.id)).toEqual(usOnly({ offset: 995, limit: 10 }).ids)
    expect(edge.results).toHaveLength(5)
    expect(edge.next).toBeNull()
    const beyond = expectContract(
      'searchEvents',
      await get(t, '/v1/events/?offset=1000&limit=10', US),
    )
    expect(beyond.results).toEqual([])
    expect(beyond.count).toBe(1000)
  })

  it('answers a request outside the plan with nothing rather than an error', async () => {
    const foreign = expectContract('searchEvents', await get(t, '/v1/events/?country=FR', US))
    expect(foreign.count).toBe(0)
    const past = expectContract(
      'countEvents',
      await get(t, '/v1/events/count/?active.lt=2025-06-01', US),
    )
    expect(past.count).toBe(0)
    const calendar = expectContract(
      'eventsCalendar',
      await get(t, '/v1/events/calendar/?category=sports', US),
    )
    const now = t.clock.now()
    for (const d of calendar.results) {
      expect(Date.parse(d.date)).toBeGreaterThanOrEqual(now - 31 * DAY_MS)
      expect(Date.parse(d.date)).toBeLessThanOrEqual(now + 181 * DAY_MS)
    }
  })

  it('agrees with the oracle under a filter small enough not to overflow', async () => {
    const body = expectContract(
      'searchEvents',
      await get(t, '/v1/events/?category=expos&sort=start&limit=1000', US),
    )
    const want = usOnly({ category: ['expos'], limit: 1000 })
    expect(want.overflow).toBe(false)
    expect({ count: body.count, overflow: body.overflow }).toEqual({
      count: want.count,
      overflow: false,
    })
    expect(body.results.map((e) => e.id)).toEqual(want.ids)
  })

  it('limits broadcasts to its window too', async () => {
    const body = expectContract(
      'searchBroadcasts',
      await get(t, '/v1/broadcasts/?sort=start&limit=500', US),
    )
    const now = t.clock.now()
    expect(body.results.length).toBeGreaterThan(0)
    for (const b of body.results) {
      if (b.record_status !== 'active') continue
      const start = Date.parse(b.dates?.start ?? '')
      expect(start).toBeGreaterThanOrEqual(now - 30 * DAY_MS)
      expect(start).toBeLessThanOrEqual(now + 180 * DAY_MS)
    }
  })
})

describe('demo-analyst', () => {
  it('pages through at most 10,000 results', async () => {
    const answer = await call(t, '/v1/events/?offset=9995&limit=10&sort=start')
    const body = expectContract('searchEvents', answer.body)
    expect(body.count).toBe(10_000)
    expect(body.overflow).toBe(true)
    expect(body.results).toHaveLength(5)
  })
})
