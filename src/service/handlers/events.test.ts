// Events search through the HTTP surface against the full-scan oracle (src/testing/engine/oracle.ts).
import fc from 'fast-check'
import { beforeAll, describe, expect, it } from 'vitest'
import type { EventsListResponse } from '../../contract/event'
import { oracleSearch } from '../../testing/engine/oracle-search'
import type { EventQuery } from '../engine/query'
import { expectContract } from '../../testing/service/contract-expect'
import { eventSpec, queryString } from '../../testing/service/event-spec'
import { get } from '../../testing/service/request'
import { createTestService } from '../../testing/service/test-service'
import type { TestService } from '../../testing/service/test-service'
import { DAY_MS, HOUR_MS } from '../../utils/time'

let t: TestService

beforeAll(async () => {
  t = await createTestService()
}, 300_000)

function oracle(q: EventQuery, window = 10_000) {
  const r = oracleSearch(t.deps.dataset, t.deps.gazetteer, q, window)
  return { ...r, ids: r.rows.map((row) => t.deps.dataset.events.id.get(row) ?? '') }
}

async function all(path: string): Promise<string[]> {
  const ids: string[] = []
  let next: string | null = path
  while (next !== null) {
    const page: EventsListResponse = expectContract('searchEvents', await get(t, next))
    ids.push(...page.results.map((e) => e.id))
    next = page.next
  }
  return ids
}

describe('GET /v1/events/ against the oracle', () => {
  it('agrees on ids, order, count and overflow for random queries', async () => {
    let nonEmpty = 0
    await fc.assert(
      fc.asyncProperty(eventSpec(t.deps.dataset, t.deps.gazetteer), async ({ params, query }) => {
        const body = expectContract(
          'searchEvents',
          await get(t, `/v1/events/?${queryString(params)}`),
        )
        const want = oracle(query)
        expect({ count: body.count, overflow: body.overflow }).toEqual({
          count: want.count,
          overflow: want.overflow,
        })
        expect(body.results.map((e) => e.id)).toEqual(want.ids)
        body.results.forEach((e, i) => {
          if (want.relevance) expect(e.relevance).toBeCloseTo(want.relevance[i] ?? Number.NaN, 9)
          else expect(e.relevance).toBeNull()
        })
        if (body.results.length > 0) nonEmpty++
      }),
      { numRuns: 120, seed: 20260615 },
    )
    // The comparison is not vacuous: many generated queries select something.
    expect(nonEmpty).toBeGreaterThan(30)
  }, 300_000)

  it('maps every date rule: date-only gt/lte, time zones and date-times', async () => {
    const q =
      'active.gt=2026-06-14&active.lte=2026-06-16&active.tz=Asia/Tokyo&limit=1000&sort=start'
    const body = expectContract('searchEvents', await get(t, `/v1/events/?${q}`))
    const from = Date.UTC(2026, 5, 15) - 9 * HOUR_MS
    const want = oracle({
      active: {
        lo: { value: from, inclusive: true },
        hi: { value: from + 2 * DAY_MS, inclusive: false },
        tz: 'Asia/Tokyo',
      },
      state: ['active'],
      sort: [{ field: 'start', desc: false }],
      limit: 1000,
    })
    expect(body.results.map((e) => e.id)).toEqual(want.ids)
    expect(want.ids.length).toBeGreaterThan(0)
  })
})

describe('paging', () => {
  it('walks the whole result set with next and back with previous', async () => {
    const filter = 'category=concerts&country=GB&sort=-start'
    const want = oracle({
      category: ['concerts'],
      country: ['GB'],
      state: ['active'],
      sort: [{ field: 'start', desc: true }],
      limit: 100_000,
    })
    expect(want.ids.length).toBeGreaterThan(25)
    expect(await all(`/v1/events/?${filter}&limit=7`)).toEqual(want.ids)
    const last = Math.floor((want.ids.length - 1) / 7) * 7
    let page = expectContract(
      'searchEvents',
      await get(t, `/v1/events/?${filter}&limit=7&offset=${last}`),
    )
    expect(page.next).toBeNull()
    const back: string[] = []
    for (;;) {
      back.unshift(...page.results.map((e) => e.id))
      if (page.previous === null) break
      page = expectContract('searchEvents', await get(t, page.previous))
    }
    expect(back).toEqual(want.ids)
  })

  it('keeps the other parameters in the links', async () => {
    const page = expectContract(
      'searchEvents',
      await get(t, '/v1/events/?category=sports&limit=2&offset=2'),
    )
    const next = new URL(page.next ?? '')
    expect(next.searchParams.get('category')).toBe('sports')
    expect(next.searchParams.get('offset')).toBe('4')
    expect(new URL(page.previous ?? '').searchParams.get('offset')).toBe('0')
  })
})

describe('sort', () => {
  it.each(['local_rank', 'aviation_rank', 'predicted_end'] as const)(
    'puts events without %s last in both directions',
    async (field) => {
      for (const dir of ['', '-']) {
        const ids = await all(
          `/v1/events/?category=sports,observances,severe-weather&country=FR&state=active,predicted&sort=${dir}${field}&limit=1000`,
        )
        const body = ids.length
        expect(body).toBeGreaterThan(0)
        const events = expectContract(
          'searchEvents',
          await get(
            t,
            `/v1/events/?id=${ids.join(',')}&state=active,predicted&sort=${dir}${field}&limit=1000`,
          ),
        ).results
        const values = events.map((e) =>
          field === 'predicted_end' ? (e.predicted_end ?? null) : e[field],
        )
        const firstNull = values.indexOf(null)
        if (firstNull >= 0) expect(values.slice(firstNull).every((v) => v === null)).toBe(true)
        const present = values.filter((v) => v !== null)
        const sorted = [...present].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))
        expect(present).toEqual(dir === '-' ? sorted.reverse() : sorted)
      }
    },
  )
})
