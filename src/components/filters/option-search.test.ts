import { describe, expect, it } from 'vitest'

import { inOptionOrder, searchOptions } from './option-search'

const OPTIONS = [
  { value: 'CI', label: 'Côte d’Ivoire' },
  { value: 'GB', label: 'United Kingdom' },
  { value: 'TZ', label: 'Tanzania' },
  { value: 'UA', label: 'Ukraine' },
  { value: 'AE', label: 'United Arab Emirates' },
  { value: 'US', label: 'United States' },
]
const labels = (text: string) => searchOptions(OPTIONS, text).map((option) => option.label)

describe('searchOptions', () => {
  it('lists everything, in order, for no text', () => {
    expect(labels('  ')).toEqual(OPTIONS.map((option) => option.label))
  })

  it('ignores case and accents', () => {
    expect(labels('COTE')).toEqual(['Côte d’Ivoire'])
    expect(labels('ivoire')).toEqual(['Côte d’Ivoire'])
  })

  it('puts an exact code first, then label starts, word starts, then anywhere', () => {
    expect(labels('us')).toEqual(['United States'])
    expect(labels('ua')).toEqual(['Ukraine'])
    expect(labels('un')).toEqual(['United Kingdom', 'United Arab Emirates', 'United States'])
    expect(labels('states')).toEqual(['United States'])
    expect(labels('ingdom')).toEqual(['United Kingdom'])
    expect(labels('a')).toEqual(['United Arab Emirates', 'Tanzania', 'Ukraine', 'United States'])
    expect(labels('arab')).toEqual(['United Arab Emirates'])
  })
})

describe('inOptionOrder', () => {
  it('orders values as the options are, without repeats, unknown ones last', () => {
    expect(inOptionOrder(OPTIONS, ['US', 'ZZ', 'GB', 'US'])).toEqual(['GB', 'US', 'ZZ'])
  })
})
