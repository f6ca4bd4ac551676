import { describe, expect, it } from 'vitest'

import {
  circleAreaSquareMeters,
  destination,
  greatCircleMeters,
  haversineMeters,
  wrapLongitude,
} from './geodesy'

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

  it('measures a radius circle on the ground', () => {
    // 3 km: π·3² = 28.27 km² on any scale a person reads.
    expect(circleAreaSquareMeters(3000) / 1e6).toBeCloseTo(28.274, 3)
    // 100 miles: a hair under the flat πr², never over it.
    const flat = Math.PI * 160_934.4 ** 2
    const cap = circleAreaSquareMeters(160_934.4)
    expect(cap).toBeLessThan(flat)
    expect(cap / flat).toBeGreaterThan(0.9999)
    expect(circleAreaSquareMeters(0)).toBe(0)
  })
})
