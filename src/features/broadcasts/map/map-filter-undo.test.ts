import { describe, expect, it } from 'vitest'

import { stillApplied, undoOf } from './map-filter-undo'
import { BROADCASTS_SEARCH_DEFAULTS } from '../search-schema'

describe('the undo of a filter from the map', () => {
  const before = {
    ...BROADCASTS_SEARCH_DEFAULTS,
    place: ['85100017'],
    lat: 40,
    lon: -89,
    zoom: 5.5,
  }
  const patch = { place: ['85217031'], origin: undefined, within: undefined }
  const undo = undoOf('Filtered to Cook County, IL', before, patch)

  it('keeps the place, point, radius and viewport the filter replaced', () => {
    expect(undo.previous).toEqual({
      place: ['85100017'],
      origin: undefined,
      within: undefined,
      lat: 40,
      lon: -89,
      zoom: 5.5,
    })
  })

  it('lasts while the filter holds, not once something else replaced it', () => {
    const after = { ...before, ...patch, lat: 41.8, lon: -87.9, zoom: 8 }
    expect(stillApplied(undo, after)).toBe(true)
    // The router hands back a list of its own once it has read the address: equal, not the same.
    expect(stillApplied(undo, { ...after, place: [...patch.place] })).toBe(true)
    expect(stillApplied(undo, { ...after, place: [] })).toBe(false)
    expect(stillApplied(undo, { ...after, within: '10km@41.8,-87.6' })).toBe(false)
  })
})
