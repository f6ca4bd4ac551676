import { describe, expect, it } from 'vitest'
import { formatMs, geomean, median, percentile, summarize } from './stats'

describe('percentile', () => {
  it('takes the nearest rank, always a measured value', () => {
    const sorted = Array.from({ length: 20 }, (_, i) => i + 1)
    expect(percentile(sorted, 0.95)).toBe(19)
    expect(percentile(sorted, 0.5)).toBe(10)
    expect(percentile(sorted, 1)).toBe(20)
    expect(percentile(sorted, 0)).toBe(1)
  })

  it('is the maximum for small samples and NaN for none', () => {
    expect(percentile([3, 5, 9], 0.95)).toBe(9)
    expect(percentile([], 0.95)).toBeNaN()
  })
})

describe('median', () => {
  it('takes the middle value, or the mean of the two middle values', () => {
    expect(median([5, 1, 3])).toBe(3)
    expect(median([4, 1, 3, 2])).toBe(2.5)
    expect(median([])).toBeNaN()
  })

  it('does not reorder its input', () => {
    const values = [3, 1, 2]
    median(values)
    expect(values).toEqual([3, 1, 2])
  })
})

describe('summarize', () => {
  it('reports runs, median, p95, min and max of unsorted samples', () => {
    const s = summarize([10, 2, 7, 4, 100])
    expect(s).toEqual({ runs: 5, medianMs: 7, p95Ms: 100, minMs: 2, maxMs: 100 })
  })
})

describe('geomean', () => {
  it('is the n-th root of the product', () => {
    expect(geomean([2, 8])).toBeCloseTo(4, 12)
    expect(geomean([0.5, 2])).toBeCloseTo(1, 12)
    expect(geomean([3])).toBeCloseTo(3, 12)
  })

  it('is NaN for no values or a non-positive one', () => {
    expect(geomean([])).toBeNaN()
    expect(geomean([1, 0])).toBeNaN()
    expect(geomean([1, -2])).toBeNaN()
    expect(geomean([1, Number.NaN])).toBeNaN()
  })
})

describe('formatMs', () => {
  it('keeps about three significant digits', () => {
    expect(formatMs(0.1234)).toBe('0.12 ms')
    expect(formatMs(12.345)).toBe('12.3 ms')
    expect(formatMs(345.6)).toBe('346 ms')
    expect(formatMs(2345)).toBe('2.35 s')
    expect(formatMs(Number.NaN)).toBe('-')
  })
})
