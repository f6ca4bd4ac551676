import { describe, expect, it } from 'vitest'

import {
  CALENDAR_PALETTES,
  colorOf,
  inkOn,
  legendFor,
  linearBreaks,
  niceAtLeast,
  stepAtLeast,
  stepBreaks,
} from './legend-bins'

const BIN_COLORS = CALENDAR_PALETTES.light.bins
const EMPTY_COLOR = CALENDAR_PALETTES.light.empty

const bounds = (values: readonly number[]) =>
  legendFor('count', values).bins.map((b) => [b.lo, b.hi])

describe('round breaks', () => {
  it('rounds up to 1, 2 or 5 times a power of ten', () => {
    expect([0.4, 1, 1.5, 3, 7, 12, 161.2, 500, 501].map(niceAtLeast)).toEqual([
      1, 1, 2, 5, 10, 20, 200, 500, 1000,
    ])
  })

  it('steps by 1, 2, 2.5 or 5 times a power of ten, whole numbers only', () => {
    expect([0.4, 1.5, 3, 7, 12, 23.2, 27.4, 161.2].map(stepAtLeast)).toEqual([
      1, 2, 5, 10, 20, 25, 50, 200,
    ])
  })

  it('cuts equal round steps from 0 past the maximum, at most five', () => {
    expect(linearBreaks(806)).toEqual([200, 400, 600, 800, 1000])
    expect(linearBreaks(100)).toEqual([20, 40, 60, 80, 100])
    expect(linearBreaks(116)).toEqual([25, 50, 75, 100, 125])
    expect(linearBreaks(137)).toEqual([50, 100, 150])
    expect(linearBreaks(3)).toEqual([1, 2, 3])
  })

  it('climbs the 1–2–5 sequence up to the maximum, at most five', () => {
    expect(stepBreaks(806)).toEqual([50, 100, 200, 500, 1000])
    expect(stepBreaks(3)).toEqual([1, 2, 5])
  })
})

describe('legendFor', () => {
  it('uses equal steps when days are evenly spread, and says so', () => {
    const values = [0, 0, ...Array.from({ length: 100 }, (_, i) => i + 1)]
    const legend = legendFor('count', values)
    expect(legend.empty).toEqual({ label: '0', color: EMPTY_COLOR })
    expect(legend.bins.map((b) => b.label)).toEqual(['1–20', '21–40', '41–60', '61–80', '81–100'])
    expect(legend.bins.map((b) => b.color)).toEqual([...BIN_COLORS])
    expect(legend.scale).toBe('linear steps of 20')
  })

  it('keeps days a few apart in one bin, where quantiles would split them', () => {
    // Most days between 100 and 140, one festival day of 806: quantile edges fell at 114, 125
    // and 137, so a day of 115 and one of 138 read as far apart.
    const values = [
      ...Array.from({ length: 300 }, (_, i) => 100 + (i % 40)),
      806,
      ...Array.from({ length: 30 }, (_, i) => 1 + i),
    ]
    const legend = legendFor('count', values)
    expect(legend.bins.map((b) => b.label)).toEqual([
      '1–50',
      '51–100',
      '101–200',
      '201–500',
      '501–1,000',
    ])
    expect(legend.scale).toBe('doubling steps (1–2–5)')
    expect(colorOf(legend, 115)).toBe(colorOf(legend, 138))
    expect(colorOf(legend, 806)).toBe(BIN_COLORS[4])
  })

  it('breaks only at round numbers: multiples of one round step, or the 1–2–5 sequence', () => {
    const nice = /^[125]0*$/
    for (const max of [7, 33, 138, 806, 12_345]) {
      for (const skew of [1, 3]) {
        const values = Array.from({ length: 60 }, (_, i) => 1 + Math.floor(max * (i / 59) ** skew))
        const his = bounds(values).map(([, hi]) => hi ?? 0)
        const step = his[0] ?? 0
        expect(String(step)).toMatch(/^(?:[125]0*|250*)$/)
        const linear = his.every((hi, i) => hi === step * (i + 1))
        expect(linear || his.every((hi) => nice.test(String(hi))), String(his)).toBe(true)
        expect(his.at(-1)).toBeGreaterThanOrEqual(max)
      }
    }
  })

  it('keeps the darkest colour for the busiest days when there are few bins', () => {
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
    expect(legend.scale).toBe('by rank level')
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

describe('the heatmap on either theme', () => {
  const luminance = (hex: string) => {
    const [r = 0, g = 0, b = 0] = [1, 3, 5].map((i) => {
      const c = Number.parseInt(hex.slice(i, i + 2), 16) / 255
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
    })
    return 0.2126 * r + 0.7152 * g + 0.0722 * b
  }
  const contrast = (a: string, b: string) => {
    const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x)
    return ((hi ?? 0) + 0.05) / ((lo ?? 0) + 0.05)
  }

  it('makes the busiest days stand out most from the ground', () => {
    const light = CALENDAR_PALETTES.light.bins.map(luminance)
    const dark = CALENDAR_PALETTES.dark.bins.map(luminance)
    // Light: darker with each bin; dark: lighter with each bin.
    expect(light).toEqual([...light].sort((a, b) => b - a))
    expect(dark).toEqual([...dark].sort((a, b) => a - b))
    const dark100 = legendFor('count', [0, 50, 100], 'dark')
    expect(colorOf(dark100, 100)).toBe(CALENDAR_PALETTES.dark.bins.at(-1))
    expect(colorOf(dark100, 0)).toBe(CALENDAR_PALETTES.dark.empty)
  })

  it('writes each bin’s figures at 4.5:1 or better', () => {
    for (const palette of Object.values(CALENDAR_PALETTES)) {
      for (const fill of palette.bins) {
        const ink = (palette.lightText as readonly string[]).includes(fill) ? '#ffffff' : '#1b1f24'
        expect(contrast(fill, ink), fill).toBeGreaterThanOrEqual(4.5)
      }
    }
  })
})

describe('inkOn', () => {
  it('writes figures in white on the darker bins of either theme, near-black on the others', () => {
    for (const theme of ['light', 'dark'] as const) {
      const palette = CALENDAR_PALETTES[theme]
      for (const fill of palette.bins) {
        expect(inkOn(fill)).toBe(
          palette.lightText.some((dark) => dark === fill) ? 'on-dark' : 'on-light',
        )
      }
      // A day without events keeps the theme's text.
      expect(inkOn(palette.empty)).toBe('')
    }
  })
})
