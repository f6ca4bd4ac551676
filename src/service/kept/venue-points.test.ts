import { describe, expect, it } from 'vitest'
import { keptCoordinate } from '../data/tables'
import { keptPoints, pointsOf, restorePoints, storePoints } from './venue-points'

const venues = {
  lon: Float64Array.of(keptCoordinate(-87.629812), keptCoordinate(151.2093), NaN),
  lat: Float64Array.of(keptCoordinate(41.878113), keptCoordinate(-33.8688), NaN),
}

/** Events at venue 0 and 1, one without a venue, one without a point, one off its venue. */
const rows = {
  venue: Int32Array.of(0, 1, -1, -1, 0),
  lon: Float64Array.of(
    venues.lon[0] ?? NaN,
    venues.lon[1] ?? NaN,
    keptCoordinate(-0.127758),
    NaN,
    keptCoordinate(-87.6),
  ),
  lat: Float64Array.of(
    venues.lat[0] ?? NaN,
    venues.lat[1] ?? NaN,
    keptCoordinate(51.507351),
    NaN,
    keptCoordinate(41.9),
  ),
}

describe("events' points kept from their venues'", () => {
  it('keeps an event at its venue as zeros, and every point comes back exactly', () => {
    const kept = keptPoints(rows, venues)
    if (!kept) throw new Error('not kept')
    expect([kept.lon[0], kept.lat[0], kept.lon[1], kept.lat[1]]).toEqual([0, 0, 0, 0])
    expect(kept.lon[2]).toBe(-0.127758)
    expect(kept.lon[4]).toBe(0.029812)
    const back = pointsOf(kept, rows.venue, venues)
    expect(Array.from(back.lon)).toEqual(Array.from(rows.lon))
    expect(Array.from(back.lat)).toEqual(Array.from(rows.lat))
  })

  it('leaves the points as they are when one would not come back exactly', () => {
    const unrounded = { ...rows, lon: Float64Array.of(-87.62981234, 0, 0, 0, 0) }
    expect(keptPoints(unrounded, venues)).toBeUndefined()
    const stored = storePoints(unrounded, venues)
    expect('points' in stored).toBe(false)
    expect(restorePoints(stored, venues)).toBe(unrounded)
    // A venue without a point cannot carry its event's.
    const atPointless = { ...rows, venue: Int32Array.of(2, 1, -1, -1, 0) }
    expect(keptPoints(atPointless, venues)).toBeUndefined()
  })

  it('stores rows without their points and restores them with the venues', () => {
    const withMore = { ...rows, size: 5 }
    const stored = storePoints(withMore, venues)
    expect('lon' in stored || 'lat' in stored).toBe(false)
    const back = restorePoints(stored, venues)
    expect(back.size).toBe(5)
    expect(Array.from(back.lat)).toEqual(Array.from(rows.lat))
  })
})
