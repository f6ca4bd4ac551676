import { describe, expect, it } from 'vitest'

import { isCurrent, requestKey, sameCircle, suggestionRequest } from './suggestion'

describe('suggestionRequest', () => {
  it('asks for the centre to five decimals, in the unit and for the industry given', () => {
    const request = suggestionRequest({ lon: -97.743061, lat: 30.267153 }, 'parking', 'km')
    expect(request).toEqual({
      'location.origin': '30.26715,-97.74306',
      industry: 'parking',
      radius_unit: 'km',
    })
  })

  it('wraps a centre placed on another copy of the world into range', () => {
    expect(suggestionRequest({ lon: 190, lat: 10 }, 'other', 'mi')['location.origin']).toBe(
      '10.00000,-170.00000',
    )
  })

  it('keys two centres less than a metre apart as one request, and any other change apart', () => {
    const a = suggestionRequest({ lon: 151.2093, lat: -33.8688 }, 'retail', 'km')
    const b = suggestionRequest({ lon: 151.209300001, lat: -33.8688 }, 'retail', 'km')
    expect(requestKey(a)).toBe(requestKey(b))
    expect(requestKey(a)).not.toBe(
      requestKey(suggestionRequest({ lon: 151.2093, lat: -33.8688 }, 'parking', 'km')),
    )
    expect(requestKey(a)).not.toBe(
      requestKey(suggestionRequest({ lon: 151.2093, lat: -33.8688 }, 'retail', 'm')),
    )
    expect(requestKey(a)).not.toBe(requestKey(null))
  })
})

describe('isCurrent', () => {
  const here = suggestionRequest({ lon: -87.65, lat: 41.85 }, 'parking', 'km')
  const there = suggestionRequest({ lon: -97.74, lat: 30.27 }, 'parking', 'km')
  it('shows an answer only for the request on screen', () => {
    expect(isCurrent(here, here)).toBe(true)
    expect(isCurrent(here, { ...here })).toBe(true)
  })

  it('never lets the answer for an older centre or industry stand for the newer one', () => {
    expect(isCurrent(there, here)).toBe(false)
    expect(isCurrent({ ...here, industry: 'retail' }, here)).toBe(false)
    expect(isCurrent(here, null)).toBe(false)
    expect(isCurrent(null, here)).toBe(false)
  })
})

describe('sameCircle', () => {
  const circle = { lon: 1, lat: 2, radius: 2.35, unit: 'km' } as const
  it('tells the suggestion in use from one adjusted since', () => {
    expect(sameCircle(circle, { ...circle })).toBe(true)
    expect(sameCircle(circle, { ...circle, radius: 2.4 })).toBe(false)
    expect(sameCircle(circle, { ...circle, lon: 1.001 })).toBe(false)
    expect(sameCircle(circle, { ...circle, unit: 'mi' })).toBe(false)
  })
})
