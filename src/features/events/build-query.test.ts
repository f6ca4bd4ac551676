import { describe, expect, it } from 'vitest'

import { eventsQuery } from '../../contract/query/events'
import { toSearchParams } from '../../contract/query/parse'
import {
  buildExportQuery,
  buildFilterQuery,
  buildPageQuery,
  buildTimeBarQuery,
} from './build-query'
import { eventsSearchSchema } from './search-schema'

// 2025-03-10T23:30:00Z: still the 10th in UTC, already the 11th in Sydney.
const NOW = Date.UTC(2025, 2, 10, 23, 30)

const search = (input: Record<string, unknown>) => eventsSearchSchema.parse(input)

describe('buildFilterQuery', () => {
  it('sends only the date range for the default view', () => {
    expect(buildFilterQuery(search({}), NOW)).toEqual({
      'active.gte': '2025-03-10',
      'active.lte': '2025-04-08',
    })
  })

  it('maps every filter to its API parameter and leaves view state out', () => {
    const query = buildFilterQuery(
      search({
        tz: 'Europe/Paris',
        category: 'sports,concerts',
        rank: '5,4',
        localRank: '3',
        label: 'music',
        q: 'final',
        country: 'fr',
        place: '2988507',
        state: 'deleted',
        deleted: 'cancelled,postponed',
        attMin: 500,
        attMax: 9000,
        within: '5km@48.85,2.35',
        lat: 48,
        lon: 2,
        zoom: 5,
        event: 'abc',
        page: 4,
      }),
      NOW,
    )
    expect(query).toEqual({
      'active.gte': '2025-03-11',
      'active.lte': '2025-04-09',
      'active.tz': 'Europe/Paris',
      category: ['concerts', 'sports'],
      rank_level: ['4', '5'],
      local_rank_level: ['3'],
      label: ['music'],
      q: 'final',
      country: ['FR'],
      'place.scope': ['2988507'],
      state: ['deleted'],
      deleted_reason: ['cancelled', 'postponed'],
      'svc_attendance.gte': '500',
      'svc_attendance.lte': '9000',
      within: '5km@48.85,2.35',
    })
  })

  it('builds queries the contract accepts', () => {
    const full = search({
      category: 'sports',
      rank: '4',
      within: '2.5mi@40.7,-74',
      sort: '-svc_attendance',
      page: 3,
    })
    for (const query of [buildPageQuery(full, NOW), buildExportQuery(full, NOW)]) {
      const record = Object.fromEntries(toSearchParams(query))
      expect(eventsQuery.safeParse(record).success).toBe(true)
    }
  })
})

describe('paging', () => {
  it('turns the page number into offset with the page size and keeps the sort', () => {
    expect(buildPageQuery(search({ page: 3, sort: '-rank' }), NOW)).toMatchObject({
      sort: '-rank',
      limit: '50',
      offset: '100',
    })
  })

  it('lists highest rank first by default, best match first when there is search text', () => {
    for (const build of [buildPageQuery, buildExportQuery]) {
      expect(build(search({}), NOW)).toMatchObject({ sort: '-rank,start' })
      expect(build(search({ sort: 'relevance' }), NOW)).toMatchObject({ sort: '-rank,start' })
      expect(build(search({ q: 'jazz' }), NOW)).toMatchObject({
        q: 'jazz',
        sort: 'relevance,-rank,start',
      })
      // An explicit order is kept, with or without text.
      expect(build(search({ q: 'jazz', sort: '-start' }), NOW)).toMatchObject({ sort: '-start' })
    }
  })

  it('exports with the largest page and no offset', () => {
    const query = buildExportQuery(search({ page: 7 }), NOW)
    expect(query.limit).toBe('1000')
    expect(query).not.toHaveProperty('offset')
  })
})

describe('buildTimeBarQuery', () => {
  it('asks the calendar for the filters and every day of the period in one page', () => {
    const filters = buildFilterQuery(search({ category: 'concerts', range: 'next30' }), NOW)
    expect(buildTimeBarQuery(filters)).toEqual({ ...filters, limit: '30' })
  })

  it('asks nothing for a period open at one end', () => {
    const filters = buildFilterQuery(search({ range: 'custom', from: '2025-03-01' }), NOW)
    expect(buildTimeBarQuery(filters)).toBeUndefined()
  })
})

describe('a list that follows the time window', () => {
  it('asks for the window’s days, and the counts and map still for the period', () => {
    const view = search({ at: '2025-03-20', window: '3d', list: 'window' })
    expect(buildPageQuery(view, NOW)).toMatchObject({
      'active.gte': '2025-03-20',
      'active.lte': '2025-03-22',
    })
    expect(buildFilterQuery(view, NOW)).toMatchObject({
      'active.gte': '2025-03-10',
      'active.lte': '2025-04-08',
    })
  })

  it('runs a cumulative window from the period’s start, and ignores a window it does not follow', () => {
    expect(
      buildPageQuery(search({ at: '2025-03-20', mode: 'cumulative', list: 'window' }), NOW),
    ).toMatchObject({ 'active.gte': '2025-03-10', 'active.lte': '2025-03-20' })
    expect(buildPageQuery(search({ at: '2025-03-20' }), NOW)).toMatchObject({
      'active.gte': '2025-03-10',
      'active.lte': '2025-04-08',
    })
    // No window: the whole period.
    expect(buildPageQuery(search({ list: 'window' }), NOW)).toMatchObject({
      'active.gte': '2025-03-10',
      'active.lte': '2025-04-08',
    })
  })
})
