// The saved-location lifecycle through the whole service (docs/api.md "Saved locations (beta)",
// "States and transitions"): create -> pending -> active with insights, list, get, replace,
// delete, organisation isolation.
import { beforeAll, describe, expect, it } from 'vitest'

import { ATTENDED_CATEGORIES } from '../../contract/enums'
import { eventsCountResponse, eventsListResponse } from '../../contract/event'
import {
  createSavedLocationResponse,
  savedLocationEventsResponse,
  savedLocationSchema,
  savedLocationsListResponse,
} from '../../contract/saved-location'
import { UNSCHEDULED_CATEGORIES } from '../../contract/saved-location'
import type { SavedLocation } from '../../contract/saved-location'
import type { TestService } from '../../testing/service/test-service'
import { call } from '../../testing/service/request'
import type { CallOptions } from '../../testing/service/request'
import { createTestService } from '../../testing/service/test-service'
import { DAY_MS, HOUR_MS } from '../../utils/time'

const DELAY = 2_000
let t: TestService

beforeAll(async () => {
  t = await createTestService({ savedLocations: { enrichDelayMs: DELAY } })
}, 240_000)

const point = (lon: number, lat: number, radius = 10, unit = 'km') => ({
  type: 'Feature',
  properties: { radius, radius_unit: unit },
  geometry: { type: 'Point', coordinates: [lon, lat] },
})
// The Loop: a metro every test dataset size covers with events in the next 90 days.
const CHICAGO = point(-87.6298, 41.8781)

async function create(body: unknown, token?: string): Promise<string> {
  const reply = await call(t, '/v1/saved-locations', { body, ...(token && { token }) })
  expect(reply.status, JSON.stringify(reply.body)).toBe(201)
  return createSavedLocationResponse.parse(reply.body).location_id
}

async function read(id: string, token?: string): Promise<SavedLocation> {
  const reply = await call(t, `/v1/saved-locations/${id}`, { ...(token && { token }), tick: 0 })
  expect(reply.status, JSON.stringify(reply.body)).toBe(200)
  return savedLocationSchema.parse(reply.body)
}

/** `YYYY-MM-DDThh:mm:ss` (UTC) of an insights timestamp, for the events date range. */
const wall = (dt: string): string => new Date(Date.parse(dt)).toISOString().slice(0, 19)

/** The insights recomputed independently through the events count and search endpoints. */
async function insightsFromEvents(id: string, start: string, end: string) {
  const range = `saved_location.location_id=${id}&active.gte=${wall(start)}&active.lte=${wall(end)}`
  const count = eventsCountResponse.parse((await call(t, `/v1/events/count/?${range}`)).body)
  const unscheduled: readonly string[] = UNSCHEDULED_CATEGORIES
  const attended: readonly string[] = ATTENDED_CATEGORIES
  let a = 0
  let u = 0
  let n = 0
  for (const [category, c] of Object.entries(count.categories)) {
    if (attended.includes(category)) a += c
    else if (unscheduled.includes(category)) u += c
    else n += c
  }
  let sum = 0
  for (let offset = 0; offset < a; offset += 1000) {
    const page = eventsListResponse.parse(
      (
        await call(
          t,
          `/v1/events/?${range}&category=${attended.join(',')}&limit=1000&offset=${offset}&sort=start`,
        )
      ).body,
    )
    for (const e of page.results) sum += e.svc_attendance ?? 0
  }
  return {
    svc_attendance_sum: sum,
    attended_event_count: a,
    non_attended_event_count: n,
    unscheduled_event_count: u,
  }
}

