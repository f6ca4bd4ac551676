import fc from 'fast-check'
import { beforeAll, describe, expect, it, vi } from 'vitest'

// Property runs against a full scan take seconds on a busy machine; they are not timing tests.
vi.setConfig({ testTimeout: 120_000, hookTimeout: 600_000 })
import type { Fixture } from '../../testing/engine/fixture'
import { randomFixture } from '../../testing/engine/fixture'
import { numRange } from '../../testing/engine/arbitraries'
import { oracleBroadcasts } from '../../testing/engine/oracle-aggregates'
import { countBroadcasts, searchBroadcasts } from './broadcast-search'
import type { BroadcastQuery, BroadcastSortField } from './query'
import { BROADCAST_RECORD_STATUSES, BROADCAST_STATUSES } from '../../contract/enums'
import { textsOf } from '../data/text-column'
import { DAY_MS } from '../../utils/time'

let fx: Fixture

beforeAll(async () => {
  fx = await randomFixture(3000, 21)
})

function broadcastQuery(): fc.Arbitrary<BroadcastQuery> {
  const b = fx.ds.broadcasts
  const t = fx.ds.events
  const opt = <T>(a: fc.Arbitrary<T>, weight = 3): fc.Arbitrary<T | undefined> =>
    fc.oneof({ arbitrary: fc.constant(undefined), weight }, { arbitrary: a, weight: 1 })
  const some = <T>(xs: readonly T[]): fc.Arbitrary<T[]> =>
    fc.uniqueArray(fc.constantFrom(...xs), { minLength: 1, maxLength: 3 })
  const row = fc.integer({ min: 0, max: b.size - 1 })
  const time = numRange(-120, 120).map((r) => ({
    lo: r.lo && { ...r.lo, value: fx.ds.now + r.lo.value * DAY_MS },
    hi: r.hi && { ...r.hi, value: fx.ds.now + r.hi.value * DAY_MS },
  }))
  const sportsRows = Array.from(new Set(b.event))
  return fc.record({
    id: opt(
      fc.array(
        row.map((r) => b.id.get(r) ?? ''),
        { minLength: 1, maxLength: 10 },
      ),
      8,
    ),
    recordStatus: opt(some(BROADCAST_RECORD_STATUSES)),
    broadcastStatus: opt(some(BROADCAST_STATUSES)),
    start: opt(time, 2),
    updated: opt(time, 6),
    firstSeen: opt(time, 6),
    viewership: opt(numRange(0, 50_000), 4),
    county: opt(some(b.places.values)),
    eventId: opt(some(sportsRows.map((r) => t.id.get(r) ?? '')), 6),
    eventLabel: opt(some(t.labelNames.values), 6),
    eventCategory: opt(fc.constant(['sports']), 6),
    eventEntityId: opt(
      some([...textsOf(t.venues.entityId).slice(0, 30), ...textsOf(t.entityTable.id)]),
      6,
    ),
    sort: opt(
      fc.array(
        fc.record({
          field: fc.constantFrom<BroadcastSortField>(
            'start',
            'svc_viewership',
            'updated',
            'first_seen',
          ),
          desc: fc.boolean(),
        }),
        { minLength: 1, maxLength: 2 },
      ),
      1,
    ),
    limit: fc.integer({ min: 1, max: 50 }),
    offset: fc.integer({ min: 0, max: 100 }),
    subscription: opt(
      fc.record({ from: fc.constant(fx.ds.now - 60 * DAY_MS), countries: fc.constant(['US']) }),
      6,
    ),
  })
}

describe('searchBroadcasts against the full-scan oracle', () => {
  it('agrees on random filters, sorts and pages', () => {
    fc.assert(
      fc.property(broadcastQuery(), fc.integer({ min: 5, max: 500 }), (q, window) => {
        const want = oracleBroadcasts(fx.ds, fx.gaz, q)
        const got = searchBroadcasts(fx.ds, fx.idx, q, window)
        const offset = q.offset ?? 0
        expect(got.count).toBe(Math.min(want.length, window))
        expect(got.overflow).toBe(want.length > window)
        expect(Array.from(got.rows)).toEqual(
          want.slice(offset, Math.max(offset, Math.min(offset + (q.limit ?? 10), window))),
        )
        expect(countBroadcasts(fx.ds, fx.idx, q).count).toBe(want.length)
      }),
      { numRuns: 250, seed: 13 },
    )
  })

  it('defaults to active records only', () => {
    const all = countBroadcasts(fx.ds, fx.idx, {
      recordStatus: ['active', 'deleted', 'duplicate'],
    }).count
    const active = countBroadcasts(fx.ds, fx.idx, {}).count
    expect(active).toBeGreaterThan(0)
    expect(active).toBeLessThan(all)
  })
})
