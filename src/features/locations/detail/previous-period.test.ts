import { describe, expect, it } from 'vitest'

import {
  INSIGHT_ATTENDANCE_FEATURES,
  attendanceSum,
  classifyCounts,
  currentWindow,
  previousAttendance,
  previousWindow,
} from './previous-period'

describe('previous period', () => {
  it('is the 90 days before the insight window', () => {
    expect(previousWindow('2026-11-24T03:00:00+00:00')).toEqual({
      gte: '2026-08-26',
      lte: '2026-11-23',
    })
    expect(previousWindow('not a date')).toBeNull()
  })

  it('compares the insight window with the same features over its own 90 days', () => {
    expect(currentWindow('2026-11-24T03:00:00+00:00')).toEqual({
      gte: '2026-11-24',
      lte: '2027-02-21',
    })
    expect(currentWindow('')).toBeNull()
  })

  it('puts the previous attendance in the insight’s terms, by the features ratio', () => {
    // Features count a three-day festival three times; only the ratio of its sums is used.
    expect(previousAttendance(1_000, 3_000, 1_500)).toBe(500)
    expect(previousAttendance(1_000, 3_000, 6_000)).toBe(2_000)
    expect(previousAttendance(0, 0, 0)).toBe(0)
    expect(previousAttendance(0, 0, 1_200)).toBeUndefined()
  })

  it('classifies counts as the insights do', () => {
    expect(
      classifyCounts({ concerts: 3, sports: 2, 'severe-weather': 1, observances: 4, nan: NaN }),
    ).toEqual({ attended_event_count: 5, unscheduled_event_count: 1, non_attended_event_count: 4 })
  })

  it('sums the attended categories attendance only', () => {
    expect(INSIGHT_ATTENDANCE_FEATURES).toContain('svc_attendance_performing_arts')
    expect(INSIGHT_ATTENDANCE_FEATURES).not.toContain('svc_attendance_school_holidays')
    const day = {
      date: '2026-01-01',
      svc_attendance_concerts: { stats: { count: 1, sum: 100.4 } },
      svc_attendance_school_holidays: { stats: { count: 1, sum: 5000 } },
      svc_attendance_sports: { stats: { count: 0, sum: null } },
    }
    expect(attendanceSum([day, day])).toBe(201)
  })
})
