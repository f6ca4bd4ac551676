import { describe, expect, it } from 'vitest'

import { chartCaption } from './chart-caption'
import { BROADCASTS_SEARCH_DEFAULTS, broadcastsSearchSchema } from '../search-schema'

const NOW = Date.parse('2026-03-02T12:00:00Z')

describe('chartCaption', () => {
  it('names the period, every county and the default records', () => {
    expect(
      chartCaption({
        search: BROADCASTS_SEARCH_DEFAULTS,
        nowMs: NOW,
        area: { kind: 'none' },
        placeNames: new Map(),
        shown: 10,
        total: 10,
      }),
    ).toEqual([
      'Period: Next 30 days (2 Mar 2026 – 31 Mar 2026, UTC)',
      'Where: every US county',
      'Filters: records active',
      'Source: Event Intelligence API, /v1/broadcasts/',
    ])
  })

  it('names the radius, the places and each filter, and says when the map is capped', () => {
    const search = broadcastsSearchSchema.parse({
      range: 'next7',
      within: '30km@40.71,-74',
      place: '5128638',
      status: 'scheduled,predicted',
      viewMin: '1000',
      label: 'nba',
      record_status: 'active,duplicate',
    })
    const lines = chartCaption({
      search,
      nowMs: NOW,
      area: { kind: 'counties', ids: ['36061', '36047'] },
      placeNames: new Map([['5128638', 'New York, United States']]),
      shown: 10_000,
      total: 25_310,
    })
    expect(lines[1]).toBe(
      'Where: 30 km around 40.71, -74.00 (2 counties), within New York, United States',
    )
    expect(lines[2]).toBe(
      'Filters: status scheduled, predicted; viewers per broadcast at least 1,000; league labels nba; records active, duplicate',
    )
    expect(lines[3]).toBe('Drawn from the 10,000 most watched of 25,310 matching broadcasts')
  })
})
