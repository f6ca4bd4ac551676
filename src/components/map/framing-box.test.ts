import { describe, expect, it } from 'vitest'

import { boxOfBoxes, framingBox } from './framing-box'

describe('the box that frames points', () => {
  it('is nothing without locations', () => {
    expect(framingBox([])).toBeUndefined()
  })

  it('is the plain box when the locations sit on one side of the world', () => {
    expect(
      framingBox([
        [-97.7, 30.3],
        [-87.6, 41.9],
        [-74, 40.7],
      ]),
    ).toEqual([-97.7, 30.3, -74, 41.9])
  })

  it('crosses the antimeridian when that is the narrower way round', () => {
    // Sydney and Texas: across the Pacific (east edge smaller than the west edge).
    expect(
      framingBox([
        [151.2, -33.9],
        [-97.7, 30.3],
      ]),
    ).toEqual([151.2, -33.9, -97.7, 30.3])
  })

  it('leaves out the largest gap, wherever it is', () => {
    // New York, Paris, Sydney: the widest gap is from Paris to Sydney, so the box runs from
    // Sydney eastwards over the Pacific and the Atlantic to Paris (211°, not 225°).
    expect(
      framingBox([
        [-74, 40.7],
        [2.35, 48.9],
        [151.2, -33.9],
      ]),
    ).toEqual([151.2, -33.9, 2.35, 48.9])
  })

  it('reads longitudes outside -180..180 as the same meridians', () => {
    expect(
      framingBox([
        [190, 0],
        [-175, 1],
      ]),
    ).toEqual([-175, 0, -170, 1])
  })

  it('frames boxes together, across the antimeridian when that is narrower', () => {
    expect(
      boxOfBoxes([
        [-88, 41.6, -87.5, 42.2],
        [-74.3, 40.5, -73.7, 40.9],
      ]),
    ).toEqual([-88, 40.5, -73.7, 42.2])
    // Fiji and Samoa: the box runs over 180°, not round the world the other way.
    expect(
      boxOfBoxes([
        [177, -19, 179.9, -16],
        [-172.8, -14.1, -171.4, -13.4],
      ]),
    ).toEqual([177, -19, -171.4, -13.4])
  })

  it('keeps a box wider than half the world', () => {
    expect(boxOfBoxes([[-100, 10, 100, 20]])).toEqual([-100, 10, 100, 20])
  })
})
