// Broadcasts search and count against a full scan of the broadcast table, and the place rules
// of `location.place_id` / `location.origin` (docs/api.md "Search broadcasts").
import fc from 'fast-check'
import { beforeAll, describe, expect, it } from 'vitest'
import { BROADCAST_RECORD_STATUSES } from '../../contract/enums'
import type { Broadcast } from '../../contract/broadcast'
import { NO_U32 } from '../data/tables'
import { expectContract } from '../../testing/service/contract-expect'
import { get } from '../../testing/service/request'
import { createTestService } from '../../testing/service/test-service'
import type { TestService } from '../../testing/service/test-service'
import { DAY_MS } from '../../utils/time'

let t: TestService

beforeAll(async () => {
  t = await createTestService()
}, 300_000)

interface Filter {
  readonly status?: readonly string[]
  readonly counties?: ReadonlySet<string>
  readonly startGte?: number
  readonly viewersGte?: number
  readonly sort?: 'start' | '-start' | 'svc_viewership' | '-svc_viewership'
}

/** Ids of the matching broadcasts in the requested order, by a plain scan of the table. */
function scan(f: Filter): string[] {
  const b = t.deps.dataset.broadcasts
  const rows: number[] = []
  for (let r = 0; r < b.size; r++) {
    const status = BROADCAST_RECORD_STATUSES[b.recordStatus[r] ?? 0] ?? ''
    if (!(f.status ?? ['active']).includes(status)) continue
    if (f.counties && !f.counties.has(b.places.values[b.county[r] ?? 0] ?? '')) continue
    if (f.startGte !== undefined && (b.start[r] ?? 0) < f.startGte) continue
    const viewers = b.viewership[r] ?? NO_U32
    if (f.viewersGte !== undefined && (viewers === NO_U32 || viewers < f.viewersGte)) continue
    rows.push(r)
  }
  const key = (r: number): number | null => {
    if (f.sort === 'svc_viewership' || f.sort === '-svc_viewership') {
      const v = b.viewership[r] ?? NO_U32
      return v === NO_U32 ? null : v
    }
    return b.start[r] ?? 0
  }
  const desc = f.sort?.startsWith('-') ?? false
  rows.sort((x, y) => {
    const a = key(x)
    const c = key(y)
    if (a !== c) {
      if (a === null) return 1
      if (c === null) return -1
      return (desc ? -1 : 1) * (a < c ? -1 : 1)
    }
    const ix = b.id.get(x) ?? ''
    const iy = b.id.get(y) ?? ''
    return ix < iy ? -1 : ix > iy ? 1 : 0
  })
  return rows.map((r) => b.id.get(r) ?? '')
}

function countyOf(b: Broadcast): string | undefined {
  return b.record_status === 'active' ? b.location?.places[0]?.place_id : undefined
}

describe('GET /v1/broadcasts/ against a table scan', () => {
  it('agrees on random filters, sorts and pages', async () => {
    const gaz = t.deps.gazetteer
    const states = gaz.ofType('region').filter((r) => r.countryAlpha2 === 'US')
    await fc.assert(
      fc.asyncProperty(
        fc.record({
          status: fc.option(
            fc.uniqueArray(fc.constantFrom(...BROADCAST_RECORD_STATUSES), { minLength: 1 }),
            { nil: undefined },
          ),
          state: fc.option(fc.constantFrom(...states), { nil: undefined }),
          startDay: fc.option(fc.integer({ min: -400, max: 400 }), { nil: undefined }),
          viewers: fc.option(fc.integer({ min: 0, max: 200_000 }), { nil: undefined }),
          sort: fc.option(
            fc.constantFrom<NonNullable<Filter['sort']>>(
              'start',
              '-start',
              'svc_viewership',
              '-svc_viewership',
            ),
            { nil: undefined },
          ),
          limit: fc.integer({ min: 1, max: 500 }),
          offset: fc.integer({ min: 0, max: 400 }),
        }),
        async (s) => {
          const params = new URLSearchParams({ limit: String(s.limit), offset: String(s.offset) })
          const day = new Date(t.deps.dataset.now + (s.startDay ?? 0) * DAY_MS)
            .toISOString()
            .slice(0, 10)
          if (s.status) params.set('record_status', s.status.join(','))
          if (s.state) params.set('location.place_id', s.state.id)
          if (s.startDay !== undefined) params.set('start.gte', day)
          if (s.viewers !== undefined) params.set('svc_viewership.gte', String(s.viewers))
          if (s.sort) params.set('sort', s.sort)
          const body = expectContract(
            'searchBroadcasts',
            await get(t, `/v1/broadcasts/?${params.toString()}`),
          )
          const counties =
            s.state &&
            new Set(
              gaz
                .ofType('county')
                .filter((c) => gaz.isWithin(c.id, s.state?.id ?? ''))
                .map((c) => c.id),
            )
          const want = scan({
            ...(s.status && { status: s.status }),
            ...(counties && { counties }),
            ...(s.startDay !== undefined && { startGte: Date.parse(day) }),
            ...(s.viewers !== undefined && { viewersGte: s.viewers }),
            ...(s.sort && { sort: s.sort }),
          })
          expect({ count: body.count, overflow: body.overflow }).toEqual({
            count: Math.min(want.length, 10_000),
            overflow: want.length > 10_000,
          })
          expect(body.results.map((b) => b.broadcast_id)).toEqual(
            want.slice(s.offset, Math.min(s.offset + s.limit, 10_000)),
          )
          const count = expectContract(
            'countBroadcasts',
            await get(t, `/v1/broadcasts/count/?${params.toString()}`),
          )
          expect(count.count).toBe(want.length)
        },
      ),
      { numRuns: 40, seed: 7 },
    )
  }, 300_000)

  it('returns the three record shapes', async () => {
    const body = expectContract(
      'searchBroadcasts',
      await get(t, '/v1/broadcasts/?record_status=active,deleted,duplicate&limit=500'),
    )
    const shapes = new Set(body.results.map((b) => b.record_status))
    expect(shapes).toEqual(new Set(['active', 'deleted', 'duplicate']))
    for (const b of body.results) {
      if (b.record_status === 'deleted')
        expect(Object.keys(b).sort()).toEqual([
          'broadcast_id',
          'first_seen',
          'record_status',
          'updated',
        ])
      if (b.record_status === 'duplicate') expect(b.duplicate_of_id).not.toBe('')
    }
  })
})

