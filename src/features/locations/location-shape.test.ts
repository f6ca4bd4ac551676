import { describe, expect, it } from 'vitest'

import {
  circleOf,
  featuresLocationOf,
  geojsonOf,
  radiusText,
  suggestedCircle,
} from './location-shape'

const circle = { lat: -33.8688, lon: 151.2093, radius: 1.5, unit: 'km' } as const

describe('location shape', () => {
  it('round-trips a circle through the body geojson', () => {
    const geojson = geojsonOf(circle)
    expect(geojson.geometry.coordinates).toEqual([151.2093, -33.8688])
    expect(circleOf({ geojson })).toEqual(circle)
  })

  it('rounds a dragged radius as the unit is written', () => {
    expect(geojsonOf({ ...circle, radius: 1.23456 }).properties.radius).toBe(1.23)
    expect(geojsonOf({ ...circle, radius: 812.7, unit: 'm' }).properties.radius).toBe(813)
  })

  it('draws a suggestion around the chosen centre', () => {
    const suggestion = { radius: 2.4, radius_unit: 'km', location: { lat: '0', lon: '0' } } as const
    expect(suggestedCircle(circle, suggestion)).toEqual({ ...circle, radius: 2.4 })
    expect(suggestedCircle(circle, { ...suggestion, radius: 0 })).toBeNull()
  })

  it('says the radius or the number of places', () => {
    expect(radiusText({ geojson: geojsonOf(circle) })).toBe('1.5 km')
    expect(radiusText({ place_ids: ['1', '2'] })).toBe('2 places')
  })

  it('gives the features endpoint only what it accepts', () => {
    expect(featuresLocationOf({ geojson: geojsonOf(circle) })).toEqual({
      geo: { lat: -33.8688, lon: 151.2093, radius: '1.5km' },
    })
    expect(
      featuresLocationOf({ geojson: geojsonOf({ ...circle, radius: 101, unit: 'mi' }) }),
    ).toBeNull()
    expect(featuresLocationOf({ place_ids: ['1', '2', '3', '4'] })).toBeNull()
    expect(featuresLocationOf({ place_ids: ['1'] })).toEqual({ place_id: ['1'] })
  })
})
