import { describe, expect, it } from 'vitest'

import { isOngoing } from './ongoing'

describe('an event listed for a period', () => {
  const period = { date: '2026-11-26', timeZone: 'UTC' }

  it('is ongoing when it started before the period in the period’s zone', () => {
    expect(isOngoing('2026-09-04T09:00:00Z', period)).toBe(true)
    expect(isOngoing('2026-11-25T23:59:00Z', period)).toBe(true)
  })

  it('is not when it starts in the period, whatever its own clock says', () => {
    // 20:00 on 25 Nov in New York is 01:00 on 26 Nov in UTC: inside the period.
    expect(isOngoing('2026-11-25T20:00:00-05:00', period)).toBe(false)
    expect(isOngoing('2026-11-26T00:00:00Z', period)).toBe(false)
  })

  it('reads the period in its own zone', () => {
    const newYork = { date: '2026-11-26', timeZone: 'America/New_York' }
    expect(isOngoing('2026-11-26T04:00:00Z', newYork)).toBe(true)
    expect(isOngoing('2026-11-26T05:00:00Z', newYork)).toBe(false)
  })

  it('reads a local start on the period’s clock, and nothing else as ongoing', () => {
    expect(isOngoing('2026-11-25T20:00:00', period)).toBe(true)
    expect(isOngoing('2026-11-26T08:00:00', period)).toBe(false)
    expect(isOngoing('soon', period)).toBe(false)
    expect(isOngoing(null, period)).toBe(false)
  })
})
