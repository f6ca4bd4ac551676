import { describe, expect, it } from 'vitest'

import { bboxOfPoints, normalizeViewport, sameViewport } from './viewport'

describe('viewport', () => {
  it('rounds and wraps a viewport for the URL', () => {
    expect(normalizeViewport({ lon: 190.1234567, lat: 12.3456789, zoom: 4.56789 })).toEqual({
      lon: -169.87654,
      lat: 12.34568,
      zoom: 4.57,
    })
  })

  it('treats float noise below the URL precision as the same viewport', () => {
    expect(sameViewport({ lon: 1, lat: 2, zoom: 3 }, { lon: 1.000001, lat: 2, zoom: 3.001 })).toBe(
      true,
    )
    expect(sameViewport({ lon: 1, lat: 2, zoom: 3 }, { lon: 1.0001, lat: 2, zoom: 3 })).toBe(false)
    expect(sameViewport({ lon: 1, lat: 2, zoom: 3 }, { lon: 1, lat: 2, zoom: 3.2 })).toBe(false)
  })

  it('bounds points', () => {
    expect(bboxOfPoints([])).toBeUndefined()
    expect(
      bboxOfPoints([
        [-74, 40.7],
        [2.35, 48.85],
        [-0.1, 51.5],
      ]),
    ).toEqual([-74, 40.7, 2.35, 51.5])
  })
})
