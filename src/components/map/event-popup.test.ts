import { describe, expect, it } from 'vitest'

import { formatStart, popupRows } from './event-popup'
import type { MapEvent } from '../../contract/event'

describe('event popup text', () => {
  it('shows the start in the event time zone, with the zone named', () => {
    expect(formatStart('2026-01-03T18:00:00Z', 'America/Chicago')).toBe('3 Jan 2026, 12:00 UTC-6')
    expect(formatStart('2026-07-03T18:00:00Z', 'Europe/London')).toBe('3 Jul 2026, 19:00 UTC+1')
  })

  it('falls back to UTC for a missing or unknown zone, and keeps unparseable text', () => {
    expect(formatStart('2026-01-03T18:00:00Z', null)).toBe('3 Jan 2026, 18:00 UTC')
    expect(formatStart('2026-01-03T18:00:00Z', 'Mars/Olympus')).toBe('3 Jan 2026, 18:00 UTC')
    expect(formatStart('soon', null)).toBe('soon')
    expect(formatStart('', 'Mars/Olympus')).toBe('–')
  })

  it('names categories in words', () => {
    const event: MapEvent = {
      id: 'a',
      title: 'A play',
      category: 'performing-arts',
      location: [0, 0],
      rank: 50,
      start: '2026-01-03T18:00:00Z',
      end: '2026-01-03T21:00:00Z',
      timezone: 'Europe/London',
      svc_attendance: 1200,
    }
    expect(popupRows(event)).toEqual([
      ['Category', 'Performing arts'],
      ['Starts', '3 Jan 2026, 18:00 UTC'],
      ['Rank', '50'],
      ['Attendance', '1,200'],
    ])
  })
})
