// The events parameters the random queries reach rarely, each against the oracle with the
// engine query written out by hand from the spec's rule for that parameter.
import { beforeAll, describe, expect, it } from 'vitest'
import { organisationForToken } from '../auth/accounts'
import { NO_U32 } from '../data/tables'
import { oracleSearch } from '../engine/oracle-search'
import type { EventQuery } from '../engine/query'
import { expectContract } from '../testing/contract-expect'
import { get } from '../testing/request'
import { createTestService } from '../testing/test-service'
import type { TestService } from '../testing/test-service'

let t: TestService
let scoped: TestService
const DAY = 86_400_000
const NOW = Date.parse('2026-06-15T12:00:00Z')
const paris = { lat: 48.8566, lon: 2.3522 }

beforeAll(async () => {
  t = await createTestService({ savedLocations: null })
  scoped = await createTestService()
}, 300_000)

const base = { state: ['active'] as const, sort: [{ field: 'start' as const, desc: false }], limit: 1000 }

async function ids(svc: TestService, query: string, token?: string): Promise<string[]> {
  const body = expectContract('searchEvents', await get(svc, `/v1/events/?${query}&sort=start&limit=1000`, token))
  return body.results.map((e) => e.id)
}

function oracleIds(q: EventQuery): string[] {
  return oracleSearch(t.deps.dataset, t.deps.gazetteer, { ...base, ...q }).rows.map((r) => t.deps.dataset.events.id[r] ?? '')
}

function sample(pick: (r: number) => boolean, n = 3): number[] {
  const e = t.deps.dataset.events
  const out: number[] = []
  for (let r = 0; r < e.size && out.length < n; r += 97) if (pick(r)) out.push(r)
  return out
}

describe('parameters against the oracle', () => {
  const e = () => t.deps.dataset.events
  const cases: [string, () => string, () => EventQuery][] = [
    ['deleted_reason', () => 'state=deleted&deleted_reason=cancelled,postponed', () => ({ state: ['deleted'], deletedReason: ['cancelled', 'postponed'] })],
    ['cancelled.*', () => 'state=deleted&cancelled.gte=2025-01-01', () => ({ state: ['deleted'], cancelled: { lo: { value: Date.UTC(2025, 0, 1), inclusive: true }, tz: 'UTC' } })],
    ['postponed.*', () => 'state=deleted,active&postponed.lt=2026-06-15', () => ({ state: ['deleted', 'active'], postponed: { hi: { value: NOW - 12 * 3_600_000, inclusive: false }, tz: 'UTC' } })],
    ['predicted_end.*', () => 'predicted_end.gte=2026-06-15&predicted_end.lte=2026-07-15', () => ({ predictedEnd: { lo: { value: NOW - 12 * 3_600_000, inclusive: true }, hi: { value: NOW - 12 * 3_600_000 + 31 * DAY, inclusive: false }, tz: 'UTC' } })],
    ['updated.* and first_seen.*', () => 'updated.gt=2026-06-01T00:00:00&first_seen.lt=2026-03-01&category=sports', () => ({ category: ['sports'], updated: { lo: { value: Date.UTC(2026, 5, 1), inclusive: false }, tz: 'UTC' }, firstSeen: { hi: { value: Date.UTC(2026, 2, 1), inclusive: false }, tz: 'UTC' } })],
    ['end.* in a time zone', () => 'end.gte=2026-06-15&end.lt=2026-06-18&end.tz=America/Los_Angeles', () => ({ end: { lo: { value: Date.UTC(2026, 5, 15, 7), inclusive: true }, hi: { value: Date.UTC(2026, 5, 18, 7), inclusive: false }, tz: 'America/Los_Angeles' } })],
    ['local_rank.* and aviation_rank.*', () => 'local_rank.gte=70&aviation_rank.lt=50', () => ({ localRank: { lo: { value: 70, inclusive: true } }, aviationRank: { hi: { value: 50, inclusive: false } } })],
    ['svc_attendance.*', () => 'svc_attendance.gt=20000&svc_attendance.lte=60000', () => ({ attendance: { lo: { value: 20000, inclusive: false }, hi: { value: 60000, inclusive: true } } })],
    ['aviation_rank_level', () => 'aviation_rank_level=5&country=US', () => ({ aviationRankLevel: [5], country: ['US'] })],
    ['id', () => `id=${sample(() => true).map((r) => e().id[r]).join(',')}`, () => ({ id: sample(() => true).map((r) => e().id[r] ?? '') })],
    ['entity.id', () => `entity.id=${sample((r) => (e().venue[r] ?? -1) >= 0, 2).map((r) => e().venues.entityId[e().venue[r] ?? 0]).join(',')}`, () => ({ entityId: sample((r) => (e().venue[r] ?? -1) >= 0, 2).map((r) => e().venues.entityId[e().venue[r] ?? 0] ?? '') })],
    ['placekey @where', () => `placekey=${placekeyWhere()}`, () => ({ placekey: [placekeyWhere()] })],
    ['place.exact', () => `place.exact=${placeOf()}`, () => ({ placeExact: [placeOf()] })],
    ['place.scope', () => `place.scope=${placeOf()}`, () => ({ placeScope: [placeOf()] })],
    ['location_around and start_around', () => 'location_around.origin=48.85,2.35&location_around.scale=50km&start_around.origin=2026-06-20&start_around.scale=3d&country=FR&sort=relevance', () => ({ country: ['FR'], locationAround: { origin: { lat: 48.85, lon: 2.35 }, offset: 0, scale: 50_000, decay: 0.5 }, startAround: { origin: Date.UTC(2026, 5, 20), offset: 0, scale: 3 * DAY, decay: 0.5 }, sort: [{ field: 'relevance', desc: false }] })],
  ]

  function placekeyWhere(): string {
    const keys = e().venues.placekey.filter((k) => k !== '')
    const key = keys[Math.floor(keys.length / 2)] ?? '@none'
    return key.slice(key.indexOf('@'))
  }
  function placeOf(): string {
    const row = sample((r) => (e().place[r] ?? NO_U32) !== NO_U32 && e().category[r] === 3, 1)[0] ?? 0
    return e().places.values[e().place[row] ?? 0] ?? ''
  }

  it.each(cases)('%s', async (_name, query, engine) => {
    const q = query()
    const got = q.includes('sort=relevance')
      ? expectContract('searchEvents', await get(t, `/v1/events/?${q}&limit=1000`)).results.map((x) => x.id)
      : await ids(t, q)
    const want = oracleIds(engine())
    expect(want.length).toBeGreaterThan(0)
    expect(got).toEqual(want)
  })

  it('brand_unsafe.exclude and parent.include partition the results', async () => {
    const all = await ids(t, 'country=US&category=concerts,festivals,sports')
    const safe = await ids(t, 'country=US&category=concerts,festivals,sports&brand_unsafe.exclude=true')
    expect(safe).toEqual(oracleIds({ country: ['US'], category: ['concerts', 'festivals', 'sports'], brandUnsafeExclude: true }))
    expect(safe.length).toBeLessThan(all.length)
    const children = await ids(t, 'country=US&category=concerts,festivals,sports&parent.include=false')
    const parents = await ids(t, 'country=US&category=concerts,festivals,sports&parent.include=only')
    expect(children.length).toBeGreaterThan(0)
    expect(new Set([...children, ...parents])).toEqual(new Set(all))
  })
})

