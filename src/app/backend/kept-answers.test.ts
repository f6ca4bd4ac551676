// Which queries the page keeps between loads (docs/dataset-cache.md "What is kept").
import { describe, expect, it } from 'vitest'
import { queryKeys } from '../../api/query-options'
import { isMapQueryKey } from '../../components/map/use-all-matches'
import { isKeptQuery } from './kept-answers'

describe('isKeptQuery', () => {
  it('keeps reads of the dataset, a map of all their pages included', () => {
    const count = queryKeys.request('countEvents', { 'active.gte': '2026-03-02' })
    expect(isKeptQuery(count)).toBe(true)
    expect(isKeptQuery([...count, 'all-matches', 10_000])).toBe(true)
    expect(isMapQueryKey([...count, 'all-matches', 10_000])).toBe(true)
    expect(isMapQueryKey(count)).toBe(false)
    expect(isKeptQuery(queryKeys.request('eventsCalendar', { within: '5km@40.7,-74' }))).toBe(true)
    const features = {
      active: { gte: '2026-03-02', lte: '2026-05-30' },
      location: { place_id: ['5'] },
    }
    expect(isKeptQuery(queryKeys.request('features', features))).toBe(true)
  })

  it('does not keep saved locations, reads filtered by them, the account or other queries', () => {
    expect(isKeptQuery(queryKeys.request('listSavedLocations', {}))).toBe(false)
    expect(
      isKeptQuery(queryKeys.request('searchEvents', { 'saved_location.location_id': 'abc' })),
    ).toBe(false)
    expect(isKeptQuery(queryKeys.request('accountSelf'))).toBe(false)
    expect(isKeptQuery(['us-shapes'])).toBe(false)
  })
})
