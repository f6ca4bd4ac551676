// GET /v1/saved-locations/ query (q, location_id, sort, paging) and the validation rules of
// the POST/PUT body, through the whole service.
import { beforeAll, describe, expect, it } from 'vitest'

import { bodyValidationErrorBody, queryValidationErrorBody } from '../../contract/errors'
import {
  createSavedLocationResponse,
  savedLocationsListResponse,
} from '../../contract/saved-location'
import type { SavedLocation } from '../../contract/saved-location'
import type { TestService } from '../../testing/service/test-service'
import { call } from '../../testing/service/request'
import { createTestService } from '../../testing/service/test-service'

let t: TestService
const TOKEN = 'demo-events-only'
const point = (lon: number, lat: number, radius: unknown = 5, unit: unknown = 'km') => ({
  type: 'Feature',
  properties: { radius, radius_unit: unit },
  geometry: { type: 'Point', coordinates: [lon, lat] },
})

async function list(query: string): Promise<{ count: number; locations: SavedLocation[] }> {
  const reply = await call(t, `/v1/saved-locations?${query}`, { token: TOKEN })
  expect(reply.status, JSON.stringify(reply.body)).toBe(200)
  return savedLocationsListResponse.parse(reply.body)
}

const names = (l: { locations: SavedLocation[] }): string[] => l.locations.map((x) => x.name)
const ids: Record<string, string> = {}

beforeAll(async () => {
  t = await createTestService({ savedLocations: { enrichDelayMs: 1_500 } })
  const texas = t.deps.gazetteer.search('Texas', { types: ['region'], countries: ['US'] })[0]
  const bodies = [
    { name: 'Zürich Office', labels: ['europe'], geojson: point(8.5417, 47.3769, 2) },
    { name: 'Austin HQ', labels: ['office', 'texas'], geojson: point(-97.7431, 30.2672, 30) },
    { name: 'All of Texas', labels: ['region'], place_ids: [texas?.id ?? ''] },
    {
      name: 'New York stores',
      labels: ['retail'],
      geojson: point(-74.006, 40.7128, 15),
      formatted_address: 'Manhattan',
    },
  ]
  for (const body of bodies) {
    const reply = await call(t, '/v1/saved-locations', { body, token: TOKEN })
    ids[body.name] = createSavedLocationResponse.parse(reply.body).location_id
  }
}, 240_000)

describe('listing saved locations', () => {
  it('lists newest first by default, with the count of all matches and paging', async () => {
    const all = await list('')
    expect(all.count).toBe(4)
    expect(names(all)).toEqual(['New York stores', 'All of Texas', 'Austin HQ', 'Zürich Office'])
    const page = await list('limit=2&offset=1')
    expect(page.count).toBe(4)
    expect(names(page)).toEqual(['All of Texas', 'Austin HQ'])
    expect((await list('offset=10')).locations).toEqual([])
  })

  it('filters by location_id and by q over name, labels and address, ignoring case and accents', async () => {
    const two = await list(
      `location_id=${ids['Austin HQ'] ?? ''},${ids['Zürich Office'] ?? ''},unknown`,
    )
    expect(names(two).sort()).toEqual(['Austin HQ', 'Zürich Office'])
    expect(names(await list('q=zurich'))).toEqual(['Zürich Office'])
    expect(names(await list('q=TEXAS'))).toEqual(['All of Texas', 'Austin HQ'])
    expect(names(await list('q=manhattan'))).toEqual(['New York stores'])
    expect(names(await list('q=office%20austin'))).toEqual(['Austin HQ'])
    expect((await list('q=nowhere')).count).toBe(0)
  })

  it('sorts by name, address, created and the next_90d insights, pending ones last', async () => {
    expect(names(await list('sort=name'))).toEqual([
      'All of Texas',
      'Austin HQ',
      'New York stores',
      'Zürich Office',
    ])
    expect(names(await list('sort=-name'))).toEqual([
      'Zürich Office',
      'New York stores',
      'Austin HQ',
      'All of Texas',
    ])
    expect(names(await list('sort=created'))).toEqual([
      'Zürich Office',
      'Austin HQ',
      'All of Texas',
      'New York stores',
    ])
    const byAddress = (await list('sort=address')).locations.map((l) => l.formatted_address)
    expect(byAddress).toEqual(
      [...byAddress].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' })),
    )
    const sorted = await list('sort=-next_90d.svc_attendance_sum')
    expect(sorted.locations.every((l) => l.status === 'active')).toBe(true)
    const sums = sorted.locations.map((l) => l.summary_insights[0]?.svc_attendance_sum ?? -1)
    expect(sums).toEqual([...sums].sort((a, b) => b - a))
    expect(sums[0]).toBeGreaterThan(sums[3] ?? 0)
    const asc = (await list('sort=next_90d.attended_event_count')).locations
    const counts = asc.map((l) => l.summary_insights[0]?.attended_event_count ?? -1)
    expect(counts).toEqual([...counts].sort((a, b) => a - b))
  })

  it('rejects unknown sort fields and parameters with the query error shape', async () => {
    for (const query of ['sort=size', 'limit=-1', 'colour=red']) {
      const reply = await call(t, `/v1/saved-locations?${query}`, { token: TOKEN })
      expect(reply.status).toBe(400)
      expect(queryValidationErrorBody.safeParse(reply.body).success).toBe(true)
    }
  })
})

