import { describe, expect, it } from 'vitest'
import { decodeRivers, encodeRivers, readRivers, RIVER_SCALE, type RiverLine } from './rivers'

describe('the kept rivers', () => {
  it('come back from their encoding on the file grid, line for line', () => {
    const lines: RiverLine[] = [
      {
        level: 1,
        points: [
          [2.34123456, 48.85],
          [2.3392, 48.8578],
          [-179.9999, -89.5],
        ],
      },
      {
        level: 2,
        points: [
          [179.99994, 89.99996],
          [0, 0],
        ],
      },
    ]
    const back = decodeRivers(encodeRivers(lines, 'test'))
    expect(back.map((line) => line.level)).toEqual([1, 2])
    back.forEach((line, i) => {
      const points = lines[i]?.points ?? []
      expect(line.points).toHaveLength(points.length)
      line.points.forEach(([lon, lat], j) => {
        const [x = NaN, y = NaN] = points[j] ?? []
        expect(Math.abs(lon - x)).toBeLessThanOrEqual(0.5 / RIVER_SCALE + 1e-12)
        expect(Math.abs(lat - y)).toBeLessThanOrEqual(0.5 / RIVER_SCALE + 1e-12)
      })
    })
  })

  it('refuses a level the basemap does not draw', () => {
    const text = encodeRivers(
      [
        {
          level: 3 as 1,
          points: [
            [0, 0],
            [1, 1],
          ],
        },
      ],
      'test',
    )
    expect(() => decodeRivers(text)).toThrow(/level 3/)
  })

  it('hold the major rivers of the world, joined across the bins of GSHHG', () => {
    const rivers = readRivers()
    expect(rivers.length).toBeGreaterThan(1000)
    // Every point a real place on the globe (counted, not asserted one by one: there are millions).
    const offGlobe = rivers.flatMap(({ points }) =>
      points.filter(([lon, lat]) => !(Math.abs(lon) <= 180 && Math.abs(lat) <= 90)),
    )
    expect(offGlobe).toEqual([])
    // The Seine through Paris is one line from above the city to below it.
    const seine = rivers.filter(
      ({ level, points }) =>
        level === 1 &&
        points.some(([lon, lat]) => Math.abs(lon - 2.1) < 0.05 && Math.abs(lat - 48.9) < 0.05) &&
        points.some(([lon, lat]) => Math.abs(lon - 2.45) < 0.05 && Math.abs(lat - 48.81) < 0.05),
    )
    expect(seine).toHaveLength(1)
  })
})
