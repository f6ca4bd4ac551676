import { describe, expect, it } from 'vitest'

import type { UsShapes } from '../../../components/map/county-shapes'
import { clickPatch, filterActionLabel, filteredText } from './map-click'

const shapes: UsShapes = {
  counties: [
    { id: '85201861', name: 'New York County', state: 'NY', bbox: [0, 0, 1, 1], rings: [] },
  ],
  statesByAbbr: new Map([['NY', { id: '85100032', name: 'New York', abbr: 'NY' }]]),
  statesById: new Map(),
}
const at = { lng: -73.98765, lat: 40.7654321 }

describe('clickPatch', () => {
  it('filters by the county, its state, or the point clicked', () => {
    expect(clickPatch('county', '85201861', at, shapes)).toEqual({
      place: ['85201861'],
      origin: undefined,
      within: undefined,
    })
    expect(clickPatch('state', '85201861', at, shapes)).toMatchObject({ place: ['85100032'] })
    expect(clickPatch('point', '85201861', at, shapes)).toEqual({
      origin: '40.7654,-73.9877',
      place: [],
      within: undefined,
    })
  })

  it('does nothing for a state it cannot name', () => {
    expect(clickPatch('state', 'unknown', at, shapes)).toBeUndefined()
    expect(clickPatch('state', '85201861', at, undefined)).toBeUndefined()
  })

  it('names what the button filters to, and what the view is then filtered to', () => {
    expect(filterActionLabel('county')).toBe('Filter to this county')
    expect(filterActionLabel('state')).toBe('Filter to this state')
    expect(filterActionLabel('point')).toBe('Filter to this point')
    expect(filteredText('county', '85201861', at, shapes)).toBe('Filtered to New York County, NY')
    expect(filteredText('state', '85201861', at, shapes)).toBe('Filtered to New York')
    expect(filteredText('point', '85201861', at, shapes)).toBe(
      'Filtered to the county at 40.7654, -73.9877',
    )
    expect(filteredText('county', 'unknown', at, undefined)).toBe('Filtered to county unknown')
  })
})
