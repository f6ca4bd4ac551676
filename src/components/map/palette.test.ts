import { describe, expect, it } from 'vitest'

import { Color, createExpression } from '@maplibre/maplibre-gl-style-spec'

import { EVENT_CATEGORIES, RANK_LEVELS } from '../../contract/enums'
import { contrastRatio, deltaE } from '../../testing/colours'
import type { Theme } from '../theme/theme'
import {
  CATEGORY_COLORS,
  categoryColor,
  categoryColorExpression,
  rankColor,
  rankColorExpression,
  rankLevelColor,
  UNKNOWN_CATEGORY_COLOR,
} from './palette'

describe('category palette', () => {
  it('colours every contract category with a valid hex colour', () => {
    expect(Object.keys(CATEGORY_COLORS).sort()).toEqual([...EVENT_CATEGORIES].sort())
    for (const category of EVENT_CATEGORIES)
      expect(categoryColor(category)).toMatch(/^#[0-9A-F]{6}$/)
  })

  it('keeps every pair of colours visibly apart (CIE76 distance over 20)', () => {
    const colors = [...Object.values(CATEGORY_COLORS), UNKNOWN_CATEGORY_COLOR]
    for (const [i, a] of colors.entries()) {
      for (const b of colors.slice(i + 1)) expect(deltaE(a, b), `${a} vs ${b}`).toBeGreaterThan(20)
    }
  })

  it('gives unknown categories the neutral colour', () => {
    expect(categoryColor('new-category')).toBe(UNKNOWN_CATEGORY_COLOR)
    expect(categoryColor('constructor')).toBe(UNKNOWN_CATEGORY_COLOR)
  })

  it('builds a match expression with one branch per category and a fallback', () => {
    const expression = categoryColorExpression()
    expect(expression.slice(0, 2)).toEqual(['match', ['get', 'category']])
    expect(expression).toHaveLength(2 + EVENT_CATEGORIES.length * 2 + 1)
    expect(expression.at(-1)).toBe(UNKNOWN_CATEGORY_COLOR)
    const sports = expression.indexOf('sports')
    expect(expression[sports + 1]).toBe(CATEGORY_COLORS.sports)
  })
})

describe('rank palette', () => {
  const evaluate = (theme: Theme, rank: number): string => {
    const parsed = createExpression(rankColorExpression(theme), 'layers[0].paint.circle-color', {
      type: 'color',
      'property-type': 'data-driven',
      expression: { interpolated: false, parameters: ['zoom', 'feature'] },
      transition: false,
      overridable: false,
    })
    if (parsed.result !== 'success') throw new Error('invalid expression')
    const feature = { type: 'Point', properties: { rank } } as const
    const color: unknown = parsed.value.evaluate({ zoom: 10 }, feature)
    return (color instanceof Color ? color : Color.parse(String(color)))?.toString() ?? ''
  }

  it('colours each rank as its level, by the contract bands, in both themes', () => {
    for (const theme of ['light', 'dark'] as const) {
      for (const rank of [0, 20, 21, 40, 41, 60, 61, 80, 81, 100]) {
        const expected = Color.parse(rankColor(rank, theme))?.toString()
        expect(evaluate(theme, rank), `${theme} rank ${String(rank)}`).toBe(expected)
      }
    }
  })

  it('orders the levels by lightness: the highest contrasts most with the ground', () => {
    for (const theme of ['light', 'dark'] as const) {
      const ground = theme === 'light' ? '#ffffff' : '#16191e'
      const distances = RANK_LEVELS.map((level) =>
        contrastRatio(rankLevelColor(level, theme), ground),
      )
      expect(distances).toEqual([...distances].sort((a, b) => a - b))
    }
  })

  it('gives a rank that is not a number the neutral colour', () => {
    expect(rankColor(undefined, 'light')).toBe(UNKNOWN_CATEGORY_COLOR)
    expect(rankColor(Number.NaN, 'dark')).toBe(UNKNOWN_CATEGORY_COLOR)
  })
})
