import { describe, expect, it } from 'vitest'

import { COUNTRY_CODES } from '../../contract/countries'
import { COUNTRY_OPTIONS, countryName } from './country-options'
import { searchOptions } from './option-search'

describe('COUNTRY_OPTIONS', () => {
  it('names every ISO code, sorted by name', () => {
    expect(COUNTRY_OPTIONS).toHaveLength(COUNTRY_CODES.length)
    expect(new Set(COUNTRY_OPTIONS.map((option) => option.value)).size).toBe(COUNTRY_CODES.length)
    for (const option of COUNTRY_OPTIONS) expect(option.label).not.toBe(option.value)
    const names = COUNTRY_OPTIONS.map((option) => option.label)
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')))
  })

  it('finds countries by name or code', () => {
    expect(searchOptions(COUNTRY_OPTIONS, 'germ')[0]).toEqual({ value: 'DE', label: 'Germany' })
    expect(searchOptions(COUNTRY_OPTIONS, 'gb')[0]).toEqual({
      value: 'GB',
      label: 'United Kingdom',
    })
  })
})

describe('countryName', () => {
  it('reads a code in either case, and leaves what it cannot name as given', () => {
    expect(countryName('fr')).toBe('France')
    expect(countryName('QQ')).toBe('QQ')
    expect(countryName('not a code')).toBe('not a code')
  })
})
