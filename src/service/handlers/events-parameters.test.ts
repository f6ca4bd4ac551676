// The events parameters the random queries reach rarely, each against the oracle with the
// engine query written out by hand from the rule of docs/api.md "Search events" for that
// parameter.
import { beforeAll, describe, expect, it } from 'vitest'
import { NO_U32 } from '../data/tables'
import type { EventQuery } from '../engine/query'
import { oracleIds as oracle, searchIds } from '../../testing/service/event-oracle'
import { expectContract } from '../../testing/service/contract-expect'
import { get } from '../../testing/service/request'
import { createTestService } from '../../testing/service/test-service'
import type { TestService } from '../../testing/service/test-service'
import { DAY_MS, HOUR_MS } from '../../utils/time'

let t: TestService
const NOW = Date.parse('2026-06-15T12:00:00Z')

beforeAll(async () => {
  t = await createTestService()
}, 300_000)

const ids = (query: string): Promise<string[]> => searchIds(t, query)
const oracleIds = (q: EventQuery): string[] => oracle(t, q)

function sample(pick: (r: number) => boolean, n = 3): number[] {
  const e = t.deps.dataset.events
  const out: number[] = []
  for (let r = 0; r < e.size && out.length < n; r += 97) if (pick(r)) out.push(r)
  return out
}

