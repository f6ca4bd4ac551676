import { describe, expect, it } from 'vitest'

import type { Place } from '../../../contract/place'
import { fallbackNotes } from '../bad-input'
import { hasZonePlace, zoneAt, zonePoint } from './place-zone'

const austin: Place = {
  id: '4671654',
  type: 'locality',
  name: 'Austin',
  county: 'Travis',
  region: 'Texas',
  country: 'United States',
  country_alpha2: 'US',
  country_alpha3: 'USA',
  location: [-97.74306, 30.26715],
}

describe('the place zone', () => {
  it('reads the radius centre first, then the first place', () => {
    expect(zonePoint({ within: '25km@40.7128,-74.006', place: ['4671654'] }, [austin])).toEqual({
      lat: 40.7128,
      lon: -74.006,
    })
    expect(zonePoint({ within: undefined, place: ['4671654', '5128581'] }, [austin])).toEqual({
      lat: 30.26715,
      lon: -97.74306,
    })
    expect(zonePoint({ within: undefined, place: ['4671654'] }, undefined)).toBeUndefined()
    expect(zonePoint({ within: undefined, place: [] }, [austin])).toBeUndefined()
  })

  it('names the zone of the centroid, as the service gives places theirs', async () => {
    expect(await zoneAt({ lat: 40.7128, lon: -74.006 })).toBe('America/New_York')
    expect(await zoneAt({ lat: 30.26715, lon: -97.74306 })).toBe('America/Chicago')
    expect(await zoneAt({ lat: 51.5, lon: -0.12 })).toBe('Europe/London')
    // Out-of-range coordinates are clamped, not thrown.
    expect(typeof (await zoneAt({ lat: 95, lon: 190 }))).toBe('string')
  })

  it('defaults only when a place or radius is chosen', () => {
    expect(hasZonePlace({ within: undefined, place: [] })).toBe(false)
    expect(hasZonePlace({ within: '10mi@41.88,-87.63', place: [] })).toBe(true)
    expect(hasZonePlace({ within: undefined, place: ['4887398'] })).toBe(true)
  })

  it('says which zone an unknown one falls back to', () => {
    expect(fallbackNotes('?tz=Mars/Olympus')).toEqual([
      expect.stringMatching(/unknown, so days are counted in UTC\.$/),
    ])
    expect(fallbackNotes('?tz=Mars/Olympus&place=4887398')).toEqual([
      expect.stringMatching(/unknown, so days are counted in the place’s time zone\.$/),
    ])
  })
})
