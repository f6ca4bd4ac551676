// The store's answers before the dataset is in: the same bytes as the dataset's service, for the
// reads that compute nothing, and no answer for those that would.
import { beforeAll, describe, expect, it } from 'vitest'

import { RateLimiter } from '../auth/rate-limit'
import { createTestService } from '../../testing/service/test-service'
import type { TestService } from '../../testing/service/test-service'
import { BASE_URL } from '../../testing/service/request'
import { HOUR_MS } from '../../utils/time'
import { storedService } from './stored-service'
import type { StoredAnswer } from './stored-service'

const DELAY_MS = 1_500

let t: TestService
let stored: StoredAnswer

beforeAll(async () => {
  t = await createTestService({ savedLocations: { enrichDelayMs: DELAY_MS } })
  stored = storedService({
    store: t.registry.store,
    limiter: new RateLimiter(),
    clock: () => t.clock.now(),
    enrichDelayMs: DELAY_MS,
  })
}, 240_000)

const request = (path: string, init: { token?: string | null; method?: string } = {}) => {
  const token = init.token === undefined ? 'demo-analyst' : init.token
  return new Request(new URL(path, BASE_URL), {
    method: init.method ?? 'GET',
    headers: token === null ? {} : { authorization: `Bearer ${token}` },
  })
}

/** What a client reads of an answer: its status, caching and body. */
const read = async (response: Response | undefined) =>
  response && {
    status: response.status,
    cache: response.headers.get('cache-control'),
    body: await response.text(),
  }

/** The store's answer, and the dataset's service's to the same request at the same instant. */
async function both(path: string, init?: { token?: string | null; method?: string }) {
  const fromStore = await read(await stored(request(path, init)))
  const fromData = await read(await t.service.fetch(request(path, init)))
  return { fromStore, fromData }
}

const LIST = '/v1/saved-locations/?sort=-created&limit=10'

describe('saved locations from the store alone', () => {
  it('answers an empty list, and a refused token, as the dataset would', async () => {
    const empty = await both(LIST)
    expect(empty.fromStore?.status).toBe(200)
    expect(empty.fromStore).toEqual(empty.fromData)
    const refused = await both(LIST, { token: null })
    expect(refused.fromStore?.status).toBe(401)
    expect(refused.fromStore).toEqual(refused.fromData)
  })

  it('leaves every other operation to the dataset', async () => {
    expect(await stored(request('/v1/events/?limit=1'))).toBeUndefined()
    expect(await stored(request('/v1/saved-locations/', { method: 'POST' }))).toBeUndefined()
    expect(await stored(request('/v1/saved-locations/x', { method: 'DELETE' }))).toBeUndefined()
    expect(await stored(request('/v1/accounts/self/'))).toBeUndefined()
  })

  it('answers while nothing is due, and leaves a due enrichment or refresh to the dataset', async () => {
    const created = await t.service.fetch(
      new Request(new URL('/v1/saved-locations/', BASE_URL), {
        method: 'POST',
        headers: { authorization: 'Bearer demo-analyst', 'content-type': 'application/json' },
        body: JSON.stringify({
          name: 'Chicago Loop',
          labels: ['office'],
          geojson: {
            type: 'Feature',
            properties: { radius: 8, radius_unit: 'km' },
            geometry: { type: 'Point', coordinates: [-87.6298, 41.8781] },
          },
        }),
      }),
    )
    expect(created.status).toBe(201)
    const { location_id: id } = (await created.json()) as { location_id: string }

    // Pending, and not yet due: the stored record is the answer.
    const pending = await both(LIST)
    expect(pending.fromStore).toEqual(pending.fromData)
    expect(pending.fromStore?.body).toContain('"status":"pending"')

    t.clock.advance(DELAY_MS)
    expect(await stored(request(LIST))).toBeUndefined()
    expect(await stored(request(`/v1/saved-locations/${id}`))).toBeUndefined()
    // The dataset's service enriches it and writes it back; the store then answers again.
    const active = await read(await t.service.fetch(request(LIST)))
    expect(active?.body).toContain('"status":"active"')
    await t.registry.written()
    expect(await read(await stored(request(LIST)))).toEqual(active)
    const one = await both(`/v1/saved-locations/${id}`)
    expect(one.fromStore?.status).toBe(200)
    expect(one.fromStore).toEqual(one.fromData)
    const unknown = await both('/v1/saved-locations/no-such-location')
    expect(unknown.fromStore?.status).toBe(404)
    expect(unknown.fromStore).toEqual(unknown.fromData)

    // The hourly refresh of its insights needs the events again.
    t.clock.advance(HOUR_MS)
    expect(await stored(request(LIST))).toBeUndefined()
  })
})