describe('place codes', () => {
  it('an airport code stands for its city', async () => {
    const nyc = t.deps.gazetteer.search('New York City', { countries: ['US'], limit: 1 })[0]?.id ?? ''
    const byId = await ids(t, `place.scope=${nyc}`)
    expect(byId.length).toBeGreaterThan(0)
    expect(await ids(t, 'place.scope=JFK')).toEqual(byId)
    expect(await ids(t, 'place.scope=KLGA')).toEqual(byId)
    expect(await ids(t, 'place.scope=USNYC')).toEqual(byId)
    expect(await ids(t, 'place.exact=JFK')).toEqual(await ids(t, `place.exact=${nyc}`))
    expect(await ids(t, 'place.scope=QQQ')).toEqual([])
  })
})

describe('relevance components', () => {
  it('multiplies the listed field components and ignores unlisted parameter components', async () => {
    const body = expectContract('searchEvents', await get(t, '/v1/events/?country=GB&category=concerts&relevance=rank&sort=relevance&limit=50'))
    const ranks = body.results.map((x) => x.rank)
    expect(ranks).toEqual([...ranks].sort((a, b) => b - a))
    body.results.forEach((x) => expect(x.relevance).toBe(x.rank))
    const plain = expectContract('searchEvents', await get(t, '/v1/events/?q=nba&relevance=start_around&limit=5'))
    plain.results.forEach((x) => expect(x.relevance).toBeNull())
    const withQ = expectContract('searchEvents', await get(t, '/v1/events/?q=nba&relevance=q&limit=5'))
    const defaults = expectContract('searchEvents', await get(t, '/v1/events/?q=nba&limit=5'))
    expect(withQ.results).toEqual(defaults.results)
  })
})

describe('saved_location.location_id', () => {
  it('restricts to the areas of the saved locations', async () => {
    const circle = oracleIds({ within: { ...paris, radiusM: 20_000, includeParentScopes: false } })
    expect(circle.length).toBeGreaterThan(0)
    const registry = scoped.deps.savedLocations
    const analyst = organisationForToken('demo-analyst')
    if (!registry || !analyst) throw new Error('no saved-locations registry')
    const id = await registry.create(
      analyst,
      {
        name: 'Paris',
        labels: [],
        geojson: { type: 'Feature', properties: { radius: 20, radius_unit: 'km' }, geometry: { type: 'Point', coordinates: [paris.lon, paris.lat] } },
      },
      scoped.clock.now(),
    )
    expect(await ids(scoped, `saved_location.location_id=${id}`)).toEqual(circle)
    // Another organisation's ids are unknown to this one.
    expect(await ids(scoped, `saved_location.location_id=${id}`, 'demo-events-only')).toEqual([])
    expect(await ids(scoped, 'saved_location.location_id=unknown')).toEqual([])
  })

  it('is skipped while no saved-locations store is wired', async () => {
    expect(await ids(t, 'saved_location.location_id=paris&country=MC')).toEqual(oracleIds({ country: ['MC'] }))
  })
})
