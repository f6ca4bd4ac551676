import { describe, expect, it } from 'vitest'

import { calendarSearchSchema, selectedRange } from './calendar-search'
import {
  anchorMonth,
  calendarQuery,
  dayEventsQuery,
  eventsLinkSearch,
  gridFor,
} from './calendar-query'
import { fallbackNotes } from './bad-input'

const NOW = Date.parse('2026-11-24T03:00:00Z')

describe('calendar queries', () => {
  const search = calendarSearchSchema.parse({
    tz: 'Europe/London',
    within: '10km@51.5,-0.12',
    category: 'sports,concerts',
    rank: '4,5',
    metric: 'top',
    day: '2026-03-12',
    dayEnd: '2026-03-10',
  })

  it('asks the calendar for the whole year in the view zone with the shared filters', () => {
    expect(anchorMonth(search, NOW)).toBe('2026-11')
    const grid = gridFor(search, NOW)
    expect(calendarQuery(search, grid)).toEqual({
      'active.gte': '2026-01-01',
      'active.lte': '2026-12-31',
      'active.tz': 'Europe/London',
      category: ['concerts', 'sports'],
      rank_level: ['4', '5'],
      within: '10km@51.5,-0.12',
      limit: '365',
    })
  })

  it('lists a selected range by rank, in the same zone, and links the explorer to it', () => {
    const range = selectedRange(search)
    expect(range).toEqual(['2026-03-10', '2026-03-12'])
    if (!range) return
    expect(dayEventsQuery(search, range)).toMatchObject({
      'active.gte': '2026-03-10',
      'active.lte': '2026-03-12',
      'active.tz': 'Europe/London',
      sort: '-rank',
    })
    expect(eventsLinkSearch(search, range)).toEqual({
      range: 'custom',
      from: '2026-03-10',
      to: '2026-03-12',
      tz: 'Europe/London',
      within: '10km@51.5,-0.12',
      category: ['concerts', 'sports'],
      rank: ['4', '5'],
    })
  })

  it('opens a month layout on the chosen month', () => {
    const month = calendarSearchSchema.parse({ layout: 'month', month: '2026-02' })
    expect(gridFor(month, NOW).cells).toHaveLength(28)
  })

  it('falls back on bad values and says so', () => {
    const bad = calendarSearchSchema.parse({ metric: 'nope', layout: 'week', day: '2026-02-30' })
    expect([bad.metric, bad.layout, bad.day]).toEqual(['impact', 'year', undefined])
    expect(fallbackNotes('?within=10parsecs@1,2&tz=Mars/Olympus')).toHaveLength(2)
    expect(fallbackNotes('?within=10km@51.5,-0.12&tz=Europe/Paris')).toEqual([])
  })
})
