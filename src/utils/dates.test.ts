import { describe, expect, it } from 'vitest'

import { displayZone, formatDateTime, formatDuration, formatTimestamp } from './dates'
import { NO_VALUE } from './display'

const LONG = 'x'.repeat(10_000)
const START = '2026-03-11T09:00:00Z'

describe('formatDateTime', () => {
  it('shows an instant in the given zone, with the zone named', () => {
    expect(formatDateTime('2026-07-10T19:30:00Z', 'Europe/London')).toBe(
      'Fri, 10 Jul 2026, 20:30 BST',
    )
    expect(formatDateTime('2026-03-10T19:30:00+01:00', 'UTC')).toBe('Tue, 10 Mar 2026, 18:30 UTC')
  })

  it('shows a local timestamp (no zone) as written', () => {
    expect(formatDateTime('2026-03-10T19:30:00', null)).toBe('Tue, 10 Mar 2026, 19:30')
    expect(formatDateTime('2026-03-10T19:30:00', 'Mars/Olympus')).toBe('Tue, 10 Mar 2026, 19:30')
  })

  it('shows the instant in UTC, named so, when the zone is unknown or missing', () => {
    const utc = 'Wed, 11 Mar 2026, 09:00 UTC'
    for (const zone of ['Mars/Olympus', '', ' UTC', LONG, null, undefined, 42, {}]) {
      expect(formatDateTime(START, zone)).toBe(utc)
    }
  })

  it('shows what is not a timestamp as written, or a dash, and never throws', () => {
    expect(formatDateTime('soon', 'Europe/London')).toBe('soon')
    expect(formatDateTime('2026-13-45T99:00:00Z', 'UTC')).toBe('2026-13-45T99:00:00Z')
    expect(formatDateTime(LONG, 'Mars/Olympus')).toBe(LONG)
    expect(formatDateTime('1773219600000', 'UTC')).toBe('1773219600000')
    expect(formatDateTime(1_773_219_600_000, 'UTC')).toBe('1773219600000')
    expect(formatDateTime('', 'UTC')).toBe(NO_VALUE)
    expect(formatDateTime(null, 'UTC')).toBe(NO_VALUE)
    expect(formatDateTime(undefined, null)).toBe(NO_VALUE)
    expect(formatDateTime(Number.NaN, 'UTC')).toBe(NO_VALUE)
    expect(formatDateTime({}, 'UTC')).toBe(NO_VALUE)
  })
})

describe('formatTimestamp', () => {
  it('shares the zone rule across styles', () => {
    const fields = { month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' } as const
    expect(formatTimestamp(START, 'Mars/Olympus', 'en', fields)).toBe('Mar 11, 9:00 AM UTC')
    expect(formatTimestamp(START, 'Asia/Kathmandu', 'en', fields)).toBe('Mar 11, 2:45 PM GMT+5:45')
  })
})

describe('displayZone', () => {
  it('keeps a zone Intl knows and turns anything else into UTC', () => {
    expect(displayZone('Europe/Paris')).toBe('Europe/Paris')
    expect(displayZone('Mars/Olympus')).toBe('UTC')
    expect(displayZone('')).toBe('UTC')
    expect(displayZone(null)).toBe('UTC')
    expect(displayZone(LONG)).toBe('UTC')
  })
})

describe('formatDuration', () => {
  it('reads seconds as days, hours and minutes', () => {
    expect(formatDuration(0)).toBe('0 min')
    expect(formatDuration(2700)).toBe('45 min')
    expect(formatDuration(9000)).toBe('2 h 30 min')
    expect(formatDuration(273_600)).toBe('3 d 4 h')
  })

  it('shows what is not a duration as written, or a dash', () => {
    expect(formatDuration(Number.NaN)).toBe(NO_VALUE)
    expect(formatDuration(null)).toBe(NO_VALUE)
    expect(formatDuration(undefined)).toBe(NO_VALUE)
    expect(formatDuration('')).toBe(NO_VALUE)
    expect(formatDuration('3600')).toBe('3600')
    expect(formatDuration(-60)).toBe('-60')
    expect(formatDuration(LONG)).toBe(LONG)
  })
})
