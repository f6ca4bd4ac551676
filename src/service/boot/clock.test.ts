import { describe, expect, it } from 'vitest'
import { serviceClock } from './clock'

describe('serviceClock', () => {
  it('is the real clock without a fixed start', () => {
    const real = () => 1234
    expect(serviceClock(undefined, real)).toBe(real)
  })

  it('starts at the fixed instant and moves with real time from there', () => {
    let real = 1_000_000
    const clock = serviceClock(Date.parse('2026-01-15T00:00:00Z'), () => real)
    expect(new Date(clock()).toISOString()).toBe('2026-01-15T00:00:00.000Z')
    real += 90_000
    expect(new Date(clock()).toISOString()).toBe('2026-01-15T00:01:30.000Z')
  })
})