describe('parameters against the oracle', () => {
  const e = () => t.deps.dataset.events
  const cases: [string, () => string, () => EventQuery][] = [
    [
      'deleted_reason',
      () => 'state=deleted&deleted_reason=cancelled,postponed',
      () => ({ state: ['deleted'], deletedReason: ['cancelled', 'postponed'] }),
    ],
    [
      'cancelled.*',
      () => 'state=deleted&cancelled.gte=2025-01-01',
      () => ({
        state: ['deleted'],
        cancelled: { lo: { value: Date.UTC(2025, 0, 1), inclusive: true }, tz: 'UTC' },
      }),
    ],
    [
      'postponed.*',
      () => 'state=deleted,active&postponed.lt=2026-06-15',
      () => ({
        state: ['deleted', 'active'],
        postponed: { hi: { value: NOW - 12 * HOUR_MS, inclusive: false }, tz: 'UTC' },
      }),
    ],
    [
      'predicted_end.*',
      () => 'predicted_end.gte=2026-06-15&predicted_end.lte=2026-07-15',
      () => ({
        predictedEnd: {
          lo: { value: NOW - 12 * HOUR_MS, inclusive: true },
          hi: { value: NOW - 12 * HOUR_MS + 31 * DAY_MS, inclusive: false },
          tz: 'UTC',
        },
      }),
    ],
    [
      'updated.* and first_seen.*',
      () => 'updated.gt=2026-06-01T00:00:00&first_seen.lt=2026-03-01&category=sports',
      () => ({
        category: ['sports'],
        updated: { lo: { value: Date.UTC(2026, 5, 1), inclusive: false }, tz: 'UTC' },
        firstSeen: { hi: { value: Date.UTC(2026, 2, 1), inclusive: false }, tz: 'UTC' },
      }),
    ],
    [
      'end.* in a time zone',
      () => 'end.gte=2026-06-15&end.lt=2026-06-18&end.tz=America/Los_Angeles',
      () => ({
        end: {
          lo: { value: Date.UTC(2026, 5, 15, 7), inclusive: true },
          hi: { value: Date.UTC(2026, 5, 18, 7), inclusive: false },
          tz: 'America/Los_Angeles',
        },
      }),
    ],
    [
      'local_rank.* and aviation_rank.*',
      () => 'local_rank.gte=70&aviation_rank.lt=50',
      () => ({
        localRank: { lo: { value: 70, inclusive: true } },
        aviationRank: { hi: { value: 50, inclusive: false } },
      }),
    ],
    [
      'svc_attendance.*',
      () => 'svc_attendance.gt=20000&svc_attendance.lte=60000',
      () => ({
        attendance: {
          lo: { value: 20000, inclusive: false },
          hi: { value: 60000, inclusive: true },
        },
      }),
    ],
    [
      'aviation_rank_level',
      () => 'aviation_rank_level=5&country=US',
      () => ({ aviationRankLevel: [5], country: ['US'] }),
    ],
    [
      'id',
      () =>
        `id=${sample(() => true)
          .map((r) => e().id.get(r))
          .join(',')}`,
      () => ({ id: sample(() => true).map((r) => e().id.get(r) ?? '') }),
    ],
    [
      'entity.id',
      () =>
        `entity.id=${sample((r) => (e().venue[r] ?? -1) >= 0, 2)
          .map((r) => e().venues.entityId.get(e().venue[r] ?? 0))
          .join(',')}`,
      () => ({
        entityId: sample((r) => (e().venue[r] ?? -1) >= 0, 2).map(
          (r) => e().venues.entityId.get(e().venue[r] ?? 0) ?? '',
        ),
      }),
    ],
    [
      'placekey @where',
      () => `placekey=${placekeyWhere()}`,
      () => ({ placekey: [placekeyWhere()] }),
    ],
    ['place.exact', () => `place.exact=${placeOf()}`, () => ({ placeExact: [placeOf()] })],
    ['place.scope', () => `place.scope=${placeOf()}`, () => ({ placeScope: [placeOf()] })],
    [
      'location_around and start_around',
      () =>
        'location_around.origin=48.85,2.35&location_around.scale=50km&start_around.origin=2026-06-20&start_around.scale=3d&country=FR&sort=relevance',
      () => ({
        country: ['FR'],
        locationAround: { origin: { lat: 48.85, lon: 2.35 }, offset: 0, scale: 50_000, decay: 0.5 },
        startAround: { origin: Date.UTC(2026, 5, 20), offset: 0, scale: 3 * DAY_MS, decay: 0.5 },
        sort: [{ field: 'relevance', desc: false }],
      }),
    ],
  ]

  function placekeyWhere(): string {
    const row =
      sample(
        (r) => e().category[r] === 3 && (e().venues.placekey.get(e().venue[r] ?? -1) ?? '') !== '',
        1,
      )[0] ?? 0
    const key = e().venues.placekey.get(e().venue[row] ?? 0) ?? '@none'
    return key.slice(key.indexOf('@'))
  }
  function placeOf(): string {
    const row =
      sample((r) => (e().place[r] ?? NO_U32) !== NO_U32 && e().category[r] === 3, 1)[0] ?? 0
    return e().places.values[e().place[row] ?? 0] ?? ''
  }

  it.each(cases)('%s', async (_name, query, engine) => {
    const q = query()
    const got = q.includes('sort=relevance')
      ? expectContract('searchEvents', await get(t, `/v1/events/?${q}&limit=1000`)).results.map(
          (x) => x.id,
        )
      : await ids(q)
    const want = oracleIds(engine())
    expect(want.length).toBeGreaterThan(0)
    expect(got).toEqual(want)
  })

  it('brand_unsafe.exclude and parent.include partition the results', async () => {
    const filter =
      'country=GB&category=terror,expos,concerts,sports&active.gte=2026-01-01&active.lt=2026-09-01'
    const all = await ids(filter)
    expect(all.length).toBeLessThan(1000)
    const safe = await ids(`${filter}&brand_unsafe.exclude=true`)
    expect(safe).toEqual(
      oracleIds({
        country: ['GB'],
        category: ['terror', 'expos', 'concerts', 'sports'],
        active: {
          lo: { value: Date.UTC(2026, 0, 1), inclusive: true },
          hi: { value: Date.UTC(2026, 8, 1), inclusive: false },
          tz: 'UTC',
        },
        brandUnsafeExclude: true,
      }),
    )
    expect(safe.length).toBeLessThan(all.length)
    // parent.include (docs/api.md "Search events": child events have a parent link, all others
    // are parents): false
    // leaves the parents out, only keeps nothing but them; together they make up everything.
    const children = await ids(`${filter}&parent.include=false`)
    const parents = await ids(`${filter}&parent.include=only`)
    expect(children.length).toBeGreaterThan(0)
    expect(parents.length).toBeGreaterThan(children.length)
    expect(new Set([...children, ...parents])).toEqual(new Set(all))
    expect(children.length + parents.length).toBe(all.length)
  })
})
