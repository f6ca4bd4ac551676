import { stripSearchParams } from '@tanstack/react-router'
import { describe, expect, it } from 'vitest'

import { EVENTS_SEARCH_DEFAULTS, eventsSearchSchema } from '../features/events/search-schema'
import type { EventsSearch } from '../features/events/search-schema'
import { parseAppSearch, stringifyAppSearch } from './search-params'

/** What the events route does with an address: parse it, then validate it. */
const readEvents = (search: string) => eventsSearchSchema.parse(parseAppSearch(search))

const stripDefaults = stripSearchParams<EventsSearch>(EVENTS_SEARCH_DEFAULTS)

/** What the events route does with a search it navigates to: strip the defaults, then write it. */
const writeEvents = (search: EventsSearch) =>
  stringifyAppSearch(stripDefaults({ search, next: (s) => s }))

describe('lists in the address', () => {
  it('reads a comma string of the address as a canonical list', () => {
    expect(readEvents('?category=sports,concerts,sports&rank=5&place=4887398')).toMatchObject({
      category: ['concerts', 'sports'],
      rank: ['5'],
      place: ['4887398'],
    })
  })

  it('writes a list as its comma string and leaves an empty one out', () => {
    const written = writeEvents({
      ...EVENTS_SEARCH_DEFAULTS,
      category: ['concerts', 'sports'],
      place: ['4887398'],
    })
    const params = new URLSearchParams(written)
    expect(params.get('category')).toBe('concerts,sports')
    // A one-item list stays a plain string, not JSON.
    expect(params.get('place')).toBe('4887398')
    // An empty list is the default: the address says nothing of it.
    expect(params.has('rank')).toBe(false)
    expect([...params.keys()].sort()).toEqual(['category', 'place'])
  })

  it('reads back what it writes', () => {
    const search = readEvents('?category=concerts,sports&label=music,rugby&q=2024&page=3')
    expect(readEvents(writeEvents(search))).toEqual(search)
  })
})
