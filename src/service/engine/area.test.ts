// The broad places containing a point, against the built gazetteer.
import { join } from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'
import { loadGazetteerFromFile } from '../data/gazetteer/node'
import type { Gazetteer } from '../data/gazetteer/types'
import { containingPlaces } from './area'

let gaz: Gazetteer

beforeAll(async () => {
  gaz = await loadGazetteerFromFile(join(import.meta.dirname, '../../../public/data'))
}, 120_000)

const names = (lon: number, lat: number): string[] =>
  [...containingPlaces(gaz, lon, lat)].map((id) => gaz.get(id)?.name ?? id)

describe('containingPlaces', () => {
  it('gives Times Square its own state, not the state of the nearest locality across the Hudson', () => {
    expect(gaz.nearest(-73.9855, 40.758, { types: ['locality'], maxKm: 30 })?.regionName).toBe(
      'New Jersey',
    )
    const found = names(-73.9855, 40.758)
    expect(found).toEqual(expect.arrayContaining(['United States', 'New York', 'New York County']))
    expect(found).not.toContain('New Jersey')
  })

  it('gives a point by the Detroit River in Windsor the region of its own side', () => {
    // Downtown Detroit is the nearest locality; the point lies in Ontario.
    expect(gaz.nearest(-83.035, 42.315, { types: ['locality'], maxKm: 30 })?.countryAlpha2).toBe(
      'US',
    )
    const found = names(-83.035, 42.315)
    expect(found).toEqual(expect.arrayContaining(['Canada', 'Ontario']))
    expect(found).not.toContain('Michigan')
  })
})
