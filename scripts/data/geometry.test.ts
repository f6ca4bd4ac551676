import { describe, expect, it } from 'vitest'
import {
  encodeRing,
  largestPolygonCentroid,
  simplifyLine,
  unwrapPolygon,
  type Polygon,
  type Ring,
} from './geometry'

function maxJump(ring: Ring): number {
  let max = 0
  for (let i = 1; i < ring.length; i++)
    max = Math.max(max, Math.abs((ring[i]?.[0] ?? 0) - (ring[i - 1]?.[0] ?? 0)))
  return max
}

describe('unwrapPolygon', () => {
  it('makes a ring crossing the antimeridian continuous', () => {
    const fiji: Polygon = [
      [
        [179, -16],
        [-179, -16],
        [-179, -17],
        [179, -17],
        [179, -16],
      ],
    ]
    const [outer] = unwrapPolygon(fiji) ?? []
    expect(outer).toEqual([
      [179, -16],
      [181, -16],
      [181, -17],
      [179, -17],
      [179, -16],
    ])
  })

  it('shifts a ring that lies mostly beyond 180 back into range', () => {
    const [outer] =
      unwrapPolygon([
        [
          [-179, 0],
          [179, 0],
          [179, 1],
          [-179, 1],
          [-179, 0],
        ],
      ]) ?? []
    expect(outer?.every(([x]) => x >= -181 && x <= 181)).toBe(true)
    expect(maxJump(outer ?? [])).toBeLessThan(180)
  })

  it('closes a ring that circles a pole through the pole and drops pole slivers', () => {
    const coast: Ring = [
      [-180, -70],
      [-90, -72],
      [0, -70],
      [90, -68],
      [180, -70],
    ]
    const sliver: Ring = [
      [-180, -89.999],
      [0, -89.999],
      [180, -89.999],
      [-180, -89.999],
    ]
    const result = unwrapPolygon([sliver, coast])
    expect(result).toHaveLength(1)
    const ring = result?.[0] ?? []
    expect(ring.some(([, y]) => y === -90)).toBe(true)
    expect(maxJump(ring)).toBeLessThanOrEqual(360)
    expect(ring[0]).toEqual(ring[ring.length - 1])
  })
})

describe('largestPolygonCentroid', () => {
  it('takes the centroid of the biggest polygon, not of the bounding box', () => {
    const big: Polygon = [
      [
        [0, 0],
        [10, 0],
        [10, 10],
        [0, 10],
        [0, 0],
      ],
    ]
    const far: Polygon = [
      [
        [100, 0],
        [101, 0],
        [101, 1],
        [100, 1],
        [100, 0],
      ],
    ]
    const [lon, lat] = largestPolygonCentroid([far, big])
    expect(lon).toBeCloseTo(5, 1)
    expect(lat).toBeCloseTo(5, 1)
  })

  it('subtracts holes', () => {
    const withHole: Polygon = [
      [
        [0, 0],
        [4, 0],
        [4, 2],
        [0, 2],
        [0, 0],
      ],
      [
        [2, 0.5],
        [3.5, 0.5],
        [3.5, 1.5],
        [2, 1.5],
        [2, 0.5],
      ],
    ]
    expect(largestPolygonCentroid([withHole])[0]).toBeLessThan(2)
  })

  it('normalises the longitude of unwrapped shapes', () => {
    const beyond: Polygon = [
      [
        [181, 0],
        [183, 0],
        [183, 2],
        [181, 2],
        [181, 0],
      ],
    ]
    expect(largestPolygonCentroid([beyond])[0]).toBeCloseTo(-178, 1)
  })
})

describe('encodeRing', () => {
  it('quantizes, delta-encodes and drops repeated points', () => {
    expect(
      encodeRing(
        [
          [1, 1],
          [1.0001, 1],
          [2, 1.5],
        ],
        1000,
      ),
    ).toEqual([1000, 1000, 1000, 500])
  })
})

describe('simplifyLine', () => {
  it('keeps the ends and every vertex farther than the tolerance from the line it would leave', () => {
    const line: [number, number][] = [
      [0, 0],
      [1, 0.05],
      [2, 0],
      [3, 2],
      [4, 0.02],
      [5, 0],
    ]
    expect(simplifyLine(line, 0.1)).toEqual([
      [0, 0],
      [2, 0],
      [3, 2],
      [4, 0.02],
      [5, 0],
    ])
    expect(simplifyLine(line, 0.01)).toEqual(line)
    expect(simplifyLine(line.slice(0, 2), 10)).toEqual(line.slice(0, 2))
  })
})
