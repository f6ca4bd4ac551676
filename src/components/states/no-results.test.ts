import { describe, expect, it } from 'vitest'

import { noResultsText, periodPhrase, quoted } from './no-results'

const NEXT30 = { range: 'next30', from: undefined, to: undefined } as const

describe('noResultsText', () => {
  it('names the search text and the period, and says what to change', () => {
    expect(noResultsText({ noun: 'events', q: 'xyz', context: NEXT30, otherAdvice: 'x' })).toEqual({
      title: 'No events match “xyz” in the next 30 days',
      advice: 'Clear the search text or widen the period.',
    })
  })

  it('keeps the view’s own advice when no text was searched for', () => {
    const text = noResultsText({
      noun: 'events',
      q: '  ',
      context: { range: 'custom', from: '2026-01-01', to: '2026-01-31' },
      otherAdvice: 'Widen the dates.',
    })
    expect(text).toEqual({
      title: 'No events match these filters from 1 Jan 2026 to 31 Jan 2026',
      advice: 'Widen the dates.',
    })
  })
})

describe('periodPhrase', () => {
  it('reads a preset or custom dates', () => {
    expect(periodPhrase({ range: 'prev90', from: undefined, to: undefined })).toBe(
      'in the previous 90 days',
    )
    expect(periodPhrase({ range: 'custom', from: '2026-03-02', to: '2026-03-02' })).toBe(
      'on 2 Mar 2026',
    )
    expect(periodPhrase({ range: 'custom', from: '2026-03-02', to: undefined })).toBe(
      'from 2 Mar 2026 on',
    )
    expect(periodPhrase({ range: 'custom', from: undefined, to: undefined })).toBe('')
  })
})

describe('quoted', () => {
  it('quotes the text trimmed, cutting a long one', () => {
    expect(quoted(' jazz ')).toBe('“jazz”')
    const long = quoted('a'.repeat(200))
    expect(long).toHaveLength(62)
    expect(long.endsWith('…”')).toBe(true)
  })
})
