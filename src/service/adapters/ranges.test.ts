import { describe, expect, it } from 'vitest'
import { toInstantRange, toNumRange, toTimeRange } from './ranges'

describe('toNumRange', () => {
  it('keeps the tighter bound when both suffixes of a side are sent', () => {
    expect(toNumRange({ gt: 10, gte: 20, lt: 90, lte: 80 })).toEqual({
      lo: { value: 20, inclusive: true },
      hi: { value: 80, inclusive: true },
    })
    expect(toNumRange({ gt: 20, gte: 20, lt: 80, lte: 80 })).toEqual({
      lo: { value: 20, inclusive: false },
      hi: { value: 80, inclusive: false },
    })
    expect(toNumRange({ lte: 5 })).toEqual({ hi: { value: 5, inclusive: true } })
    expect(toNumRange(undefined)).toBeUndefined()
  })
})

describe('toTimeRange', () => {
  it('turns the contract half-open interval into engine bounds with the zone', () => {
    expect(toTimeRange({ gte: '2026-01-01', tz: 'Europe/Paris', fromMs: 100, toMs: 200 })).toEqual({
      lo: { value: 100, inclusive: true },
      hi: { value: 200, inclusive: false },
      tz: 'Europe/Paris',
    })
    expect(toInstantRange({ lt: '2026-01-01', tz: 'UTC', toMs: 5 })).toEqual({
      hi: { value: 5, inclusive: false },
    })
  })
})
