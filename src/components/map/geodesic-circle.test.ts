import { describe, expect, it } from 'vitest'

import { geodesicCircle } from './geodesic-circle'
import { destination, haversineMeters, wrapLongitude } from '../../utils/geodesy'

const CASES = [
  { name: 'a city', center: { lon: -74.006, lat: 40.7128 }, meters: 5_000 },
  { name: 'a wide area', center: { lon: 13.4, lat: 52.52 }, meters: 160_934 },
  { name: 'the equator', center: { lon: 0, lat: 0 }, meters: 800 },
  { name: 'the far north', center: { lon: 25, lat: 69.5 }, meters: 50_000 },
  { name: 'the antimeridian', center: { lon: 179.9, lat: -17.7 }, meters: 40_000 },
]

describe('geodesicCircle', () => {
  for (const { name, center, meters } of CASES) {
    it(`puts every vertex at the radius, within 0.5%, around ${name}`, () => {
      const ring = geodesicCircle(center, meters).geometry.coordinates[0] ?? []
      expect(ring.length).toBeGreaterThan(32)
      expect(ring[0]).toEqual(ring.at(-1))
      for (const [lon = NaN, lat = NaN] of ring) {
        const distance = haversineMeters(center, { lon, lat })
        expect(Math.abs(distance - meters) / meters).toBeLessThan(0.005)
      }
    })
  }

  it('keeps a circle over the antimeridian in one piece', () => {
    const ring = geodesicCircle({ lon: 179.9, lat: -17.7 }, 40_000).geometry.coordinates[0] ?? []
    const lons = ring.map(([lon = NaN]) => lon)
    expect(Math.max(...lons)).toBeGreaterThan(180)
    for (const [i, lon] of lons.entries()) {
      if (i > 0) expect(Math.abs(lon - (lons[i - 1] ?? lon))).toBeLessThan(5)
    }
  })
})

describe('geodesy helpers', () => {
  it('measures a known distance: one degree of latitude is about 111.2 km', () => {
    expect(haversineMeters({ lon: 0, lat: 0 }, { lon: 0, lat: 1 })).toBeCloseTo(111_195, -1)
  })

  it('walks to a destination that is the requested distance away', () => {
    const origin = { lon: -0.1276, lat: 51.5072 }
    for (const bearing of [0, 45, 90, 180, 270]) {
      const point = destination(origin, 12_345, bearing)
      expect(haversineMeters(origin, point)).toBeCloseTo(12_345, 3)
    }
    expect(destination(origin, 1000, 90).lon).toBeGreaterThan(origin.lon)
  })

  it('wraps longitudes into [-180, 180]', () => {
    expect(wrapLongitude(190)).toBe(-170)
    expect(wrapLongitude(-190)).toBe(170)
    expect(wrapLongitude(540)).toBe(180)
    expect(wrapLongitude(45)).toBe(45)
  })
})
