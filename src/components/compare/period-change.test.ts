import { describe, expect, it } from 'vitest'

import { formatChange, percentChange, previousSpan, spanDays } from './period-change'

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
    expect(previousSpan({ gte: '2026-03-01', lte: '2026-03-30' })).toEqual({
      gte: '2026-01-30',
      lte: '2026-02-28',
    })
    expect(previousSpan({ gte: '2026-06-01', lte: '2026-06-01' })).toEqual({
      gte: '2026-05-31',
      lte: '2026-05-31',
    })
  })

  it('has none for a period open at one end, backwards or not made of dates', () => {
    expect(previousSpan({ gte: '2026-03-02' })).toBeUndefined()
    expect(previousSpan({ gte: '2026-02-30', lte: '2026-03-02' })).toBeUndefined()
    expect(previousSpan({ lte: '2026-03-02' })).toBeUndefined()
    expect(previousSpan({ gte: '2026-03-09', lte: '2026-03-02' })).toBeUndefined()
  })

  it('counts both ends', () => {
    expect(spanDays({ gte: '2026-01-01', lte: '2026-12-31' })).toBe(365)
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
