import { describe, expect, it } from 'vitest'

import {
  addMonths,
  dayStartInZone,
  displayZone,
  fileStamp,
  formatDate,
  formatDateRange,
  formatDateTime,
  formatDateWithWeekday,
  formatDayTick,
  formatDuration,
  formatMonthTick,
  formatMonthYear,
  formatPeriodZone,
  formatTimestampDate,
  formatTimestampTime,
  formatZone,
  formatZoneName,
} from './dates'
import { NO_VALUE } from './display'

const LONG = 'x'.repeat(10_000)
const START = '2026-03-11T09:00:00Z'

describe('formatDateTime', () => {
  it('shows an instant in the given zone, with the zone named', () => {
    expect(formatDateTime('2026-07-10T19:30:00Z', 'Europe/London')).toBe('10 Jul 2026, 20:30 UTC+1')
    expect(formatDateTime('2026-03-10T19:30:00+01:00', 'UTC')).toBe('10 Mar 2026, 18:30 UTC')
    expect(formatDateTime('2026-11-26T01:00:00Z', 'America/New_York')).toBe(
      '25 Nov 2026, 20:00 UTC-5',
    )
    expect(formatDateTime('2026-03-11T09:00:00Z', 'Asia/Kathmandu')).toBe(
      '11 Mar 2026, 14:45 UTC+5:45',
    )
    expect(formatDateTime('2026-01-01T00:00:00Z', 'Europe/Paris')).toBe('1 Jan 2026, 01:00 UTC+1')
  })

  it('shows a local timestamp (no zone) as written', () => {
    expect(formatDateTime('2026-03-10T19:30:00', null)).toBe('10 Mar 2026, 19:30')
    expect(formatDateTime('2026-03-10T19:30:00', 'Mars/Olympus')).toBe('10 Mar 2026, 19:30')
  })

  it('shows the instant in UTC, named so, when the zone is unknown or missing', () => {
    const utc = '11 Mar 2026, 09:00 UTC'
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

describe('dates', () => {
  it('writes a calendar date one way, with a weekday only when asked', () => {
    expect(formatDate('2026-11-26')).toBe('26 Nov 2026')
    expect(formatDate('2026-03-05')).toBe('5 Mar 2026')
    expect(formatDateWithWeekday('2026-11-26')).toBe('Thu 26 Nov 2026')
    expect(formatDateRange('2026-11-26', '2026-12-25')).toBe('26 Nov 2026 – 25 Dec 2026')
    expect(formatDateRange('2026-11-26', '2026-11-26')).toBe('26 Nov 2026')
  })

  it('writes what charts need from the same parts', () => {
    expect(formatDayTick('2026-11-26')).toBe('26 Nov')
    expect(formatDayTick(42)).toBe('')
    expect(formatMonthTick('2026-11')).toBe('Nov')
    expect(formatMonthYear('2026-11')).toBe('November 2026')
  })

  it('shows what is not a date as written, or a dash', () => {
    expect(formatDate('2026-02-30')).toBe('2026-02-30')
    expect(formatDate('soon')).toBe('soon')
    expect(formatDate(null)).toBe(NO_VALUE)
    expect(formatDateWithWeekday('')).toBe(NO_VALUE)
  })

  it('reads the date of a timestamp in its zone', () => {
    expect(formatTimestampDate('2026-11-26T01:00:00Z', 'America/New_York')).toBe('25 Nov 2026')
    expect(formatTimestampDate('2026-11-26T01:00:00', 'America/New_York')).toBe('26 Nov 2026')
  })

  it('reads the time of day of a timestamp in its zone, or of a local one as written', () => {
    expect(formatTimestampTime('2026-11-26T01:30:00Z', 'America/New_York')).toBe('20:30')
    expect(formatTimestampTime('2026-11-26T01:30:00', 'America/New_York')).toBe('01:30')
    expect(formatTimestampTime('later', 'UTC')).toBe('later')
  })

  it('keeps ISO 8601 for file names', () => {
    expect(fileStamp(new Date('2025-06-01T10:30:05.250Z'))).toBe('2025-06-01T10-30-05Z')
    expect(addMonths('2026-11', 3)).toBe('2027-02')
    expect(addMonths('2026-01', -1)).toBe('2025-12')
  })
})

describe('zones', () => {
  it('are written as their UTC offset', () => {
    const ms = Date.parse('2026-01-15T12:00:00Z')
    expect(formatZone(ms, 'UTC')).toBe('UTC')
    expect(formatZone(ms, 'Europe/London')).toBe('UTC')
    expect(formatZone(ms, 'America/New_York')).toBe('UTC-5')
    expect(formatZone(ms, 'Asia/Kolkata')).toBe('UTC+5:30')
    expect(formatZone(ms, 'Mars/Olympus')).toBe('UTC')
  })

  it('of a period name every offset its days have', () => {
    expect(formatPeriodZone('2026-11-26', '2026-12-25', 'UTC', 0)).toBe('UTC')
    expect(formatPeriodZone('2026-11-26', '2026-12-25', 'America/New_York', 0)).toBe('UTC-5')
    expect(formatPeriodZone('2026-10-20', '2026-11-18', 'America/New_York', 0)).toBe(
      'UTC-5 to UTC-4',
    )
    expect(formatPeriodZone('2026-01-01', '2026-12-31', 'Europe/London', 0)).toBe('UTC to UTC+1')
    expect(formatZoneName('Etc/UTC', '2026-01-01', '2026-12-31', 0)).toBe('UTC')
    expect(formatZoneName('Europe/London', '2026-01-01', '2026-01-31', 0)).toBe(
      'Europe/London (UTC)',
    )
  })

  it('begin a local day at its midnight', () => {
    expect(dayStartInZone('2026-11-26', 'America/New_York')).toBe(
      Date.parse('2026-11-26T05:00:00Z'),
    )
    // The day the clocks go forward still begins at its midnight.
    expect(dayStartInZone('2026-03-08', 'America/New_York')).toBe(
      Date.parse('2026-03-08T05:00:00Z'),
    )
    expect(dayStartInZone('2026-03-09', 'America/New_York')).toBe(
      Date.parse('2026-03-09T04:00:00Z'),
    )
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
