import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'

import { CITY_LABELS_FILE, COUNTRY_LABELS_FILE, STATE_LABELS_FILE } from '../../utils/data-files'
import { buildBasemapLabels, cityTier, MIN_CITY_POPULATION } from './basemap-labels'
import type { LabelCollection, LabelPlaces } from './basemap-labels'

// Rows: planet, continent, two countries, a US state, a French region, three localities.
const FIXTURE: LabelPlaces = {
  type: [0, 1, 2, 2, 3, 3, 6, 6, 6],
  name: [
    'Earth',
    'Europe',
    'United States',
    'France',
    'Texas',
    'Bretagne',
    'Houston',
    'Paris',
    'Quimper',
  ],
  lon: [0, 10, -98, 2, -99, -3, -95.36, 2.35, -4.1],
  lat: [0, 50, 39, 46, 31, 48, 29.76, 48.85, 48],
  population: [0, 0, 330_000_000, 67_000_000, 29_000_000, 3_000_000, 2_300_000, 6_000_000, 60_000],
  parent: [-1, 0, 0, 1, 2, 3, 4, 5, 5],
  countryCodes: [
    [2, 'US', 'USA'],
    [3, 'FR', 'FRA'],
  ],
}

const names = (collection: { features: { properties: { name: string } }[] }) =>
  collection.features.map((feature) => feature.properties.name)

describe('buildBasemapLabels', () => {
  it('labels countries, US states only, and cities above the population floor', () => {
    const labels = buildBasemapLabels(FIXTURE)
    expect(names(labels.countries)).toEqual(['United States', 'France'])
    expect(names(labels.states)).toEqual(['Texas'])
    expect(names(labels.cities)).toEqual(['Paris', 'Houston'])
  })

  it('orders by population so the largest place wins label collisions', () => {
    const { cities } = buildBasemapLabels(FIXTURE)
    expect(cities.features.map((feature) => feature.properties.sortKey)).toEqual([0, 1])
    expect(cities.features.map((feature) => feature.properties.tier)).toEqual([0, 1])
    expect(cities.features[0]?.geometry.coordinates).toEqual([2.35, 48.85])
  })

  it('puts cities into tiers by population', () => {
    expect(cityTier(20_000_000)).toBe(0)
    expect(cityTier(1_500_000)).toBe(1)
    expect(cityTier(400_000)).toBe(2)
    expect(cityTier(MIN_CITY_POPULATION)).toBe(3)
  })
})

// The label files `npm run data` writes for the basemap style, when it has run: guards the place
// type indices against the real build.
const builtDir = join(process.cwd(), 'public', 'data')
const built = (file: string) =>
  JSON.parse(readFileSync(join(builtDir, file), 'utf8')) as LabelCollection

describe.runIf(existsSync(join(builtDir, CITY_LABELS_FILE)))('the built label files', () => {
  it('hold well-known countries, states and cities', () => {
    expect(names(built(COUNTRY_LABELS_FILE))).toEqual(
      expect.arrayContaining(['France', 'Brazil', 'Japan']),
    )
    const states = built(STATE_LABELS_FILE)
    expect(states.features).toHaveLength(51)
    expect(names(states)).toEqual(expect.arrayContaining(['California', 'Texas']))
    const cities = built(CITY_LABELS_FILE)
    expect(names(cities)).toEqual(expect.arrayContaining(['Tokyo', 'Paris', 'Chicago']))
    expect(cities.features.length).toBeLessThan(10_000)
  })
})
