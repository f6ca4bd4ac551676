// Places search, place hierarchies and the account (docs/api.md "Places", "Place hierarchies",
// "Account").
import { beforeAll, describe, expect, it } from 'vitest'
import { haversineKm } from '../data/geo/distance'
import { MAJOR_POPULATION, METRO_POPULATION } from '../adapters/place-search'
import { expectContract } from '../../testing/service/contract-expect'
import { get } from '../../testing/service/request'
import { createTestService } from '../../testing/service/test-service'
import type { TestService } from '../../testing/service/test-service'

let t: TestService

beforeAll(async () => {
  t = await createTestService()
}, 300_000)

const places = async (query: string) =>
  expectContract('searchPlaces', await get(t, `/v1/places/?${query}`))

describe('GET /v1/places/', () => {
  it('finds a city by name, the biggest first, and honours limit', async () => {
    const body = await places('q=london&limit=3')
    expect(body.results[0]).toMatchObject({
      name: 'London',
      type: 'locality',
      country_alpha2: 'GB',
      country_alpha3: 'GBR',
    })
    expect(body.results).toHaveLength(3)
    expect(body.count).toBeGreaterThanOrEqual(3)
    expect(body.next).toBeNull()
  })

  it('filters by country and by type with synonyms', async () => {
    const fr = await places('q=saint&country=FR&limit=100')
    expect(fr.results.length).toBeGreaterThan(0)
    for (const p of fr.results) expect(p.country_alpha2).toBe('FR')
    const gaz = t.deps.gazetteer
    const population = (id: string) => gaz.get(id)?.population ?? 0
    const major = await places('country=US&type=major&limit=100')
    expect(major.results.length).toBeGreaterThan(3)
    for (const p of major.results)
      expect(p.type === 'locality' && population(p.id) >= MAJOR_POPULATION).toBe(true)
    const metro = await places('country=US&type=metro&limit=100')
    expect(metro.count).toBeGreaterThan(major.count)
    for (const p of metro.results) expect(population(p.id)).toBeGreaterThanOrEqual(METRO_POPULATION)
    const local = await places('q=brooklyn&type=local&limit=100')
    for (const p of local.results)
      expect(['neighbourhood', 'locality', 'localadmin']).toContain(p.type)
    const regions = await places('country=US&type=region&limit=100')
    expect(regions.count).toBeGreaterThanOrEqual(50)
  })

  it('returns places by id in the order asked', async () => {
    const [a, b] = (await places('q=tokyo&limit=2')).results
    const body = await places(`id=${b?.id ?? ''},${a?.id ?? ''},no-such-id`)
    expect(body.results.map((p) => p.id)).toEqual([b?.id, a?.id])
  })

  it('orders places near a location by distance, then the places containing it', async () => {
    const body = await places('location=@48.8566,2.3522&limit=100')
    const near = body.results.filter((p) =>
      ['locality', 'neighbourhood', 'localadmin'].includes(p.type),
    )
    const km = near.map((p) => haversineKm(2.3522, 48.8566, p.location[0], p.location[1]))
    expect(km).toEqual([...km].sort((x, y) => x - y))
    const broad = await places('location=@48.8566,2.3522&type=country,region')
    expect(broad.results.map((p) => [p.type, p.country_alpha2])).toEqual([
      ['region', 'FR'],
      ['country', 'FR'],
    ])
  })
})

describe('GET /v1/places/hierarchies/', () => {
  const hierarchies = async (query: string) =>
    expectContract('placeHierarchies', await get(t, `/v1/places/hierarchies/?${query}`))
      .place_hierarchies

  it('gives the closest locality, planet first, then a major city within 50 km', async () => {
    const [first, second] = await hierarchies('location.origin=40.93,-73.90')
    expect(first?.[0]?.type).toBe('planet')
    expect(first?.[first.length - 1]?.type).toBe('locality')
    const gaz = t.deps.gazetteer
    const city = gaz.get(second?.[second.length - 1]?.place_id ?? '')
    expect(city?.population).toBeGreaterThanOrEqual(MAJOR_POPULATION)
    expect(haversineKm(-73.9, 40.93, city?.lon ?? 0, city?.lat ?? 0)).toBeLessThanOrEqual(50)
  })

  it('gives the locality a point lies in, not the nearest one across a river', async () => {
    // Weehawken, New Jersey, is nearer to Times Square than any locality of Manhattan.
    const [first] = await hierarchies('location.origin=40.758,-73.9855')
    const names = (first ?? []).map((step) => t.deps.gazetteer.get(step.place_id)?.name)
    expect(names).toContain('New York')
    expect(names).not.toContain('New Jersey')
    expect(names).not.toContain('Weehawken')
  })

  it('stops at the requested level and honours the country', async () => {
    for (const level of ['county', 'region', 'country'] as const) {
      const [h, extra] = await hierarchies(`location.origin=41.88,-87.63&level=${level}`)
      expect(h?.[h.length - 1]?.type).toBe(level)
      if (level !== 'county') expect(extra).toBeUndefined()
    }
    // Near the border the country picks the side.
    const [ca] = await hierarchies('location.origin=42.31,-83.04&country=CA')
    expect(t.deps.gazetteer.get(ca?.[ca.length - 1]?.place_id ?? '')?.countryAlpha2).toBe('CA')
  })

  it('ends every hierarchy, the neighbour city one too, at the requested level', async () => {
    // North of the Bronx: Westchester County, with the Bronx (a major city) within 50 km.
    const [westchester, bronx] = await hierarchies('location.origin=40.93,-73.90&level=county')
    expect(westchester?.at(-1)?.type).toBe('county')
    expect(bronx?.at(-1)?.type).toBe('county')
    expect(bronx?.at(-1)?.place_id).not.toBe(westchester?.at(-1)?.place_id)
    // Downtown Chicago: the closest major city is in the same county, so there is no second one.
    expect(await hierarchies('location.origin=41.88,-87.63&level=county')).toHaveLength(1)
    for (const level of ['neighbourhood', 'locality', 'county'] as const) {
      for (const origin of ['40.93,-73.90', '41.88,-87.63', '51.5,-0.12', '48.85,2.35']) {
        const found = await hierarchies(`location.origin=${origin}&level=${level}`)
        expect(found.length).toBeGreaterThan(0)
        for (const h of found) expect(h.at(-1)?.type, `${origin} ${level}`).toBe(level)
      }
    }
  })

  it('returns the hierarchy of each known id', async () => {
    const paris = t.deps.gazetteer.search('Paris', { countries: ['FR'], limit: 1 })[0]
    const body = await hierarchies(`location.place_id=${paris?.id ?? ''},no-such-id`)
    expect(body).toHaveLength(1)
    expect(body[0]?.map((s) => s.place_id)).toEqual(t.deps.gazetteer.hierarchy(paris?.id ?? ''))
  })
})

describe('GET /v1/accounts/self/', () => {
  it.each([
    ['demo-analyst', 'org_analyst'],
    ['demo-us-only', 'org_us_only'],
    ['demo-events-only', 'org_events_only'],
  ])('describes the caller of %s', async (token, id) => {
    const account = expectContract('accountSelf', await get(t, '/v1/accounts/self/', token))
    expect(account.id).toBe(id)
    expect(account.industry.name.length).toBeGreaterThan(0)
    expect(Date.parse(account.updated_at)).toBeGreaterThanOrEqual(Date.parse(account.created_at))
  })
})
