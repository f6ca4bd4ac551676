import { describe, expect, it } from 'vitest'

import { EVENT_CATEGORIES } from '../../contract/enums'
import { deltaE } from '../../testing/colours'
import {
  CATEGORY_COLORS,
  categoryColor,
  categoryColorExpression,
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
