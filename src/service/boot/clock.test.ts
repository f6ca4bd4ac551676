import { describe, expect, it } from 'vitest'
import { datasetInstant, serviceClock } from './clock'

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

describe('datasetInstant', () => {
  it('is the start of the UTC day on the real clock, the same all day and new the next day', () => {
    const at = (iso: string) => new Date(datasetInstant(undefined, Date.parse(iso))).toISOString()
    expect(at('2026-11-24T00:00:00Z')).toBe('2026-11-24T00:00:00.000Z')
    expect(at('2026-11-24T23:59:59.999Z')).toBe('2026-11-24T00:00:00.000Z')
    expect(at('2026-11-25T00:00:00.001Z')).toBe('2026-11-25T00:00:00.000Z')
  })

  it('is SERVICE_NOW itself when the clock is fixed', () => {
    const fixed = Date.parse('2026-03-02T10:00:00Z')
    expect(datasetInstant(fixed, Date.parse('2030-01-01T00:00:00Z'))).toBe(fixed)
  })
})
