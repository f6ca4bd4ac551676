// The app's typed client against the real embedded service over msw/node: every response is
// parsed by the contract's schema on the client side, so a drift between the two fails here.
import { describe, expect, it } from 'vitest'
import { serveTestServiceAt } from '../../testing/service/booted-service'
import { createClient } from '../../api/client'
import { ApiError } from '../../api/errors'

const BASE = 'http://embedded.test'
const client = createClient({ baseUrl: BASE, token: 'demo-analyst', retry: { retries: 0 } })
serveTestServiceAt(BASE, {
  seed: 3,
  now: '2026-04-01T09:00:00Z',
  eventCount: 3_000,
  broadcastCount: 800,
})

describe('typed client against the embedded service', () => {
  it('reads the account of the token', async () => {
    const account = await client.accountSelf()
    expect(account.name).toBe('Demo Analytics')
  })

  it('searches, counts and aggregates events', async () => {
    const page = await client.searchEvents({ limit: 3 })
    expect(page.results).toHaveLength(3)
    const count = await client.countEvents({})
    // A search's count stops at the result window of the plan (10,000 for demo-analyst).
    expect(page.count).toBe(Math.min(count.count, 10_000))
    expect(page.overflow).toBe(count.count > 10_000)
    const calendar = await client.eventsCalendar({ limit: 5 })
    expect(calendar.results.length).toBeGreaterThan(0)
  })

  it('searches and counts broadcasts', async () => {
    const page = await client.searchBroadcasts({ limit: 2 })
    const count = await client.countBroadcasts({})
    expect(page.results.length).toBeGreaterThan(0)
    expect(page.count).toBe(Math.min(count.count, 10_000))
  })

  it('finds places and their hierarchies', async () => {
    const places = await client.searchPlaces({ q: 'Chicago', limit: 3 })
    const first = places.results[0]
    expect(first?.name).toBe('Chicago')
    const hierarchies = await client.placeHierarchies({ 'location.place_id': first?.id ?? '' })
    expect(hierarchies.place_hierarchies[0]?.at(-1)?.place_id).toBe(first?.id)
  })

  it('creates, reads and deletes a saved location', async () => {
    const { location_id } = await client.createSavedLocation({
      name: 'Client test',
      geojson: {
        type: 'Feature',
        properties: { radius: 2, radius_unit: 'km' },
        geometry: { type: 'Point', coordinates: [-87.63, 41.88] },
      },
    })
    const stored = await client.getSavedLocation({ location_id })
    expect(stored.name).toBe('Client test')
    await client.deleteSavedLocation({ location_id })
    const gone = await client.getSavedLocation({ location_id }).catch((error: unknown) => error)
    expect(gone).toBeInstanceOf(ApiError)
    expect((gone as ApiError).status).toBe(404)
  })
})
