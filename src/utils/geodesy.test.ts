import { describe, expect, it } from 'vitest'

import { destination, greatCircleMeters, haversineMeters, wrapLongitude } from './geodesy'

describe('geodesy', () => {
  it('measures great circles on the mean-radius sphere', () => {
    // Paris to London: about 343.6 km on this sphere.
    expect(greatCircleMeters(2.3522, 48.8566, -0.1276, 51.5072) / 1000).toBeCloseTo(343.6, 0)
    expect(haversineMeters({ lon: 0, lat: 0 }, { lon: 1, lat: 0 })).toBeCloseTo(111_195, 0)
  })

  it('walks a bearing and back the same distance', () => {
    const origin = { lon: -74.006, lat: 40.7128 }
    for (const bearing of [0, 45, 90, 200]) {
      const there = destination(origin, 25_000, bearing)
      expect(haversineMeters(origin, there)).toBeCloseTo(25_000, 3)
    }
  })

  it('folds longitudes across the antimeridian', () => {
    const east = destination({ lon: 179.9, lat: 0 }, 50_000, 90)
    expect(east.lon).toBeLessThan(-179)
    expect(wrapLongitude(190)).toBe(-170)
  })
})
