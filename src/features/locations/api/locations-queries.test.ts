// Every saved location for the map and the CSV, walked page by page through the typed client
// against the real embedded service.
import { describe, expect, it } from 'vitest'

import { createClient } from '../../../api/client'
import { SAVED_LOCATIONS_MAX_LIMIT } from '../../../contract/query/saved-locations'
import { serveTestServiceAt } from '../../../testing/service/booted-service'
import { fetchAllLocations } from './locations-queries'

const BASE = 'http://embedded.test'
const client = createClient({ baseUrl: BASE, token: 'demo-analyst' })
/** More than two pages of the largest page the list allows. */
const SAVED = 2 * SAVED_LOCATIONS_MAX_LIMIT + 5

serveTestServiceAt(
  BASE,
  { seed: 5, now: '2026-04-01T09:00:00Z', eventCount: 2_000, broadcastCount: 200 },
  async () => {
    for (let i = 0; i < SAVED; i++) {
      await client.createSavedLocation({
        name: `${i % 2 === 0 ? 'Harbour' : 'Stadium'} ${String(i).padStart(3, '0')}`,
        geojson: {
          type: 'Feature',
          properties: { radius: 2, radius_unit: 'km' },
          geometry: { type: 'Point', coordinates: [-87.63 + i / 1000, 41.88] },
        },
      })
    }
  },
)

describe('fetchAllLocations', () => {
  it('walks every page, in the order asked', async () => {
    const all = await fetchAllLocations(client, '')
    expect(all.count).toBe(SAVED)
    const names = all.locations.map((location) => location.name)
    expect(names).toHaveLength(SAVED)
    expect(new Set(names).size).toBe(SAVED)
    expect(names).toEqual([...names].sort())
  })

  it('keeps to the search', async () => {
    const harbours = await fetchAllLocations(client, 'Harbour')
    expect(harbours.count).toBe(Math.ceil(SAVED / 2))
    expect(harbours.locations.every((location) => location.name.startsWith('Harbour'))).toBe(true)
  })
})
