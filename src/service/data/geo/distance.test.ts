import { describe, expect, it } from 'vitest'
import { circleBbox, destination, haversineKm, splitBbox } from './distance'

describe('haversineKm', () => {
  it('measures known city pairs', () => {
    // Paris -> London is about 344 km; New York -> Los Angeles about 3936 km.
    expect(haversineKm(2.3522, 48.8566, -0.1276, 51.5072)).toBeCloseTo(344, -1)
    expect(haversineKm(-74.006, 40.7128, -118.2437, 34.0522)).toBeCloseTo(3936, -1)
  })

  it('is zero for the same point and symmetric', () => {
    expect(haversineKm(10, 20, 10, 20)).toBe(0)
    expect(haversineKm(1, 2, 3, 4)).toBeCloseTo(haversineKm(3, 4, 1, 2), 9)
  })

  it('takes the short way across the antimeridian', () => {
    expect(haversineKm(179.5, 0, -179.5, 0)).toBeCloseTo(111.2, 0)
  })
})

describe('destination', () => {
  it('round-trips with haversine', () => {
    for (const bearing of [0, 45, 90, 180, 270]) {
      const [lon, lat] = destination(-97.74, 30.27, bearing, 25)
      expect(haversineKm(-97.74, 30.27, lon, lat)).toBeCloseTo(25, 6)
    }
  })

  it('goes north along a meridian and wraps longitudes', () => {
    const [lon, lat] = destination(0, 0, 0, 111.195)
    expect(lon).toBeCloseTo(0, 9)
    expect(lat).toBeCloseTo(1, 3)
    expect(destination(179.9, 0, 90, 50)[0]).toBeLessThan(-179)
  })
})

describe('circleBbox', () => {
  it('contains points on the circle', () => {
    const box = circleBbox(-97.74, 30.27, 40)
    for (let bearing = 0; bearing < 360; bearing += 15) {
      const [lon, lat] = destination(-97.74, 30.27, bearing, 40)
      expect(lon).toBeGreaterThanOrEqual(box.west - 1e-9)
      expect(lon).toBeLessThanOrEqual(box.east + 1e-9)
      expect(lat).toBeGreaterThanOrEqual(box.south - 1e-9)
      expect(lat).toBeLessThanOrEqual(box.north + 1e-9)
    }
  })

  it('wraps at the antimeridian and splits into two boxes', () => {
    const box = circleBbox(179.8, -17, 100)
    expect(box.west).toBeGreaterThan(box.east)
    const parts = splitBbox(box)
    expect(parts).toHaveLength(2)
    expect(parts[0]?.east).toBe(180)
    expect(parts[1]?.west).toBe(-180)
  })

  it('spans all longitudes when the circle reaches a pole', () => {
    const box = circleBbox(0, 89, 500)
    expect(box.west).toBe(-180)
    expect(box.east).toBe(180)
    expect(box.north).toBe(90)
  })
})
