import { describe, expect, it } from 'vitest'

import { commitTyped, hasEveryLabel, labelsInUse, withTyped } from './labels'

describe('label chips', () => {
  it('turns the text before each comma into chips and keeps the rest typed', () => {
    expect(commitTyped([], 'store, flagsh')).toEqual({ labels: ['store'], rest: 'flagsh' })
    expect(commitTyped(['store'], 'store,arena;')).toEqual({ labels: ['store', 'arena'], rest: '' })
    expect(commitTyped(['a'], 'b')).toEqual({ labels: ['a'], rest: 'b' })
  })

  it('drops blanks and repeats', () => {
    expect(commitTyped(['a'], ' , a ,, b, ')).toEqual({ labels: ['a', 'b'], rest: '' })
  })

  it('saves the chips and what is still typed', () => {
    expect(withTyped(['store'], ' flagship ')).toEqual(['store', 'flagship'])
    expect(withTyped(['store'], '')).toEqual(['store'])
    expect(withTyped([], 'a, b;a')).toEqual(['a', 'b'])
  })
})

describe('label filter', () => {
  it('keeps the locations that carry every chosen label, exactly', () => {
    const location = { labels: ['store', 'flagship'] }
    expect(hasEveryLabel(location, [])).toBe(true)
    expect(hasEveryLabel(location, ['store'])).toBe(true)
    expect(hasEveryLabel(location, ['store', 'flagship'])).toBe(true)
    expect(hasEveryLabel(location, ['store', 'arena'])).toBe(false)
    expect(hasEveryLabel(location, ['Store'])).toBe(false)
    expect(hasEveryLabel(location, ['stor'])).toBe(false)
  })

  it('lists every label in use once, alphabetically', () => {
    expect(labelsInUse([{ labels: ['b', 'A'] }, { labels: ['a', 'b'] }, { labels: [] }])).toEqual([
      'A',
      'a',
      'b',
    ])
  })
})
