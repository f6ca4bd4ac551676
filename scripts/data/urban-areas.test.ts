import { describe, expect, it } from 'vitest'
import type { Polygon } from './geometry'
import { landTest } from './lakes'
import { decodeUrbanAreas, encodeUrbanAreas, readUrbanAreas, URBAN_SCALE } from './urban-areas'

describe('the kept urban areas', () => {
  it('come back from their encoding on the file grid, ring for ring', () => {
    const areas: Polygon[] = [
      [
        [
          [-74.0123456, 40.7],
          [-73.9, 40.7],
          [-73.9, 40.8],
          [-74.0123456, 40.7],
        ],
        [
          [-73.95, 40.72],
          [-73.94, 40.75],
          [-73.93, 40.72],
          [-73.95, 40.72],
        ],
      ],
      [
        [
          [151.1, -33.9],
          [151.3, -33.9],
          [151.2, -33.8],
          [151.1, -33.9],
        ],
      ],
    ]
    const back = decodeUrbanAreas(encodeUrbanAreas(areas, 'test'))
    expect(back.map((area) => area.map((ring) => ring.length))).toEqual([[4, 4], [4]])
    back.flat(2).forEach(([lon, lat], i) => {
      const [x = NaN, y = NaN] = areas.flat(2)[i] ?? []
      expect(Math.abs(lon - x)).toBeLessThanOrEqual(0.5 / URBAN_SCALE + 1e-12)
      expect(Math.abs(lat - y)).toBeLessThanOrEqual(0.5 / URBAN_SCALE + 1e-12)
    })
  })

  it('cover the cities analysts draw radii in, and not the country around them', () => {
    const urban = landTest(readUrbanAreas())
    expect(urban(-73.984, 40.7549)).toBe(true) // Midtown Manhattan
    expect(urban(-0.0918, 51.5138)).toBe(true) // the City of London
    expect(urban(151.2093, -33.8688)).toBe(true) // Sydney CBD
    expect(urban(-87.63, 41.8815)).toBe(true) // the Loop
    expect(urban(-98.5, 38.5)).toBe(false) // Kansas
    expect(urban(-74.0045, 40.7656)).toBe(false) // the Hudson
  })
})
