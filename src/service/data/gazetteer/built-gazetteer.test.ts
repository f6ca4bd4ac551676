// Runs against the real built data: the build is skipped when public/data/ is up to date.
import { beforeAll, describe, expect, it } from 'vitest'
import { buildData } from '../../../../scripts/data/build'
import { loadGazetteerFromFile } from './node'
import type { Gazetteer, PlaceRecord } from './types'

let g: Gazetteer

beforeAll(async () => {
  const { outDir } = buildData()
  g = await loadGazetteerFromFile(outDir)
}, 600_000)

function names(ids: readonly string[]): string[] {
  return ids.map((id) => g.get(id)?.name ?? '?')
}

function locality(name: string, alpha2: string): PlaceRecord {
  const found = g.search(name, { types: ['locality'], countries: [alpha2], limit: 1 })[0]
  if (!found) throw new Error(`no ${name} in ${alpha2}`)
  return found
}

describe('built gazetteer contents', () => {
  it('has Earth, the seven continents and every country', () => {
    expect(g.ofType('planet').map((p) => [p.id, p.name])).toEqual([['6295630', 'Earth']])
    expect(
      g
        .ofType('continent')
        .map((c) => c.name)
        .sort(),
    ).toEqual([
      'Africa',
      'Antarctica',
      'Asia',
      'Europe',
      'North America',
      'Oceania',
      'South America',
    ])
    expect(g.ofType('country').length).toBeGreaterThanOrEqual(240)
    for (const c of g.ofType('country')) {
      expect(c.countryAlpha2).toMatch(/^[A-Z]{2}$/)
      expect(c.countryAlpha3).toMatch(/^[A-Z]{3}$/)
      expect(g.get(c.parentId ?? '')?.type).toBe('continent')
    }
  })

  it('has the 50 states and DC, 3,000+ counties and 20,000+ localities', () => {
    const states = g.ofType('region').filter((r) => r.countryAlpha2 === 'US')
    expect(states).toHaveLength(51)
    expect(states.map((s) => s.name)).toContain('District of Columbia')
    expect(g.ofType('county').length).toBeGreaterThan(3000)
    expect(g.ofType('locality').length).toBeGreaterThanOrEqual(20_000)
  })

  it('gives every place with a centroid a time zone, except planet and continents', () => {
    for (const type of ['country', 'region', 'county', 'locality'] as const)
      for (const p of g.ofType(type)) expect(p.timezone).not.toBeNull()
    expect(g.ofType('continent').every((c) => c.timezone === null)).toBe(true)
  })

  it('uses GeoNames ids for localities', () => {
    expect(locality('Austin', 'US').id).toBe('4671654')
    expect(locality('Paris', 'FR').id).toBe('2988507')
  })
})

describe('hierarchies', () => {
  it('runs planet -> continent -> country -> state -> county -> locality in the US', () => {
    const austin = locality('Austin', 'US')
    expect(names(g.hierarchy(austin.id))).toEqual([
      'Earth',
      'North America',
      'United States',
      'Texas',
      'Travis County',
      'Austin',
    ])
    expect(austin).toMatchObject({
      regionName: 'Texas',
      countyName: 'Travis County',
      countryAlpha3: 'USA',
    })
    expect(austin.timezone).toBe('America/Chicago')
  })

  it('runs planet -> continent -> country -> region -> locality elsewhere', () => {
    const lyon = locality('Lyon', 'FR')
    expect(names(g.hierarchy(lyon.id))).toEqual([
      'Earth',
      'Europe',
      'France',
      'Auvergne-Rhône-Alpes',
      'Lyon',
    ])
    expect(lyon.timezone).toBe('Europe/Paris')
  })

  it('lists children and answers ancestry', () => {
    const texas = g.get(g.hierarchy(locality('Austin', 'US').id)[3] ?? '')
    expect(texas?.name).toBe('Texas')
    const counties = g.children(texas?.id ?? '').map((id) => g.get(id)?.type)
    expect(counties).toHaveLength(254)
    expect(new Set(counties)).toEqual(new Set(['county']))
    expect(g.isWithin(locality('Dallas', 'US').id, texas?.id ?? '')).toBe(true)
    expect(g.isWithin(locality('Denver', 'US').id, texas?.id ?? '')).toBe(false)
  })
})

