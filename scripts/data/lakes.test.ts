import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import type { Polygon, Ring } from './geometry'
import {
  LAKE_MIN_KM2,
  inlandLakes,
  landTest,
  loadLakes,
  polygonAreaKm2,
  ringAreaKm2,
} from './lakes'

/** A closed square ring from (x, y), `size` degrees a side. */
function square(x: number, y: number, size: number): Ring {
  return [
    [x, y],
    [x + size, y],
    [x + size, y + size],
    [x, y + size],
    [x, y],
  ]
}

describe('ringAreaKm2', () => {
  it('measures on the sphere, whatever the winding', () => {
    // A degree square on the equator is about 111.2 km a side.
    expect(ringAreaKm2(square(0, 0, 1))).toBeCloseTo(12_364, -1)
    expect(ringAreaKm2([...square(0, 0, 1)].reverse())).toBeCloseTo(12_364, -1)
    // At 60° north a degree of longitude is half as long.
    expect(ringAreaKm2(square(0, 59.5, 1))).toBeCloseTo(12_364 / 2, -2)
  })

  it('takes the holes out of a polygon', () => {
    expect(polygonAreaKm2([square(0, 0, 1), square(0.25, 0.25, 0.5)])).toBeCloseTo(
      (12_364 * 3) / 4,
      -1,
    )
  })
})

describe('landTest', () => {
  const island: Polygon = [square(10, 10, 2), square(10.5, 10.5, 0.5)]
  const onLand = landTest([island])

  it('is true on land, false at sea and in a hole of the land', () => {
    expect(onLand(11.5, 11.5)).toBe(true)
    expect(onLand(9, 11)).toBe(false)
    expect(onLand(10.75, 10.75)).toBe(false)
  })

  it('finds points in every band an edge crosses, far from its ends', () => {
    expect(onLand(11, 10.01)).toBe(true)
    expect(onLand(11, 11.99)).toBe(true)
    expect(onLand(11, 12.01)).toBe(false)
  })
})

describe('inlandLakes', () => {
  const land: Polygon[] = [[square(0, 40, 4)]]

  it('keeps a lake wholly on the land and drops one that reaches the sea', () => {
    const inland: Polygon = [square(1, 41, 1)]
    const harbour: Polygon = [square(3.5, 41, 1)]
    expect(inlandLakes([inland, harbour], land)).toEqual([inland])
  })
})

describe('loadLakes', () => {
  it('reads the lakes of LAKE_MIN_KM2 or more from a geometry collection', () => {
    const pond = square(1, 41, 0.01)
    const lake = square(2, 41, 0.2)
    expect(polygonAreaKm2([pond])).toBeLessThan(LAKE_MIN_KM2)
    expect(polygonAreaKm2([lake])).toBeGreaterThan(LAKE_MIN_KM2)
    const dir = mkdtempSync(join(tmpdir(), 'lakes-'))
    const path = join(dir, 'map.geo.json')
    writeFileSync(
      path,
      JSON.stringify({
        type: 'GeometryCollection',
        geometries: [
          { type: 'MultiPolygon', coordinates: [[pond], [lake]] },
          { type: 'Polygon', coordinates: [lake] },
          { type: 'Point', coordinates: [2, 41] },
        ],
      }),
    )
    try {
      expect(loadLakes(path)).toEqual([[lake], [lake]])
    } finally {
      rmSync(dir, { recursive: true })
    }
  })
})
