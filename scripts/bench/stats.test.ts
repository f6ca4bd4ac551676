import { describe, expect, it } from 'vitest'
import {
  averageRanks,
  formatMs,
  geomean,
  median,
  pearson,
  percentile,
  spearman,
  summarize,
} from './stats'

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

describe('averageRanks', () => {
  it('ranks from 1 and gives tied values the mean of their ranks', () => {
    expect(averageRanks([10, 30, 20])).toEqual([1, 3, 2])
    expect(averageRanks([5, 1, 5, 5, 0])).toEqual([4, 2, 4, 4, 1])
    expect(averageRanks([])).toEqual([])
  })
})

describe('spearman', () => {
  it('is 1 for any increasing relation and -1 for a decreasing one', () => {
    const xs = [1, 2, 3, 4, 5]
    expect(spearman(xs, [1, 4, 9, 16, 1000])).toBeCloseTo(1, 12)
    expect(spearman(xs, [50, 40, 30, 20, 10])).toBeCloseTo(-1, 12)
  })

  it('matches 1 - 6 sum d^2 / (n (n^2 - 1)) without ties', () => {
    // Ranks of ys: 2, 1, 4, 3, 5; d^2 sums to 4, so 1 - 24 / 120.
    expect(spearman([1, 2, 3, 4, 5], [20, 10, 40, 30, 50])).toBeCloseTo(0.8, 12)
  })

  it('uses average ranks for ties', () => {
    // ys ranks 1.5, 1.5, 3, 4 against 1..4: Pearson of the ranks.
    expect(spearman([1, 2, 3, 4], [7, 7, 8, 9])).toBeCloseTo(
      pearson([1, 2, 3, 4], [1.5, 1.5, 3, 4]),
      12,
    )
    expect(spearman([1, 2, 3, 4], [7, 7, 8, 9])).toBeCloseTo(0.9486833, 6)
  })

  it('is NaN when one side is constant or the lengths differ', () => {
    expect(spearman([1, 2, 3], [4, 4, 4])).toBeNaN()
    expect(spearman([1, 2, 3], [1, 2])).toBeNaN()
  })
})
