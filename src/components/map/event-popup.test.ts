import { describe, expect, it } from 'vitest'

import { formatStart, humanCategory } from './event-popup'

describe('event popup text', () => {
  it('shows the start in the event time zone, with the zone named', () => {
    expect(formatStart('2026-01-03T18:00:00Z', 'America/Chicago')).toBe('Jan 3, 2026, 12:00 PM CST')
    expect(formatStart('2026-07-03T18:00:00Z', 'Europe/London')).toBe('Jul 3, 2026, 7:00 PM GMT+1')
  })

  it('falls back to UTC for a missing or unknown zone, and keeps unparseable text', () => {
    expect(formatStart('2026-01-03T18:00:00Z', null)).toBe('Jan 3, 2026, 6:00 PM UTC')
    expect(formatStart('2026-01-03T18:00:00Z', 'Mars/Olympus')).toBe('Jan 3, 2026, 6:00 PM UTC')
    expect(formatStart('soon', null)).toBe('soon')
  })

  it('names categories in words', () => {
    expect(humanCategory('performing-arts')).toBe('Performing arts')
  })
})
