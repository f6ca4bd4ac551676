import { describe, expect, it } from 'vitest'

import { boundProblem, nonNegativeNumber } from './number-range-fields'

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

describe('boundProblem', () => {
  const wanted = 'a number of 0 or more'

  it('applies an empty field (the bound is lifted) and a number the filter takes', () => {
    expect(boundProblem('', nonNegativeNumber, wanted, 'low', 100)).toBeUndefined()
    expect(boundProblem('250', nonNegativeNumber, wanted, 'low', undefined)).toBeUndefined()
    expect(boundProblem('250', nonNegativeNumber, wanted, 'high', 100)).toBeUndefined()
  })

  it('says what to write instead of a number the filter does not take', () => {
    expect(boundProblem('-3', nonNegativeNumber, wanted, 'low', undefined)).toBe(
      'Write a number of 0 or more.',
    )
  })

  it('refuses a bound on the wrong side of the other one', () => {
    expect(boundProblem('5000', nonNegativeNumber, wanted, 'low', 1000)).toBe(
      'This is above the upper bound, 1,000.',
    )
    expect(boundProblem('50', nonNegativeNumber, wanted, 'high', 100)).toBe(
      'This is below the lower bound, 100.',
    )
  })
})
