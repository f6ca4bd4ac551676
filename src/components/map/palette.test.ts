import { describe, expect, it } from 'vitest'

import { EVENT_CATEGORIES } from '../../contract/enums'
import {
  CATEGORY_COLORS,
  categoryColor,
  categoryColorExpression,
  UNKNOWN_CATEGORY_COLOR,
} from './palette'

/** sRGB hex to CIELAB (D65), enough to measure how far apart two colours look. */
function toLab(hex: string): [number, number, number] {
  const channel = (offset: number): number => {
    const c = parseInt(hex.slice(offset, offset + 2), 16) / 255
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
  }
  const [r, g, b] = [channel(1), channel(3), channel(5)]
  const x = (0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047
  const y = 0.2126 * r + 0.7152 * g + 0.0722 * b
  const z = (0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883
  const f = (t: number): number => (t > 216 / 24389 ? Math.cbrt(t) : ((24389 / 27) * t + 16) / 116)
  return [116 * f(y) - 16, 500 * (f(x) - f(y)), 200 * (f(y) - f(z))]
}

const deltaE = (a: string, b: string): number => {
  const [l1, a1, b1] = toLab(a)
  const [l2, a2, b2] = toLab(b)
  return Math.hypot(l1 - l2, a1 - a2, b1 - b2)
}

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
