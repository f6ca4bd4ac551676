import { describe, expect, it } from 'vitest'

import { LOCATIONS_SEARCH_DEFAULTS, LOCATION_SORTS, locationsSearchSchema } from './search-schema'

describe('locations search', () => {
  it('defaults to the newest first, first page, nothing selected', () => {
    expect(LOCATIONS_SEARCH_DEFAULTS).toMatchObject({
      sort: '-created',
      page: 1,
      q: '',
      compare: [],
    })
    expect(LOCATIONS_SEARCH_DEFAULTS.id).toBeUndefined()
  })

  it('offers every sort key of the API in both directions', () => {
    expect(LOCATION_SORTS).toContain('-next_90d.svc_attendance_sum')
    expect(LOCATION_SORTS).toContain('name')
  })

  it('falls back instead of failing on stale values', () => {
    const parsed = locationsSearchSchema.parse({ sort: 'rank', page: '-3', id: '<x>', q: 42 })
    expect(parsed).toMatchObject({ sort: '-created', page: 1, q: '42' })
    expect(parsed.id).toBeUndefined()
  })

  it('reads the labels filter as a comma list without blanks or repeats', () => {
    expect(locationsSearchSchema.parse({ labels: 'store, arena,,store' }).labels).toEqual([
      'store',
      'arena',
    ])
    expect(LOCATIONS_SEARCH_DEFAULTS.labels).toEqual([])
  })

  it('keeps at most four compared locations', () => {
    expect(locationsSearchSchema.parse({ compare: 'a,b,c,d,e' }).compare).toEqual([
      'a',
      'b',
      'c',
      'd',
    ])
  })
})
