import { describe, expect, it } from 'vitest'

import { spanDays } from '../../components/compare/period-change'
import { chunkSpan, clampSpan, daysOf, periodProblem } from './period'
import { stitchDays } from './api/stitch'

const NOW = Date.UTC(2026, 10, 24)

describe('chunkSpan', () => {
  it('keeps a 90-day period in one request', () => {
    expect(chunkSpan({ gte: '2026-01-01', lte: '2026-03-31' })).toEqual([
      { gte: '2026-01-01', lte: '2026-03-31' },
    ])
  })

  it('splits a year into consecutive 90-day chunks that cover every day once', () => {
    const period = { gte: '2026-01-01', lte: '2026-12-31' }
    const chunks = chunkSpan(period)
    expect(chunks.map(spanDays)).toEqual([90, 90, 90, 90, 5])
    expect(chunks[0]).toEqual({ gte: '2026-01-01', lte: '2026-03-31' })
    expect(chunks[1]?.gte).toBe('2026-04-01')
    expect(chunks.at(-1)).toEqual({ gte: '2026-12-27', lte: '2026-12-31' })
    expect(chunks.flatMap(daysOf)).toEqual(daysOf(period))
  })

  it('handles a leap year of 366 days', () => {
    const chunks = chunkSpan({ gte: '2028-01-01', lte: '2028-12-31' })
    expect(chunks.reduce((n, c) => n + spanDays(c), 0)).toBe(366)
  })

  it('returns nothing for a backwards span', () => {
    expect(chunkSpan({ gte: '2026-02-01', lte: '2026-01-01' })).toEqual([])
  })
})

describe('periodProblem', () => {
  it('accepts a year and refuses more', () => {
    expect(periodProblem({ gte: '2025-01-01', lte: '2025-12-31' }, NOW)).toBeUndefined()
    expect(periodProblem({ gte: '2025-01-01', lte: '2026-01-02' }, NOW)).toMatch(/367 days/)
  })

  it('refuses dates before 2016 and after the end of next year', () => {
    expect(periodProblem({ gte: '2015-12-31', lte: '2016-01-31' }, NOW)).toMatch(/2016-01-01/)
    expect(periodProblem({ gte: '2027-12-01', lte: '2028-01-01' }, NOW)).toMatch(/2027-12-31/)
  })

  it('asks for both ends of a custom period', () => {
    expect(periodProblem({ gte: '2026-01-01' }, NOW)).toMatch(/first and last day/)
  })
})

describe('clampSpan', () => {
  const period = { gte: '2026-01-01', lte: '2026-01-31' }
  it('orders and clamps a brushed span', () => {
    expect(clampSpan({ gte: '2026-02-10', lte: '2026-01-20' }, period)).toEqual({
      gte: '2026-01-20',
      lte: '2026-01-31',
    })
  })
  it('drops a span outside the period', () => {
    expect(clampSpan({ gte: '2026-03-01', lte: '2026-03-02' }, period)).toBeUndefined()
  })
})

describe('stitchDays', () => {
  const period = { gte: '2026-01-01', lte: '2026-01-06' }
  const day = (date: string, n: number) => ({ date, n })

  it('joins chunks in date order', () => {
    const days = stitchDays(period, [
      {
        span: { gte: '2026-01-04', lte: '2026-01-06' },
        days: [day('2026-01-04', 4), day('2026-01-05', 5), day('2026-01-06', 6)],
      },
      {
        span: { gte: '2026-01-01', lte: '2026-01-03' },
        days: [day('2026-01-01', 1), day('2026-01-02', 2), day('2026-01-03', 3)],
      },
    ])
    expect(days.map((d) => d.value?.n)).toEqual([1, 2, 3, 4, 5, 6])
  })

  it('leaves the days of a missing chunk as holes, never zeros', () => {
    const days = stitchDays(period, [
      { span: { gte: '2026-01-01', lte: '2026-01-03' }, days: undefined },
      {
        span: { gte: '2026-01-04', lte: '2026-01-06' },
        days: [day('2026-01-04', 0), day('2026-01-05', 5), day('2026-01-06', 6)],
      },
    ])
    expect(days.map((d) => d.value?.n)).toEqual([undefined, undefined, undefined, 0, 5, 6])
    expect(days[0]).toEqual({ date: '2026-01-01', value: undefined })
  })

  it('ignores a day a chunk returns outside its span', () => {
    const days = stitchDays(period, [
      {
        span: { gte: '2026-01-01', lte: '2026-01-01' },
        days: [day('2026-01-01', 1), day('2026-01-02', 99)],
      },
    ])
    expect(days[1]?.value).toBeUndefined()
  })
})
