import { describe, expect, it } from 'vitest'

import { hourAxis, hourOf, hoursLabel, hoursPerBar, periodHours } from './hour-axis'

describe('a period in hours', () => {
  it('runs from the first day’s local midnight to the end of the last, in the view’s zone', () => {
    const period = periodHours('2026-12-12', '2026-12-13', 'America/Chicago')
    expect(period.startMs).toBe(Date.parse('2026-12-12T06:00:00Z'))
    expect(period.hours).toBe(48)
    expect(hourOf(period, '2026-12-12T06:00:00Z')).toBe(0)
    expect(hourOf(period, '2026-12-13T00:59:59Z')).toBe(18)
    expect(hourOf(period, '2026-12-12T05:59:59Z')).toBe(-1)
    expect(hourOf(period, 'not a time')).toBeNaN()
  })

  it('has 23 hours on a spring-forward day and 25 on a fall-back one', () => {
    expect(periodHours('2027-03-14', '2027-03-14', 'America/New_York').hours).toBe(23)
    expect(periodHours('2026-11-01', '2026-11-01', 'America/New_York').hours).toBe(25)
    expect(periodHours('2026-11-01', '2026-11-01', 'UTC').hours).toBe(24)
  })

  it('keeps at most 200 bars, an hour each while a period is short', () => {
    expect(hoursPerBar(7 * 24)).toBe(1)
    expect(hoursPerBar(8 * 24)).toBe(1)
    expect(hoursPerBar(9 * 24)).toBe(2)
    expect(hoursPerBar(30 * 24)).toBe(4)
    expect(hoursPerBar(90 * 24)).toBe(12)
    expect(hoursPerBar(365 * 24)).toBe(48)
  })
})

describe('the hour axis', () => {
  const period = periodHours('2026-12-12', '2026-12-18', 'America/Chicago')
  const axis = hourAxis(period)

  it('names an hour by its wall time in the zone, and reads the name back', () => {
    expect(axis.nameOf(18)).toBe('2026-12-12T18')
    expect(axis.indexOf('2026-12-12T18')).toBe(18)
    expect(axis.indexOf('2026-12-11T23')).toBe(-1)
    expect(axis.indexOf('2026-12-12T18:00')).toBeUndefined()
    expect(axis.indexOf('2026-02-30T01')).toBeUndefined()
  })

  it('words a window in the zone’s clock, an end at midnight as 24:00', () => {
    expect(axis.label({ first: 18, last: 20 })).toBe('Sat 12 Dec 2026 18:00–21:00')
    expect(axis.shortLabel({ first: 18, last: 20 })).toBe('Sat 12 Dec 18:00–21:00')
    expect(axis.shortLabel({ first: 21, last: 23 })).toBe('Sat 12 Dec 21:00–24:00')
    expect(axis.shortLabel({ first: 22, last: 27 })).toBe('Sat 12 Dec 22:00 – Sun 13 Dec 04:00')
  })

  it('reads the hours of a DST day by the clock they show', () => {
    const fall = periodHours('2026-11-01', '2026-11-01', 'America/New_York')
    // 01:00 happens twice: the second is the period's hour 2, and 02:00 is hour 3.
    expect(hoursLabel(fall, { first: 0, last: 0 }, false)).toBe('Sun 1 Nov 00:00–01:00')
    expect(hoursLabel(fall, { first: 3, last: 3 }, false)).toBe('Sun 1 Nov 02:00–03:00')
    expect(hourAxis(fall).indexOf('2026-11-01T02')).toBe(3)
  })
})
