import { describe, expect, it } from 'vitest'
import { applyMetroShares, listedMetros, METRO_CORE_KM, METROS } from './metros'
import { haversineKm } from '../geo/distance'

/** A city `km` east of a metro's centre. */
function near(name: string, km: number, population: number) {
  const m = METROS.find((x) => x.name === name)
  if (!m) throw new Error(name)
  const lon = m.lon + km / (111.32 * Math.cos((m.lat * Math.PI) / 180))
  return { lat: m.lat, lon, population }
}

const FAR = { lat: -45, lon: -140, population: 50_000 } // the South Pacific, in no metro

function coreShare(
  cities: readonly { lat: number; lon: number }[],
  weights: Float64Array,
  name: string,
): number {
  const m = METROS.find((x) => x.name === name)
  if (!m) throw new Error(name)
  const total = weights.reduce((a, b) => a + b, 0)
  let core = 0
  cities.forEach((c, i) => {
    if (haversineKm(c.lon, c.lat, m.lon, m.lat) <= METRO_CORE_KM) core += weights[i] ?? 0
  })
  return core / total
}

describe('listedMetros', () => {
  it('makes the most populous city of a core its centre, and counts suburbs within 50 km', () => {
    const cities = [
      near('Berlin', 2, 3_400_000),
      near('Berlin', 10, 150_000),
      near('Berlin', 30, 40_000),
      near('Berlin', 70, 40_000),
    ]
    const listed = listedMetros(cities, haversineKm)
    const berlin = METROS.findIndex((m) => m.name === 'Berlin')
    expect(Array.from(listed.metro)).toEqual([berlin, berlin, berlin, -1])
    expect(listed.centre[berlin]).toBe(0)
    expect(listed.cores[berlin]).toEqual([0, 1])
  })
})

describe('applyMetroShares', () => {
  it('raises every metro below its share to exactly that share, through its central city', () => {
    const cities = [...METROS.map((m) => ({ lat: m.lat, lon: m.lon, population: 1_000_000 })), FAR]
    const suburb = near('Sydney', 8, 100_000)
    cities.push(suburb)
    const weights = new Float64Array(cities.length).fill(1)
    weights[METROS.length] = 1_000 // the far town outweighs every metro before the raise
    applyMetroShares(weights, listedMetros(cities, haversineKm))
    expect(coreShare(cities, weights, 'Sydney')).toBeCloseTo(0.06, 9)
    expect(coreShare(cities, weights, 'New York')).toBeCloseTo(0.08, 9)
    expect(coreShare(cities, weights, 'Madrid')).toBeCloseTo(0.01, 9)
    // A listed metro without a share of its own: PER_MILLION of one per million residents.
    expect(coreShare(cities, weights, 'Dallas')).toBeCloseTo(8.1 * 0.0012, 9)
    // The far town and Sydney's suburb keep their weights; the centre took what the core lacked.
    expect(weights[METROS.length]).toBe(1_000)
    expect(weights[cities.length - 1]).toBe(1)
  })

  it('leaves a metro already above its share as it is', () => {
    const cities = [...METROS.map((m) => ({ lat: m.lat, lon: m.lon, population: 1_000_000 })), FAR]
    const weights = new Float64Array(cities.length).fill(1)
    weights[0] = 5_000 // New York
    weights[METROS.length] = 1_000
    applyMetroShares(weights, listedMetros(cities, haversineKm))
    expect(weights[0]).toBe(5_000)
    expect(coreShare(cities, weights, 'New York')).toBeGreaterThan(0.08)
    expect(coreShare(cities, weights, 'Berlin')).toBeCloseTo(0.06, 9)
  })
})
