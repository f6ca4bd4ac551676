// The saved-location answers in the public shapes of the real API:
// dates stay strings through a PUT, integer place ids are read, place items carry their point,
// attendance sums are whole numbers.
import { beforeAll, describe, expect, it } from 'vitest'

import { createSavedLocationResponse, savedLocationSchema } from '../../contract/saved-location'
import type { SavedLocation } from '../../contract/saved-location'
import type { TestService } from '../../testing/service/test-service'
import { call } from '../../testing/service/request'
import { createTestService } from '../../testing/service/test-service'

const DELAY = 2_000
let t: TestService

beforeAll(async () => {
  t = await createTestService({ savedLocations: { enrichDelayMs: DELAY } })
}, 240_000)

const austin = (radius: number) => ({
  type: 'Feature',
  properties: { radius, radius_unit: 'km' },
  geometry: { type: 'Point', coordinates: [-97.7431, 30.2672] },
})

async function create(body: unknown): Promise<string> {
  const reply = await call(t, '/v1/saved-locations', { body })
  expect(reply.status, JSON.stringify(reply.body)).toBe(201)
  return createSavedLocationResponse.parse(reply.body).location_id
}

async function read(id: string): Promise<SavedLocation> {
  const reply = await call(t, `/v1/saved-locations/${id}`, { tick: 0 })
  expect(reply.status, JSON.stringify(reply.body)).toBe(200)
  return savedLocationSchema.parse(reply.body)
}

describe('saved location shapes', () => {
  it('keeps enrich_dt and insights_dt as the last enrichment after a PUT', async () => {
    const id = await create({ name: 'Austin', labels: [], geojson: austin(10) })
    t.clock.advance(DELAY)
    const active = await read(id)
    expect(typeof active.enrich_dt).toBe('string')
    const reply = await call(t, `/v1/saved-locations/${id}`, {
      method: 'PUT',
      body: { name: 'Austin wide', labels: [], geojson: austin(20) },
    })
    expect(reply.status).toBe(204)
    const replaced = await read(id)
    expect(replaced.status).toBe('pending')
    expect(replaced.enrich_dt).toBe(active.enrich_dt)
    expect(replaced.insights_dt).toBe(active.insights_dt)
  })

  it('reads integer place ids and answers them as strings', async () => {
    const id = await create({ name: 'New York', labels: [], place_ids: [5128581] })
    const location = await read(id)
    expect(location.place_ids).toEqual(['5128581'])
  })

  it('gives each place item its point', async () => {
    const id = await create({ name: 'Austin point', labels: [], geojson: austin(5) })
    const [place] = (await read(id)).places
    expect(place?.geojson?.type).toBe('Point')
    expect(place?.geojson?.coordinates).toHaveLength(2)
  })

  it('sums attendance in whole numbers', async () => {
    const id = await create({ name: 'Austin sums', labels: [], geojson: austin(30) })
    t.clock.advance(DELAY)
    const [insight] = (await read(id)).summary_insights
    expect(Number.isInteger(insight?.svc_attendance_sum)).toBe(true)
  })
})
