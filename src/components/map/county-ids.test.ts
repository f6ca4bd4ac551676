// The county and state ids of the map's GeoJSON must be the ids the API uses, or a click on a
// county would filter by a place the API does not know (docs/api.md "Search broadcasts":
// location.place_id). Checked through the real embedded service, over every feature.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'

import { placesListResponse } from '../../contract/place'
import type { Place } from '../../contract/place'
import { get } from '../../testing/service/request'
import { createTestService } from '../../testing/service/test-service'
import type { TestService } from '../../testing/service/test-service'
import { US_COUNTIES_GEOJSON_FILE, US_STATES_GEOJSON_FILE } from '../../utils/data-files'
import { parseUsShapes } from './county-shapes'

const read = (file: string): unknown =>
  JSON.parse(readFileSync(join(process.cwd(), 'public', 'data', file), 'utf8'))

let t: TestService
const shapes = parseUsShapes(read(US_COUNTIES_GEOJSON_FILE), read(US_STATES_GEOJSON_FILE))

beforeAll(async () => {
  t = await createTestService()
}, 300_000)

type PlaceRow = Place

async function placesById(ids: readonly string[]): Promise<Map<string, PlaceRow>> {
  const found = new Map<string, PlaceRow>()
  for (let i = 0; i < ids.length; i += 100) {
    const batch = ids.slice(i, i + 100)
    const body = placesListResponse.parse(
      await get(t, `/v1/places/?id=${batch.join(',')}&limit=100`),
    )
    for (const place of body.results) found.set(place.id, place)
  }
  return found
}

describe('US county and state ids of the map', () => {
  it('are the ids of the same counties in /v1/places/', async () => {
    expect(shapes.counties.length).toBeGreaterThan(3000)
    const found = await placesById(shapes.counties.map((c) => c.id))
    const wrong = shapes.counties.filter((county) => {
      const place = found.get(county.id)
      return place?.type !== 'county' || place.name !== county.name || place.country_alpha2 !== 'US'
    })
    expect(wrong.map((c) => `${c.id} ${c.name}`)).toEqual([])
  }, 600_000)

  it('are the ids of the same states in /v1/places/', async () => {
    const states = [...shapes.statesById.values()]
    expect(states.length).toBeGreaterThanOrEqual(50)
    const found = await placesById(states.map((s) => s.id))
    const wrong = states.filter((state) => {
      const place = found.get(state.id)
      return place?.type !== 'region' || place.name !== state.name
    })
    expect(wrong.map((s) => `${s.id} ${s.name}`)).toEqual([])
  }, 600_000)
})
