import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'

import { buildBasemapLabels, cityTier, MIN_CITY_POPULATION, placesColumns } from './basemap-labels'
import type { PlacesColumns } from './basemap-labels'

// Rows: planet, continent, two countries, a US state, a French region, three localities.
const FIXTURE: PlacesColumns = {
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

// The built file, when `npm run data` has run: guards the type indices against the real build.
const builtFile = join(process.cwd(), 'public', 'data', 'gazetteer.json')

describe.runIf(existsSync(builtFile))('labels from the built gazetteer', () => {
  it('finds well-known countries, states and cities', () => {
    const places = placesColumns.parse(JSON.parse(readFileSync(builtFile, 'utf8')))
    const labels = buildBasemapLabels(places)
    expect(names(labels.countries)).toEqual(expect.arrayContaining(['France', 'Brazil', 'Japan']))
    expect(labels.states.features).toHaveLength(51)
    expect(names(labels.states)).toEqual(expect.arrayContaining(['California', 'Texas']))
    expect(names(labels.cities)).toEqual(expect.arrayContaining(['Tokyo', 'Paris', 'Chicago']))
    expect(labels.cities.features.length).toBeLessThan(10_000)
  })
})
