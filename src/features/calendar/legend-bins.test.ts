import { describe, expect, it } from 'vitest'

import { BIN_COLORS, EMPTY_COLOR, colorOf, legendFor } from './legend-bins'

describe('legendFor', () => {
  it('bins counts by the quantiles of the days that have any', () => {
    const values = [0, 0, ...Array.from({ length: 100 }, (_, i) => i + 1)]
    const legend = legendFor('count', values)
    expect(legend.empty).toEqual({ label: '0', color: EMPTY_COLOR })
    expect(legend.bins.map((b) => [b.lo, b.hi])).toEqual([
      [1, 21],
      [22, 41],
      [42, 61],
      [62, 81],
      [82, 100],
    ])
    expect(legend.bins.map((b) => b.color)).toEqual([...BIN_COLORS])
  })

  it('merges repeated bounds and keeps the darkest colour for the busiest days', () => {
    const legend = legendFor('count', [0, 1, 1, 1, 1, 2])
    expect(legend.bins.map((b) => b.label)).toEqual(['1', '2'])
    expect(legend.bins.at(-1)?.color).toBe(BIN_COLORS.at(-1))
  })

  it('has no bins when no day has any', () => {
    expect(legendFor('major', [0, 0]).bins).toEqual([])
  })

  it('bins the top rank by the five rank levels', () => {
    const legend = legendFor('top', [0, 95])
    expect(legend.empty.label).toBe('No events')
    expect(legend.bins.map((b) => b.label)).toEqual([
      '0–20 (level 1)',
      '21–40 (level 2)',
      '41–60 (level 3)',
      '61–80 (level 4)',
      '81–100 (level 5)',
    ])
    expect(colorOf(legend, 81)).toBe(BIN_COLORS[4])
    expect(colorOf(legend, 80)).toBe(BIN_COLORS[3])
  })
})

describe('colorOf', () => {
  it('gives the empty colour to 0 and each value its bin', () => {
    const legend = legendFor('count', [1, 2, 3, 4, 5, 6, 7, 8, 9, 10])
    expect(colorOf(legend, 0)).toBe(EMPTY_COLOR)
    expect(colorOf(legend, 1)).toBe(legend.bins[0]?.color)
    expect(colorOf(legend, 10)).toBe(legend.bins.at(-1)?.color)
    // Above the maximum (a stale legend) still reads as the darkest bin.
    expect(colorOf(legend, 99)).toBe(legend.bins.at(-1)?.color)
  })
})
