import { describe, expect, it } from 'vitest'

import { formatChange, percentChange, previousSpan, spanDays, withSpan } from './previous-period'

describe('previousSpan', () => {
  it('is the same number of days, ending the day before the period starts', () => {
    expect(previousSpan({ gte: '2026-03-02', lte: '2026-03-08' })).toEqual({
      gte: '2026-02-23',
      lte: '2026-03-01',
    })
    // Across a month end and a leap day.
    expect(previousSpan({ gte: '2028-03-01', lte: '2028-03-30' })).toEqual({
      gte: '2028-01-31',
      lte: '2028-02-29',
    })
    expect(previousSpan({ gte: '2026-06-01', lte: '2026-06-01' })).toEqual({
      gte: '2026-05-31',
      lte: '2026-05-31',
    })
  })

  it('has none for a period open at one end or backwards', () => {
    expect(previousSpan({ gte: '2026-03-02' })).toBeUndefined()
    expect(previousSpan({ lte: '2026-03-02' })).toBeUndefined()
    expect(previousSpan({ gte: '2026-03-09', lte: '2026-03-02' })).toBeUndefined()
  })

  it('counts both ends', () => {
    expect(spanDays({ gte: '2026-01-01', lte: '2026-12-31' })).toBe(365)
  })
})

describe('withSpan', () => {
  it('moves the dates and keeps every other filter and the zone', () => {
    expect(
      withSpan(
        {
          'start.gte': '2026-03-02',
          'start.lte': '2026-03-08',
          'start.tz': 'America/New_York',
          broadcast_status: 'scheduled',
        },
        { gte: '2026-02-23', lte: '2026-03-01' },
      ),
    ).toEqual({
      'start.gte': '2026-02-23',
      'start.lte': '2026-03-01',
      'start.tz': 'America/New_York',
      broadcast_status: 'scheduled',
    })
  })
})

describe('percentChange and formatChange', () => {
  it('signs the change and gives its arrow and words', () => {
    expect(formatChange(percentChange(112, 105))).toEqual({
      text: '+6.7%',
      arrow: '↑',
      direction: 'up',
      words: 'up 6.7%',
    })
    expect(formatChange(percentChange(90, 120))).toMatchObject({
      text: '−25.0%',
      arrow: '↓',
      direction: 'down',
    })
    expect(formatChange(percentChange(100, 100))).toMatchObject({ text: '0.0%', arrow: '→' })
  })

  it('has no percentage from nothing', () => {
    expect(percentChange(0, 0)).toBe(0)
    expect(percentChange(5, 0)).toBeUndefined()
    expect(formatChange(undefined)).toMatchObject({ text: 'new', words: 'up from none' })
  })
})
