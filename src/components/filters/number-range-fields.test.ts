import { describe, expect, it } from 'vitest'

import { nonNegativeNumber } from './number-range-fields'

describe('nonNegativeNumber', () => {
  it('reads a typed bound, and lifts it when the field is empty or not a bound', () => {
    expect(nonNegativeNumber('250')).toBe(250)
    expect(nonNegativeNumber(' 1.5 ')).toBe(1.5)
    expect(nonNegativeNumber('')).toBeUndefined()
    expect(nonNegativeNumber('  ')).toBeUndefined()
    expect(nonNegativeNumber('-3')).toBeUndefined()
    expect(nonNegativeNumber('many')).toBeUndefined()
  })
})
