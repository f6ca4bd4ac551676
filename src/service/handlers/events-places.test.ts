// Events filters that name places and saved locations, and the relevance components.
import { beforeAll, describe, expect, it } from 'vitest'
import { organisationForToken } from '../auth/accounts'
import type { EventQuery } from '../engine/query'
import { expectContract } from '../../testing/service/contract-expect'
import { oracleIds as oracle, searchIds } from '../../testing/service/event-oracle'
import { get } from '../../testing/service/request'
import { createTestService } from '../../testing/service/test-service'
import type { TestService } from '../../testing/service/test-service'

let t: TestService
const paris = { lat: 48.8566, lon: 2.3522 }

beforeAll(async () => {
  t = await createTestService()
}, 300_000)

const ids = searchIds
const oracleIds = (q: EventQuery): string[] => oracle(t, q)

describe('place codes', () => {
  it('an airport code stands for its city', async () => {
    const nyc =
      t.deps.gazetteer.search('New York City', { countries: ['US'], limit: 1 })[0]?.id ?? ''
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
    const body = expectContract(
      'searchEvents',
      await get(
        t,
        '/v1/events/?country=GB&category=concerts&relevance=rank&sort=relevance&limit=50',
      ),
    )
    const ranks = body.results.map((x) => x.rank)
    expect(ranks).toEqual([...ranks].sort((a, b) => b - a))
    body.results.forEach((x) => {
      expect(x.relevance).toBe(x.rank)
    })
    const plain = expectContract(
      'searchEvents',
      await get(t, '/v1/events/?q=nba&relevance=start_around&limit=5'),
    )
    plain.results.forEach((x) => {
      expect(x.relevance).toBeNull()
    })
    const withQ = expectContract(
      'searchEvents',
      await get(t, '/v1/events/?q=nba&relevance=q&limit=5'),
    )
    const defaults = expectContract('searchEvents', await get(t, '/v1/events/?q=nba&limit=5'))
    expect(withQ.results).toEqual(defaults.results)
  })
})

describe('saved_location.location_id', () => {
  it('restricts to the areas of the saved locations', async () => {
    const circle = oracleIds({ within: { ...paris, radiusM: 20_000, includeParentScopes: false } })
    expect(circle.length).toBeGreaterThan(0)
    const registry = t.registry
    const analyst = organisationForToken('demo-analyst')
    if (!analyst) throw new Error('no demo analyst')
    const id = await registry.create(
      analyst,
      {
        name: 'Paris',
        labels: [],
        geojson: {
          type: 'Feature',
          properties: { radius: 20, radius_unit: 'km' },
          geometry: { type: 'Point', coordinates: [paris.lon, paris.lat] },
        },
      },
      t.clock.now(),
    )
    expect(await ids(t, `saved_location.location_id=${id}`)).toEqual(circle)
    // Another organisation's ids are unknown to this one.
    expect(await ids(t, `saved_location.location_id=${id}`, 'demo-events-only')).toEqual([])
    expect(await ids(t, 'saved_location.location_id=unknown')).toEqual([])
  })
})
