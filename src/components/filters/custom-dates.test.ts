import { describe, expect, it } from 'vitest'

import { customDatesProblem } from './custom-dates'

describe('customDatesProblem', () => {
  it('takes two whole dates in order, a single day included', () => {
    expect(customDatesProblem({ from: '2026-01-01', to: '2026-12-31' })).toBeUndefined()
    expect(customDatesProblem({ from: '2026-03-02', to: '2026-03-02' })).toBeUndefined()
  })

  it('says which date is missing or not a date', () => {
    expect(customDatesProblem({ from: '', to: '2026-12-31' })).toMatch(/^Give the first day/)
    expect(customDatesProblem({ from: '2026-02-30', to: '2026-12-31' })).toMatch(
      /^Give the first day/,
    )
    expect(customDatesProblem({ from: '2026-01-01', to: '' })).toMatch(/^Give the last day/)
  })

  it('refuses dates the wrong way round', () => {
    expect(customDatesProblem({ from: '2026-12-31', to: '2026-01-01' })).toBe(
      'From is after To: pick a first day on or before the last day.',
    )
  })
})
