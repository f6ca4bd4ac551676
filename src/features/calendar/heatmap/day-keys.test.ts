import { describe, expect, it } from 'vitest'

import { moveDay } from './day-keys'

const YEAR = ['2026-01-01', '2026-12-31'] as const

describe('moveDay', () => {
  it('moves a week across and a day down in the year layout', () => {
    expect(moveDay('2026-03-10', 'ArrowRight', 'year', ...YEAR)).toBe('2026-03-17')
    expect(moveDay('2026-03-10', 'ArrowLeft', 'year', ...YEAR)).toBe('2026-03-03')
    expect(moveDay('2026-03-10', 'ArrowDown', 'year', ...YEAR)).toBe('2026-03-11')
    expect(moveDay('2026-03-10', 'ArrowUp', 'year', ...YEAR)).toBe('2026-03-09')
  })

  it('moves a day across and a week down in the month layout', () => {
    const march = ['2026-03-01', '2026-03-31'] as const
    expect(moveDay('2026-03-10', 'ArrowRight', 'month', ...march)).toBe('2026-03-11')
    expect(moveDay('2026-03-10', 'ArrowDown', 'month', ...march)).toBe('2026-03-17')
    expect(moveDay('2026-03-10', 'Home', 'month', ...march)).toBe('2026-03-01')
    expect(moveDay('2026-03-10', 'End', 'month', ...march)).toBe('2026-03-31')
  })

  it('stays inside the span and ignores other keys', () => {
    expect(moveDay('2026-01-02', 'ArrowLeft', 'year', ...YEAR)).toBe('2026-01-01')
    expect(moveDay('2026-12-30', 'ArrowRight', 'year', ...YEAR)).toBe('2026-12-31')
    expect(moveDay('2026-03-10', 'a', 'year', ...YEAR)).toBeUndefined()
  })

  it('crosses the daylight-saving change as one day', () => {
    expect(moveDay('2026-03-28', 'ArrowDown', 'year', ...YEAR)).toBe('2026-03-29')
    expect(moveDay('2026-03-29', 'ArrowDown', 'year', ...YEAR)).toBe('2026-03-30')
  })
})
