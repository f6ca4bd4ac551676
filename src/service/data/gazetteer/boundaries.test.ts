import { describe, expect, it, vi } from 'vitest'
import { createBoundaryLookup } from './boundaries'
import type { BoundaryLayer } from './format'

/** A square ring from (x, y) of side `size`, quantized at `scale`, as the file stores it. */
function square(x: number, y: number, size: number, scale: number): number[] {
  const s = size * scale
  return [x * scale, y * scale, s, 0, 0, s, -s, 0, 0, -s]
}

describe('createBoundaryLookup', () => {
  const scale = 10
  const west = [square(0, 0, 2, scale)]
  const east = [square(100, 0, 2, scale)]
  const layer: BoundaryLayer = {
    ids: ['west', 'east'],
    bbox: [0, 0, 20, 20, 1000, 0, 1020, 20],
    rings: [west, east],
  }

  it('finds the shape containing a point, and none outside every shape', () => {
    const lookup = createBoundaryLookup(layer, scale)
    expect(lookup.find(1, 1)).toBe('west')
    expect(lookup.find(101.5, 0.5)).toBe('east')
    expect(lookup.find(50, 1)).toBeUndefined()
  })

  it('decodes a shape’s rings only when a point falls in its box', () => {
    const decodeWest = vi.spyOn(west, 'map')
    const decodeEast = vi.spyOn(east, 'map')
    const lookup = createBoundaryLookup(layer, scale)
    expect(decodeWest).not.toHaveBeenCalled()
    lookup.find(1, 1)
    lookup.find(1.5, 1.5)
    expect(decodeWest).toHaveBeenCalledTimes(1)
    expect(decodeEast).not.toHaveBeenCalled()
  })
})