describe('point lookups', () => {
  it('finds the county of a point', () => {
    expect(g.countyAt(-73.9855, 40.758)?.name).toBe('New York County')
    expect(g.countyAt(-97.7431, 30.2672)?.name).toBe('Travis County')
    expect(g.countyAt(-0.1276, 51.5072)).toBeUndefined()
  })

  it('finds the country of a point, across the antimeridian too', () => {
    expect(g.countryAt(2.3522, 48.8566)?.countryAlpha2).toBe('FR')
    expect(g.countryAt(-175, 66.5)?.countryAlpha2).toBe('RU')
    expect(g.countryAt(178.4, -18.1)?.countryAlpha2).toBe('FJ')
    expect(g.countryAt(-30, 30)).toBeUndefined()
  })

  it('finds the lakes the basemap draws beside places, and no lake at sea or on land', () => {
    expect(g.inLake(-87.59, 41.88)).toBe(true) // Lake Michigan off the Loop
    expect(g.inLake(6.55, 46.45)).toBe(true) // Lake Geneva
    expect(g.inLake(-87.63, 41.8815)).toBe(false) // the Loop
    expect(g.inLake(-40, 35)).toBe(false) // the Atlantic
  })

  it('finds the nearest place of a type within a distance', () => {
    expect(g.nearest(-97.75, 30.27, { types: ['locality'], maxKm: 20 })?.name).toBe('Austin')
    expect(
      g.nearest(2.3, 48.87, { types: ['locality'], maxKm: 20, minPopulation: 1_000_000 })?.name,
    ).toBe('Paris')
    expect(g.nearest(-30, 30, { types: ['locality'], maxKm: 50 })).toBeUndefined()
  })

  it('answers the same after its lookups were prepared ahead of use', async () => {
    const prepared = await loadGazetteerFromFile(buildData().outDir)
    prepared.prepareLookups()
    for (const [lon, lat] of [
      [-73.9855, 40.758],
      [-97.75, 30.27],
      [2.3522, 48.8566],
      [-30, 30],
    ] as const) {
      expect(prepared.countyAt(lon, lat)?.id).toBe(g.countyAt(lon, lat)?.id)
      expect(prepared.countryAt(lon, lat)?.id).toBe(g.countryAt(lon, lat)?.id)
      const near = { types: ['locality'] as const, maxKm: 50 }
      expect(prepared.nearest(lon, lat, near)?.id).toBe(g.nearest(lon, lat, near)?.id)
    }
  })
})

describe('search', () => {
  it('ranks the best match first', () => {
    expect(g.search('san fr')[0]?.name).toBe('San Francisco')
    expect(g.search('san fr')[0]?.countryAlpha2).toBe('US')
    expect(g.search('paris')[0]?.countryAlpha2).toBe('FR')
  })

  it('is case- and accent-insensitive', () => {
    const hits = g.search('ZURICH', { types: ['locality'] })
    expect(hits[0]?.name).toBe('Zürich')
    expect(g.search('sao paulo', { types: ['locality'] })[0]?.name).toBe('São Paulo')
  })

  it('filters by type and country and honours the limit', () => {
    const hits = g.search('spring', { types: ['locality'], countries: ['us'], limit: 5 })
    expect(hits).toHaveLength(5)
    expect(hits.every((h) => h.type === 'locality' && h.countryAlpha2 === 'US')).toBe(true)
  })

  it('finds countries by their other names', () => {
    expect(g.search('usa', { types: ['country'] })[0]?.countryAlpha2).toBe('US')
    expect(g.country('de')?.name).toBe('Germany')
  })

  it('lists places by country, broadest first', () => {
    const swiss = g.inCountry('CH')
    expect(swiss[0]?.type).toBe('country')
    expect(swiss.every((p) => p.countryAlpha2 === 'CH')).toBe(true)
    expect(swiss.find((p) => p.type === 'locality')?.name).toBe('Zürich')
  })
})
