import { describe, expect, it } from 'vitest'
import { metersIn, toMeters } from './enums'

describe('toMeters', () => {
  it('converts every API radius unit', () => {
    expect(toMeters(250, 'm')).toBe(250)
    expect(toMeters(1.5, 'km')).toBe(1500)
    expect(toMeters(1000, 'ft')).toBeCloseTo(304.8, 9)
    expect(toMeters(100, 'mi')).toBeCloseTo(160934.4, 6)
  })

  it('is undone by metersIn', () => {
    for (const unit of ['m', 'km', 'ft', 'mi'] as const)
      expect(metersIn(toMeters(7, unit), unit)).toBeCloseTo(7, 9)
  })
})
