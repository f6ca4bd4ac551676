import { describe, expect, it } from 'vitest'

import { attendanceRadius, eventsToFeatures, lonLatOf } from './events-geojson'
import type { MapEvent } from '../../contract/event'

const event = (id: string, attendance: number | null | undefined): MapEvent => ({
  id,
  title: `Event ${id}`,
  category: 'concerts',
  location: [-0.1276, 51.5072],
  rank: 60,
  start: '2026-01-10T19:00:00Z',
  end: '2026-01-10T22:00:00Z',
  timezone: 'Europe/London',
  svc_attendance: attendance,
})

describe('eventsToFeatures', () => {
  it('keeps id, category, attendance and rank at the event location', () => {
    const collection = eventsToFeatures([event('a', 1200), event('b', null), event('c', undefined)])
    expect(collection.features).toHaveLength(3)
    const [first, second, third] = collection.features
    expect(first?.geometry.coordinates).toEqual([-0.1276, 51.5072])
    expect(first?.properties).toEqual({ id: 'a', category: 'concerts', attendance: 1200, rank: 60 })
    expect(second?.properties.attendance).toBe(0)
    expect(third?.properties.attendance).toBe(0)
  })
})

describe('lonLatOf', () => {
  it('places a point on Earth, the prime meridian and the equator included', () => {
    expect(lonLatOf([-0.1276, 51.5072])).toEqual([-0.1276, 51.5072])
    expect(lonLatOf([0, 51.48])).toEqual([0, 51.48])
    expect(lonLatOf([-78.5, 0])).toEqual([-78.5, 0])
  })

  it('reads 0, 0, a point off the Earth or no point as no location, so none is drawn', () => {
    for (const odd of [
      [0, 0],
      [0, -0],
      [181, 10],
      [10, 91],
      [Number.NaN, 1],
      ['1', '2'],
      [1],
      null,
      'x',
    ]) {
      expect(lonLatOf(odd)).toBeUndefined()
    }
    expect(eventsToFeatures([{ ...event('z', 10), location: [0, 0] }]).features).toHaveLength(0)
  })
})

describe('attendanceRadius', () => {
  it('grows with the square root of attendance and is capped', () => {
    expect(attendanceRadius(0)).toBe(4)
    expect(attendanceRadius(100)).toBe(5)
    expect(attendanceRadius(10_000)).toBe(9)
    expect(attendanceRadius(250_000)).toBe(18)
    expect(attendanceRadius(10_000_000)).toBe(18)
    // Four times the crowd, twice the sqrt: radius halfway between the 10,000 and 250,000 stops.
    expect(attendanceRadius(90_000)).toBeCloseTo(9 + (200 / 400) * 9, 6)
  })

  it('never shrinks as attendance grows', () => {
    let previous = 0
    for (let people = 0; people <= 400_000; people += 997) {
      const radius = attendanceRadius(people)
      expect(radius).toBeGreaterThanOrEqual(previous)
      previous = radius
    }
  })
})
