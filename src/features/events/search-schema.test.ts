import { describe, expect, it } from 'vitest'

import { EVENTS_SEARCH_DEFAULTS, eventsSearchSchema } from './search-schema'

describe('eventsSearchSchema', () => {
  it('gives the defaults for an empty URL', () => {
    expect(EVENTS_SEARCH_DEFAULTS).toMatchObject({
      range: 'next30',
      tz: 'UTC',
      category: [],
      sort: 'relevance',
      page: 1,
    })
  })

  it('round-trips a full view', () => {
    const search = {
      range: 'custom',
      from: '2025-06-01',
      to: '2025-06-30',
      tz: 'Australia/Sydney',
      category: 'concerts,sports',
      rank: '4,5',
      localRank: '3',
      label: 'music,rugby',
      q: 'taylor',
      country: 'AU',
      place: '2147714',
      loc: 'loc-1,loc-2',
      state: 'active,deleted',
      deleted: 'cancelled',
      attMin: 1000,
      attMax: 50000,
      sort: '-rank',
      within: '10km@-33.86,151.2',
      lat: -33.86,
      lon: 151.2,
      zoom: 9,
      event: 'abc123',
      page: 3,
      at: '2025-06-12',
      window: '3d',
      mode: 'cumulative',
      list: 'window',
      bars: 'attendance',
    } as const
    const parsed = eventsSearchSchema.parse(search)
    // Lists arrive as the address writes them and come out as arrays; the rest as they were.
    expect(parsed).toEqual({
      ...search,
      category: ['concerts', 'sports'],
      rank: ['4', '5'],
      localRank: ['3'],
      label: ['music', 'rugby'],
      country: ['AU'],
      place: ['2147714'],
      loc: ['loc-1', 'loc-2'],
      state: ['active', 'deleted'],
      deleted: ['cancelled'],
    })
    // The array form, as the app hands it to the router, reads the same.
    expect(eventsSearchSchema.parse(parsed)).toEqual(parsed)
  })

  it('catches bad values one field at a time, keeping the good ones', () => {
    const parsed = eventsSearchSchema.parse({
      range: 'next-year',
      from: '2025-02-30',
      tz: 'Mars/Olympus',
      category: 'sports,bogus',
      rank: '0,6,2',
      sort: 'popularity',
      within: '0km@1,2',
      lat: 123,
      zoom: 'far',
      page: -2,
      event: '<script>',
      at: '2025-02-30',
      window: '2d',
      mode: 'backwards',
      list: 'some',
      bars: 'heads',
    })
    expect(parsed.range).toBe('next30')
    expect(parsed.from).toBeUndefined()
    expect(parsed.tz).toBe('UTC')
    expect(parsed.category).toEqual(['sports'])
    expect(parsed.rank).toEqual(['2'])
    expect(parsed.sort).toBe('relevance')
    expect(parsed.within).toBeUndefined()
    expect(parsed.lat).toBeUndefined()
    expect(parsed.zoom).toBeUndefined()
    expect(parsed.page).toBe(1)
    expect(parsed.event).toBeUndefined()
    expect(parsed.at).toBeUndefined()
    expect(parsed.window).toBe('1d')
    expect(parsed.mode).toBe('moving')
    expect(parsed.list).toBe('all')
    expect(parsed.bars).toBe('events')
  })

  it('canonicalises lists: contract order, no repeats, case', () => {
    const parsed = eventsSearchSchema.parse({
      category: 'sports,concerts,sports',
      country: 'au, us,xx1',
      label: 'Music,music',
    })
    expect(parsed.category).toEqual(['concerts', 'sports'])
    expect(parsed.country).toEqual(['AU', 'US'])
    expect(parsed.label).toEqual(['music'])
    // An array given out of order or with repeats is canonicalised the same way.
    expect(
      eventsSearchSchema.parse({ category: ['sports', 'concerts', 'sports'] }).category,
    ).toEqual(['concerts', 'sports'])
  })

  it('reads numbers the router parsed out of the URL', () => {
    const parsed = eventsSearchSchema.parse({ q: 2024, rank: 5, page: '2' })
    expect(parsed.q).toBe('2024')
    expect(parsed.rank).toEqual(['5'])
    expect(parsed.page).toBe(2)
  })
})
