import { describe, expect, it } from 'vitest'
import {
  decodeMask,
  encodeMask,
  maskExtent,
  maskLand,
  readCoastMasks,
  withCoasts,
  type CoastMask,
} from './coasts'
import type { Polygon } from './geometry'
import { landTest } from './lakes'

/** A 4 × 3 mask over lon 10–10.3, lat 20–20.2 (cells 0.1° apart), land where `rows` say 1. */
function mask(rows: readonly string[]): CoastMask {
  return {
    name: 'test',
    bounds: [10, 20, 10.3, 20.2],
    step: 0.1,
    cols: 4,
    rows: rows.length,
    land: Uint8Array.from(rows.join(''), Number),
  }
}

const square = (w: number, s: number, e: number, n: number): Polygon => [
  [
    [w, s],
    [e, s],
    [e, n],
    [w, n],
    [w, s],
  ],
]

describe('coast masks', () => {
  it('keep every cell through their file', () => {
    const original = mask(['0110', '1111', '0001'])
    const read = decodeMask(encodeMask(original, 'test'))
    expect([...read.land]).toEqual([...original.land])
    expect(read.bounds).toEqual(original.bounds)
    expect([read.cols, read.rows, read.step]).toEqual([4, 3, 0.1])
  })

  it('trace land around the land cells, rows from the north', () => {
    // Land in the north-west corner cell and the south-east one.
    const isLand = landTest(maskLand(mask(['1000', '0000', '0001'])))
    expect(isLand(10, 20.2)).toBe(true)
    expect(isLand(10.3, 20)).toBe(true)
    expect(isLand(10.3, 20.2)).toBe(false)
    expect(isLand(10, 20)).toBe(false)
    expect(isLand(10.15, 20.1)).toBe(false)
  })

  it('replace the land inside their extent, and keep it outside', () => {
    const box = mask(['0000', '0110', '0000'])
    // Land over the whole box and beyond it to the east.
    const land = withCoasts([square(9.9, 19.9, 11, 20.3)], [box])
    const isLand = landTest(land)
    expect(isLand(10.15, 20.1)).toBe(true) // the mask's land
    expect(isLand(10, 20.2)).toBe(false) // the mask's water, land before
    expect(isLand(10.6, 20.1)).toBe(true) // east of the box, untouched
    // The extent reaches half a cell beyond the outer cells, and no further.
    const [southWest, , northEast] = maskExtent(box)[0] ?? []
    expect(southWest?.[0]).toBeCloseTo(9.95)
    expect(southWest?.[1]).toBeCloseTo(19.95)
    expect(northEast?.[0]).toBeCloseTo(10.35)
    expect(northEast?.[1]).toBeCloseTo(20.25)
    expect(isLand(10.34, 20.1)).toBe(false)
    expect(isLand(10.36, 20.1)).toBe(true)
  })

  it('draw Sydney Harbour and the Thames below Gravesend as water, the shores as land', () => {
    const isLand = landTest(withCoasts([], readCoastMasks()))
    expect(isLand(151.2258, -33.8555)).toBe(false) // the harbour off Fort Denison
    expect(isLand(151.22, -33.853)).toBe(false) // off Kirribilli
    expect(isLand(151.2093, -33.8688)).toBe(true) // the CBD
    expect(isLand(151.2, -33.82)).toBe(true) // the North Shore
    expect(isLand(0.37, 51.447)).toBe(false) // the Thames at Gravesend
    expect(isLand(0.72, 51.51)).toBe(false) // the estuary off Southend
    expect(isLand(0.37, 51.44)).toBe(true) // Gravesend
  })
})
