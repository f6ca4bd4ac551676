import { describe, expect, it } from 'vitest'

import { boundaryFileOf } from './use-place-frames'

describe('boundaryFileOf', () => {
  it('finds the outline of a country, a US state and a US county in the basemap files', () => {
    expect(boundaryFileOf({ type: 'country', country_alpha2: 'FR' })).toBe('countries')
    expect(boundaryFileOf({ type: 'region', country_alpha2: 'US' })).toBe('usStates')
    expect(boundaryFileOf({ type: 'county', country_alpha2: 'US' })).toBe('usCounties')
  })

  it('has none for a city, or for a region or county outside the US', () => {
    expect(boundaryFileOf({ type: 'locality', country_alpha2: 'US' })).toBeNull()
    expect(boundaryFileOf({ type: 'region', country_alpha2: 'FR' })).toBeNull()
    expect(boundaryFileOf({ type: 'county', country_alpha2: null })).toBeNull()
  })
})
