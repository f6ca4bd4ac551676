import { describe, expect, it } from 'vitest'

import { EVENT_SORT_FIELDS } from '../../contract/enums'
import { EVENTS_SEARCH_DEFAULTS } from './search-schema'
import { SORT_OPTIONS, sortApiValue } from './sort-options'

describe('sortApiValue', () => {
  it('sends the default as best match, then highest rank, then soonest', () => {
    expect(EVENTS_SEARCH_DEFAULTS.sort).toBe('relevance')
    expect(sortApiValue('relevance', 'rock')).toBe('relevance,-rank,start')
    expect(sortApiValue('relevance', '')).toBe('-rank,start')
  })

  it('sends every other choice as it is, with or without text', () => {
    for (const option of SORT_OPTIONS.filter((o) => o.value !== 'relevance')) {
      expect(sortApiValue(option.value, '')).toBe(option.api)
      expect(sortApiValue(option.value, 'rock')).toBe(option.api)
    }
  })

  it('names only sort fields the contract knows, and no order twice', () => {
    const fields: readonly string[] = EVENT_SORT_FIELDS
    for (const option of SORT_OPTIONS) {
      for (const key of option.api.split(',')) expect(fields).toContain(key.replace(/^-/, ''))
    }
    expect(new Set(SORT_OPTIONS.map((o) => o.api)).size).toBe(SORT_OPTIONS.length)
  })
})