describe('saved location lifecycle', () => {
  let id: string

  it('creates a pending location, reverse geocoded, then enriches it after the delay', async () => {
    id = await create({ name: 'Chicago downtown', labels: ['office', 'hq'], geojson: CHICAGO })
    const created = t.clock.now()
    const pending = await read(id)
    expect(pending.status).toBe('pending')
    expect(pending.summary_insights).toEqual([])
    expect(pending.enrich_dt).toBeNull()
    expect(pending.formatted_address).toBe('Chicago, Illinois, United States')
    const chicago = t.deps.gazetteer.search('Chicago', {
      countries: ['US'],
      types: ['locality'],
    })[0]
    expect(pending.places[0]?.place_id).toBe(chicago?.id)
    expect(pending.subscription_valid_types).toEqual([
      'events',
      'broadcasts',
      'notifications',
      'features_api',
    ])
    expect(pending.create_dt).toMatch(/\+00:00$/)
    expect(Date.parse(pending.create_dt)).toBe(created)

    t.clock.advance(DELAY - 1)
    expect((await read(id)).status).toBe('pending')
    t.clock.advance(1)
    const active = await read(id)
    expect(active.status).toBe('active')
    expect(Date.parse(active.enrich_dt ?? '')).toBe(created + DELAY)
    expect(active.insights_dt).toBe(active.enrich_dt)
    const [insight] = active.summary_insights
    if (!insight) throw new Error('no insight')
    expect(insight.date_range.type).toBe('next_90d')
    expect(Date.parse(insight.date_range.end_dt) - Date.parse(insight.date_range.start_dt)).toBe(
      90 * DAY_MS,
    )
    expect(insight.attended_event_count).toBeGreaterThan(0)
    const expected = await insightsFromEvents(
      id,
      insight.date_range.start_dt,
      insight.date_range.end_dt,
    )
    expect(insight).toMatchObject(expected)
  })

  it('refreshes the insights on the hour of the service clock', async () => {
    const before = await read(id)
    t.clock.advance(HOUR_MS)
    const after = await read(id)
    expect(after.enrich_dt).toBe(before.enrich_dt)
    expect(Date.parse(after.insights_dt ?? '')).toBe(Date.parse(before.enrich_dt ?? '') + HOUR_MS)
    expect(after.summary_insights[0]?.date_range.start_dt).toBe(after.insights_dt)
  })

  it('lists the events of the location for next_90d, filtered by category and sorted', async () => {
    const location = await read(id)
    const reply = await call(
      t,
      `/v1/saved-locations/${id}/insights/events?category=concerts&sort=-start&limit=5`,
    )
    expect(reply.status).toBe(200)
    const { count, results } = savedLocationEventsResponse.parse(reply.body)
    expect(results.every((e) => e.category === 'concerts')).toBe(true)
    const starts = results.map((e) => Date.parse(e.start))
    expect([...starts].sort((a, b) => b - a)).toEqual(starts)
    const now = new Date(t.clock.now()).toISOString().slice(0, 19)
    const end = new Date(t.clock.now() + 90 * DAY_MS).toISOString().slice(0, 19)
    const expected = eventsCountResponse.parse(
      (
        await call(
          t,
          `/v1/events/count/?saved_location.location_id=${id}&category=concerts&active.gte=${now}&active.lte=${end}`,
          { tick: 0 },
        )
      ).body,
    )
    expect(count).toBe(expected.count)
    expect(count).toBeGreaterThan(0)
    expect(location.summary_insights.length).toBe(1)
  })

  it('replaces on PUT (204), goes back to pending and keeps create_dt', async () => {
    const before = await read(id)
    const reply = await call(t, `/v1/saved-locations/${id}`, {
      method: 'PUT',
      body: {
        name: 'Chicago wide',
        labels: [],
        geojson: point(-87.6298, 41.8781, 20, 'mi'),
        formatted_address: 'Chicagoland',
      },
    })
    expect(reply).toMatchObject({ status: 204, body: null })
    const replaced = await read(id)
    expect(replaced).toMatchObject({
      name: 'Chicago wide',
      labels: [],
      formatted_address: 'Chicagoland',
      status: 'pending',
    })
    expect(replaced.create_dt).toBe(before.create_dt)
    expect(Date.parse(replaced.update_dt)).toBeGreaterThan(Date.parse(before.update_dt))
    t.clock.advance(DELAY)
    const active = await read(id)
    expect(active.status).toBe('active')
    expect(active.summary_insights[0]?.svc_attendance_sum).toBeGreaterThanOrEqual(
      before.summary_insights[0]?.svc_attendance_sum ?? 0,
    )
  })

  it('deletes (204), then answers 404 not found', async () => {
    expect(await call(t, `/v1/saved-locations/${id}`, { method: 'DELETE' })).toMatchObject({
      status: 204,
      body: null,
    })
    const gone = { status: 404, body: { error: 'not found' } }
    const reply = async (path: string, init?: CallOptions) => {
      const { status, body } = await call(t, path, init)
      return { status, body }
    }
    expect(await reply(`/v1/saved-locations/${id}`)).toEqual(gone)
    expect(await reply(`/v1/saved-locations/${id}`, { method: 'DELETE' })).toEqual(gone)
    expect(await reply(`/v1/saved-locations/${id}/insights/events`)).toEqual(gone)
    expect(
      await reply(`/v1/saved-locations/${id}`, {
        method: 'PUT',
        body: { name: 'x', geojson: CHICAGO },
      }),
    ).toEqual(gone)
  })
})

describe('organisation isolation and subscription', () => {
  it("keeps each organisation's locations to itself", async () => {
    const mine = await create({ name: 'Analyst only', geojson: CHICAGO })
    expect((await call(t, `/v1/saved-locations/${mine}`, { token: 'demo-us-only' })).status).toBe(
      404,
    )
    const list = savedLocationsListResponse.parse(
      (await call(t, '/v1/saved-locations?limit=100', { token: 'demo-us-only' })).body,
    )
    expect(list.locations.map((l) => l.location_id)).not.toContain(mine)
    expect(
      (await call(t, `/v1/saved-locations/${mine}`, { method: 'DELETE', token: 'demo-us-only' }))
        .status,
    ).toBe(404)
    expect((await read(mine)).name).toBe('Analyst only')
  })

  it('gives no valid types and no events outside the subscription countries', async () => {
    const paris = await create({ name: 'Paris', geojson: point(2.3522, 48.8566) }, 'demo-us-only')
    const location = await read(paris, 'demo-us-only')
    expect(location.subscription_valid_types).toEqual([])
    expect(location.formatted_address).toContain('France')
    const events = await call(t, `/v1/saved-locations/${paris}/insights/events`, {
      token: 'demo-us-only',
    })
    expect(events).toMatchObject({ status: 200, body: { count: 0, results: [] } })
    t.clock.advance(DELAY)
    expect((await read(paris, 'demo-us-only')).summary_insights[0]).toMatchObject({
      attended_event_count: 0,
      svc_attendance_sum: 0,
    })
  })
})
