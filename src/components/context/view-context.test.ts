import { describe, expect, it } from 'vitest'

import { periodText, withinText } from './context-text'
import { periodBounds, pickContext, viewContextSchema } from './view-context'

// 2025-03-10T23:30:00Z: still the 10th in UTC, already the 11th in Sydney.
const NOW = Date.UTC(2025, 2, 10, 23, 30)

const context = (input: Record<string, unknown>) => viewContextSchema.parse(input)

describe('periodBounds', () => {
  it('reads the next-days presets from today in the chosen time zone', () => {
    expect(periodBounds(context({ range: 'next7' }), NOW)).toEqual({
      gte: '2025-03-10',
      lte: '2025-03-16',
    })
    expect(periodBounds(context({ range: 'next7', tz: 'Australia/Sydney' }), NOW)).toEqual({
      gte: '2025-03-11',
      lte: '2025-03-17',
    })
    expect(periodBounds(context({ range: 'next90' }), NOW).lte).toBe('2025-06-07')
  })

  it('ends the previous-days presets yesterday', () => {
    expect(periodBounds(context({ range: 'prev30' }), NOW)).toEqual({
      gte: '2025-02-08',
      lte: '2025-03-09',
    })
    expect(periodBounds(context({ range: 'prev90', tz: 'Australia/Sydney' }), NOW)).toEqual({
      gte: '2024-12-11',
      lte: '2025-03-10',
    })
  })

  it('uses custom bounds as given, swapping reversed ones', () => {
    expect(periodBounds(context({ range: 'custom', from: '2025-05-01' }), NOW)).toEqual({
      gte: '2025-05-01',
    })
    expect(
      periodBounds(context({ range: 'custom', from: '2025-05-09', to: '2025-05-01' }), NOW),
    ).toEqual({ gte: '2025-05-01', lte: '2025-05-09' })
  })
})

describe('pickContext', () => {
  it('keeps the context members that differ from the defaults and nothing else', () => {
    expect(
      pickContext({
        range: 'next90',
        tz: 'UTC',
        within: '10km@40.7,-74',
        place: '5128581',
        loc: 'abc',
        category: 'sports',
        page: 3,
      }),
    ).toEqual({ range: 'next90', within: '10km@40.7,-74', place: ['5128581'], loc: ['abc'] })
  })

  it('drops values a link could not have meant, instead of carrying them on', () => {
    expect(pickContext({ range: 'someday', tz: 'Mars/Olympus', within: '0km@1,2' })).toEqual({})
  })

  it('reads a place id given as a number the way the router may hand it over', () => {
    expect(pickContext({ place: 85100048 })).toEqual({ place: ['85100048'] })
  })
})

describe('context text', () => {
  it('names the preset, its days and the zone, written as the rows write it', () => {
    expect(periodText(context({ range: 'next7' }), NOW)).toBe(
      'Next 7 days (10 Mar 2025 – 16 Mar 2025, UTC)',
    )
    expect(periodText(context({ range: 'custom', from: '2025-05-01' }), NOW)).toBe(
      'Custom dates (from 1 May 2025, UTC)',
    )
    expect(periodText(context({ range: 'next7', tz: 'America/New_York' }), NOW)).toBe(
      'Next 7 days (10 Mar 2025 – 16 Mar 2025, UTC-4)',
    )
    // The clocks went forward on 9 March: the period has both offsets.
    expect(periodText(context({ range: 'prev30', tz: 'America/New_York' }), NOW)).toBe(
      'Previous 30 days (8 Feb 2025 – 9 Mar 2025, UTC-5 to UTC-4)',
    )
  })

  it('writes a radius area in words, and an unreadable one as it came', () => {
    expect(withinText('10km@40.71234,-74.00597')).toBe('10 km around 40.71, -74.01')
    expect(withinText('nonsense')).toBe('nonsense')
  })
})
