import { describe, expect, it } from 'vitest'

import { shortLitText } from './lit-text'

import {
  clampPlayhead,
  lastPlayhead,
  nextPlayhead,
  playheadOf,
  windowDays,
  windowLabel,
} from './time-window'

const period = { gte: '2026-12-01', days: 30 }

describe('the time window', () => {
  it('reads a link’s playhead into the period, and ignores what is no date', () => {
    expect(playheadOf('2026-12-01', period, '1d')).toBe(0)
    expect(playheadOf('2026-12-12', period, '3d')).toBe(11)
    // A week starting on the 28th would run past the period: it starts on the 24th instead.
    expect(playheadOf('2026-12-28', period, '1w')).toBe(23)
    expect(playheadOf('2026-11-02', period, '1d')).toBe(0)
    expect(playheadOf('2026-02-30', period, '1d')).toBeUndefined()
    expect(playheadOf(undefined, period, '1d')).toBeUndefined()
  })

  it('keeps a moving window inside the period', () => {
    expect(lastPlayhead(period, '1d')).toBe(29)
    expect(lastPlayhead(period, '1w')).toBe(23)
    expect(clampPlayhead(-3, period, '3d')).toBe(0)
    expect(clampPlayhead(40, period, '3d')).toBe(27)
    expect(lastPlayhead({ gte: '2026-12-01', days: 3 }, '1w')).toBe(0)
  })

  it('lights the window’s days, or everything from the start when cumulative', () => {
    expect(windowDays(5, { length: '3d', mode: 'moving' }, period)).toEqual({ first: 5, last: 7 })
    expect(windowDays(5, { length: '3d', mode: 'cumulative' }, period)).toEqual({
      first: 0,
      last: 7,
    })
    expect(windowDays(0, { length: '1w', mode: 'moving' }, { gte: '2026-12-01', days: 3 })).toEqual(
      { first: 0, last: 2 },
    )
    expect(windowLabel({ first: 11, last: 13 }, period)).toBe('12 Dec 2026 – 14 Dec 2026')
    expect(windowLabel({ first: 11, last: 11 }, period)).toBe('12 Dec 2026')
  })

  it('steps a day at a time, and loops or stops at the end', () => {
    expect(nextPlayhead(3, period, '1d', false)).toBe(4)
    expect(nextPlayhead(29, period, '1d', false)).toBeUndefined()
    expect(nextPlayhead(29, period, '1d', true)).toBe(0)
    expect(nextPlayhead(23, period, '1w', true)).toBe(0)
  })
})

describe('the bar’s short line', () => {
  const count = { lit: 312, shown: 1274, total: 1274 }
  it('names the days briefly, within a month and across two', () => {
    expect(shortLitText(count, '2026-12-12', '2026-12-14')).toBe('312 of 1,274 active 12–14 Dec')
    expect(shortLitText(count, '2026-11-30', '2026-12-02')).toBe(
      '312 of 1,274 active 30 Nov – 2 Dec',
    )
    expect(shortLitText(count, '2026-12-12', '2026-12-12')).toBe('312 of 1,274 active 12 Dec')
    expect(shortLitText({ ...count, total: 18_282 }, '2026-12-12', '2026-12-12')).toBe(
      '312 of 1,274 shown active 12 Dec',
    )
  })
})
