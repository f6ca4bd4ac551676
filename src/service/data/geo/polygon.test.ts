import { describe, expect, it } from 'vitest'
import { flattenRing, pointInRing, pointInRings } from './polygon'

const square = flattenRing([
  [0, 0],
  [10, 0],
  [10, 10],
  [0, 10],
  [0, 0],
])
const hole = flattenRing([
  [4, 4],
  [6, 4],
  [6, 6],
  [4, 6],
  [4, 4],
])

describe('pointInRing', () => {
  it('tells inside from outside', () => {
    expect(pointInRing(5, 5, square)).toBe(true)
    expect(pointInRing(11, 5, square)).toBe(false)
    expect(pointInRing(5, -0.1, square)).toBe(false)
  })

  it('handles concave rings', () => {
    const u = flattenRing([
      [0, 0],
      [3, 0],
      [3, 3],
      [2, 3],
      [2, 1],
      [1, 1],
      [1, 3],
      [0, 3],
    ])
    expect(pointInRing(1.5, 2, u)).toBe(false)
    expect(pointInRing(0.5, 2, u)).toBe(true)
  })

  it('rejects degenerate rings', () => {
    expect(pointInRing(0, 0, [0, 0, 1, 1])).toBe(false)
  })
})

describe('pointInRings', () => {
  it('treats inner rings as holes', () => {
    expect(pointInRings(5, 5, [square, hole])).toBe(false)
    expect(pointInRings(2, 2, [square, hole])).toBe(true)
  })
})
