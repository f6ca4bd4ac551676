// Reverse geocoding against the built gazetteer: a point is named by the locality it lies in.
import { join } from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'
import { loadGazetteerFromFile } from '../data/gazetteer/node'
import type { Gazetteer } from '../data/gazetteer/types'
import { addressOf, geocode, lowestPlaceAt } from './geocode'

let gaz: Gazetteer

beforeAll(async () => {
  gaz = await loadGazetteerFromFile(join(import.meta.dirname, '../../../public/data'))
}, 120_000)

const drawnAt = (lon: number, lat: number) =>
  geocode(gaz, {
    name: 'drawn',
    labels: [],
    geojson: {
      type: 'Feature',
      properties: { radius: 1, radius_unit: 'km' },
      geometry: { type: 'Point', coordinates: [lon, lat] },
    },
  })

describe('reverse geocoding', () => {
  it('names Times Square after Manhattan, not Weehawken across the Hudson (nearer)', () => {
    const weehawken = gaz.nearest(-73.9855, 40.758, { types: ['locality'], maxKm: 30 })
    expect(weehawken?.name).toBe('Weehawken')
    const located = drawnAt(-73.9855, 40.758)
    expect(located.formatted_address).toBe('Manhattan, New York, United States')
    expect(located.places[0]).toMatchObject({ county: 'New York County', region: 'New York' })
    expect(located.countries).toEqual(['US'])
  })

  it('names a point in New Jersey after a locality of its county', () => {
    const place = lowestPlaceAt(gaz, -74.0431, 40.7178) // Jersey City
    expect(place).toMatchObject({ countyName: 'Hudson County', regionName: 'New Jersey' })
    expect(place && addressOf(place)).toMatch(/, New Jersey, United States$/)
  })

  it('keeps a point to its own country across a border', () => {
    // Windsor, Ontario, across the river from downtown Detroit.
    expect(lowestPlaceAt(gaz, -83.03, 42.31)?.countryAlpha2).toBe('CA')
    expect(lowestPlaceAt(gaz, -83.0458, 42.3314)?.countryAlpha2).toBe('US')
  })
})
