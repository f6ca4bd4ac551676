import { describe, expect, it } from 'vitest'

import { NO_VALUE, formatOr, isFiniteNumber, rawText } from './display'
import {
  formatBytes,
  formatCompact,
  formatInteger,
  formatKpi,
  formatKpiParts,
  formatSlug,
} from './format'

const LONG = 'x'.repeat(10_000)

/** What a backend may send where a number or a word belongs (src/utils/display.ts). */
const ODD_VALUES: readonly unknown[] = [
  null,
  undefined,
  '',
  '   ',
  Number.NaN,
  Number.POSITIVE_INFINITY,
  '1234',
  'lots',
  LONG,
  true,
  {},
  [],
  [1, 2],
  { value: 3 },
]

describe('rawText', () => {
  it('shows text and numbers as written and a dash for nothing to show', () => {
    expect(rawText('Mars/Olympus')).toBe('Mars/Olympus')
    expect(rawText('1234')).toBe('1234')
    expect(rawText(LONG)).toBe(LONG)
    expect(rawText(0)).toBe('0')
    expect(rawText(-2.5)).toBe('-2.5')
    expect(rawText(false)).toBe('false')
    for (const value of [null, undefined, '', '  ', Number.NaN, -Infinity, {}, [], () => 1]) {
      expect(rawText(value)).toBe(NO_VALUE)
    }
  })
})

describe('formatOr', () => {
  it('falls back to the raw text when the formatter throws or returns nothing', () => {
    const boom = () => {
      throw new RangeError('Invalid time zone specified: Mars/Olympus')
    }
    expect(formatOr(12, isFiniteNumber, boom)).toBe('12')
    expect(formatOr(12, isFiniteNumber, () => '')).toBe('12')
    expect(formatOr(null, isFiniteNumber, boom)).toBe(NO_VALUE)
    expect(formatOr('12', isFiniteNumber, (n) => `#${n}`)).toBe('12')
  })
})

describe('number formatters', () => {
  it('format finite numbers', () => {
    expect(formatInteger(1234.4)).toBe('1,234')
    expect(formatInteger(0)).toBe('0')
    expect(formatCompact(12_345)).toBe('12.3K')
  })

  it('show anything else as written, or a dash, and never throw', () => {
    for (const format of [formatInteger, formatCompact]) {
      expect(format(null)).toBe(NO_VALUE)
      expect(format(undefined)).toBe(NO_VALUE)
      expect(format(Number.NaN)).toBe(NO_VALUE)
      expect(format(Number.POSITIVE_INFINITY)).toBe(NO_VALUE)
      expect(format('')).toBe(NO_VALUE)
      // A number sent as a string is shown as sent: the dashboard does not guess units or rounding.
      expect(format('1234')).toBe('1234')
      expect(format('lots')).toBe('lots')
      expect(format(LONG)).toBe(LONG)
      expect(format({})).toBe(NO_VALUE)
      for (const value of ODD_VALUES) expect(typeof format(value)).toBe('string')
    }
  })
})

describe('formatSlug', () => {
  it('names enumeration values in words, known or not', () => {
    expect(formatSlug('performing-arts')).toBe('Performing arts')
    expect(formatSlug('space-launches')).toBe('Space launches')
  })

  it('shows odd values as written, or a dash', () => {
    expect(formatSlug('')).toBe(NO_VALUE)
    expect(formatSlug('-')).toBe('-')
    expect(formatSlug(null)).toBe(NO_VALUE)
    expect(formatSlug(undefined)).toBe(NO_VALUE)
    expect(formatSlug(42)).toBe('42')
    expect(formatSlug(LONG)).toBe(`X${LONG.slice(1)}`)
    for (const value of ODD_VALUES) expect(typeof formatSlug(value)).toBe('string')
  })
})

describe('formatKpi', () => {
  it('writes counts whole with thousands grouping, never compact', () => {
    expect(formatKpi(6012.4, { kind: 'count' })).toBe('6,012')
    expect(formatKpi(12_345_678, { kind: 'count', unit: 'people' })).toBe('12,345,678 people')
    expect(formatKpi(0, { kind: 'count', unit: 'days' })).toBe('0 days')
  })

  it('writes averages to one decimal under 100 and whole from there, with their unit', () => {
    const perDay = { kind: 'average', unit: 'people a day' } as const
    expect(formatKpi(80.66, perDay)).toBe('80.7 people a day')
    expect(formatKpi(99.94, perDay)).toBe('99.9 people a day')
    expect(formatKpi(72_917.14, perDay)).toBe('72,917 people a day')
    expect(formatKpi(0, perDay)).toBe('0.0 people a day')
  })

  it('shows odd values as written or a dash, without a unit', () => {
    for (const value of ODD_VALUES) {
      expect(formatKpi(value, { kind: 'count', unit: 'events' })).toBe(rawText(value))
    }
  })
})

describe('formatKpiParts', () => {
  it('splits the figure from its unit', () => {
    expect(formatKpiParts(80.66, { kind: 'average', unit: 'people a day' })).toEqual([
      '80.7',
      'people a day',
    ])
    expect(formatKpiParts(6012, { kind: 'count' })).toEqual(['6,012', ''])
    expect(formatKpiParts(null, { kind: 'average', unit: 'people a day' })).toEqual(['–', ''])
  })
})

describe('formatBytes', () => {
  it('counts in powers of 1,000 with one decimal, and shows a dash for no number', () => {
    expect(formatBytes(0)).toBe('0 bytes')
    expect(formatBytes(999)).toBe('999 bytes')
    expect(formatBytes(1536)).toBe('1.5 kB')
    expect(formatBytes(54_200_000)).toBe('54.2 MB')
    expect(formatBytes(2.25e12)).toBe('2.3 TB')
    expect(formatBytes(undefined)).toBe('–')
  })
})