describe('place rules', () => {
  const countiesIn = async (query: string): Promise<Set<string | undefined>> => {
    const body = expectContract(
      'searchBroadcasts',
      await get(t, `/v1/broadcasts/?${query}&limit=500`),
    )
    return new Set(body.results.map(countyOf))
  }

  it('a county id returns that county', async () => {
    const county = t.deps.gazetteer.search('Kings County', {
      types: ['county'],
      countries: ['US'],
      limit: 1,
    })[0]
    expect(county).toBeDefined()
    const seen = await countiesIn(`location.place_id=${county?.id ?? ''}`)
    expect(seen).toEqual(new Set([county?.id]))
  })

  it('a place below county level returns its county, and location.origin the county at the point', async () => {
    const gaz = t.deps.gazetteer
    const city =
      gaz.search('Brooklyn', {
        types: ['locality', 'neighbourhood'],
        countries: ['US'],
        limit: 1,
      })[0] ?? gaz.search('Chicago', { countries: ['US'], limit: 1 })[0]
    if (!city) throw new Error('no city')
    const county = gaz.hierarchy(city.id).find((id) => gaz.get(id)?.type === 'county')
    expect(await countiesIn(`location.place_id=${city.id}`)).toEqual(new Set([county]))
    const at = gaz.countyAt(city.lon, city.lat)
    expect(await countiesIn(`location.origin=${city.lat},${city.lon}`)).toEqual(new Set([at?.id]))
  })

  it('places with no county return nothing', async () => {
    const paris = t.deps.gazetteer.search('Paris', {
      types: ['locality'],
      countries: ['FR'],
      limit: 1,
    })[0]
    const us = t.deps.gazetteer.country('US')
    for (const id of [paris?.id ?? '', us?.id ?? '', 'no-such-place']) {
      expect(
        expectContract(
          'countBroadcasts',
          await get(t, `/v1/broadcasts/count/?location.place_id=${id}`),
        ).count,
      ).toBe(0)
    }
    expect(
      expectContract(
        'countBroadcasts',
        await get(t, '/v1/broadcasts/count/?location.origin=48.85,2.35'),
      ).count,
    ).toBe(0)
  })

  it('filters by the televised event', async () => {
    const first = expectContract('searchBroadcasts', await get(t, '/v1/broadcasts/?limit=1'))
      .results[0]
    const event = first?.record_status === 'active' ? first.event : undefined
    if (!event) throw new Error('no active broadcast')
    const body = expectContract(
      'searchBroadcasts',
      await get(t, `/v1/broadcasts/?event.event_id=${event.event_id}&limit=500`),
    )
    expect(body.results.length).toBeGreaterThan(0)
    for (const b of body.results)
      expect(b.record_status === 'active' && b.event?.event_id).toBe(event.event_id)
    const label = event.labels[event.labels.length - 1] ?? ''
    const byLabel = expectContract(
      'searchBroadcasts',
      await get(t, `/v1/broadcasts/?event.label=${label}&limit=50`),
    )
    for (const b of byLabel.results)
      expect(b.record_status === 'active' && b.event?.labels).toContain(label)
  })
})
