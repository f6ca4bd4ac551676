import { describe, expect, it } from 'vitest'
import { SearchIndex } from './search-index'
import type { PlaceRecord } from './types'

function place(name: string, population: number): PlaceRecord {
  return {
    id: name,
    type: 'locality',
    name,
    lon: 0,
    lat: 0,
    population,
    parentId: null,
    countryAlpha2: null,
    countryAlpha3: null,
    countryName: null,
    regionName: null,
    countyName: null,
    timezone: null,
  }
}

const records = [
  place('Springfield', 100),
  place('West Springfield', 50),
  place('Spring', 10),
  place('Field of Springs', 5),
  place('Köln', 1000),
]
const index = new SearchIndex(records, [[4, 'Cologne']])

function ranked(query: string): string[] {
  return index
    .match(query)
    .sort(
      (a, b) =>
        a.score - b.score || (records[b.row]?.population ?? 0) - (records[a.row]?.population ?? 0),
    )
    .map((h) => records[h.row]?.name ?? '')
}

describe('SearchIndex', () => {
  it('ranks exact names, then name prefixes, then word prefixes', () => {
    expect(ranked('spring')).toEqual([
      'Spring',
      'Springfield',
      'West Springfield',
      'Field of Springs',
    ])
  })

  it('requires every query word', () => {
    expect(ranked('west spr')).toEqual(['West Springfield'])
    expect(ranked('spr of')).toEqual(['Field of Springs'])
    expect(ranked('nowhere')).toEqual([])
  })

  it('matches aliases and ignores accents', () => {
    expect(ranked('cologne')).toEqual(['Köln'])
    expect(ranked('KOLN')).toEqual(['Köln'])
  })

  it('returns nothing for an empty query', () => {
    expect(index.match('  ')).toEqual([])
  })
})
