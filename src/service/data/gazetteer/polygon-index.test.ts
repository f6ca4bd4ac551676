import { describe, expect, it } from 'vitest'
import { PolygonIndex } from './polygon-index'

// An island spanning the antimeridian, stored unwrapped from 170 to 190 degrees east.
const island = {
  rings: [[170, -10, 190, -10, 190, 10, 170, 10, 170, -10]],
  bbox: [170, -10, 190, 10] as const,
}
const square = { rings: [[0, 0, 2, 0, 2, 2, 0, 2, 0, 0]], bbox: [0, 0, 2, 2] as const }

describe('PolygonIndex', () => {
  const index = new PolygonIndex([square, island])

  it('finds the shape holding a point', () => {
    expect(index.find(1, 1)).toBe(0)
    expect(index.find(175, 0)).toBe(1)
  })

  it('finds unwrapped shapes from the western side of the antimeridian', () => {
    expect(index.find(-175, 5)).toBe(1)
    expect(index.find(-169, 5)).toBe(-1)
  })

  it('returns -1 outside every shape', () => {
    expect(index.find(3, 1)).toBe(-1)
    expect(index.find(-40, -60)).toBe(-1)
  })
})