describe('body validation', () => {
  const good = { name: 'ok', labels: [], geojson: point(-97.7, 30.3) }
  const cases: readonly { rule: string; body: unknown; field: string }[] = [
    {
      rule: 'unknown place id',
      body: { name: 'x', place_ids: ['no-such-place'] },
      field: 'place_ids',
    },
    { rule: 'name required', body: { geojson: good.geojson }, field: 'name' },
    { rule: 'blank name', body: { ...good, name: '   ' }, field: 'name' },
    { rule: 'one of geojson or place_ids', body: { name: 'x' }, field: 'geojson' },
    { rule: 'not both', body: { ...good, place_ids: ['5128581'] }, field: 'place_ids' },
    { rule: 'empty place_ids', body: { name: 'x', place_ids: [] }, field: 'place_ids' },
    {
      rule: 'longitude range',
      body: { ...good, geojson: point(200, 10) },
      field: 'geojson.geometry.coordinates.0',
    },
    {
      rule: 'latitude range',
      body: { ...good, geojson: point(10, -91) },
      field: 'geojson.geometry.coordinates.1',
    },
    {
      rule: 'radius positive',
      body: { ...good, geojson: point(1, 1, 0) },
      field: 'geojson.properties.radius',
    },
    {
      rule: 'radius number',
      body: { ...good, geojson: point(1, 1, '5') },
      field: 'geojson.properties.radius',
    },
    {
      rule: 'radius unit',
      body: { ...good, geojson: point(1, 1, 5, 'yd') },
      field: 'geojson.properties.radius_unit',
    },
    { rule: 'labels strings', body: { ...good, labels: [1] }, field: 'labels.0' },
    { rule: 'read-only field', body: { ...good, status: 'active' }, field: 'status' },
  ]

  it.each(cases)('answers 400 naming the field: $rule', async ({ body, field }) => {
    for (const [method, path] of [
      ['POST', '/v1/saved-locations'],
      ['PUT', `/v1/saved-locations/${ids['Austin HQ'] ?? ''}`],
    ] as const) {
      const reply = await call(t, path, { method, body, token: TOKEN })
      expect(reply.status).toBe(400)
      const parsed = bodyValidationErrorBody.parse(reply.body)
      expect(parsed.details.map((d) => d.field)).toContain(field)
    }
  })

  it('answers 400 {error} for a body that is not JSON, and stores nothing on failure', async () => {
    const before = (await list('')).count
    for (const body of ['{"name":', '']) {
      const reply = await call(t, '/v1/saved-locations', { method: 'POST', body, token: TOKEN })
      expect(reply.status).toBe(400)
      expect(typeof (reply.body as { error: unknown }).error).toBe('string')
    }
    expect((await list('')).count).toBe(before)
  })
})
