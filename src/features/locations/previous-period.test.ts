import { describe, expect, it } from 'vitest'

import {
  INSIGHT_ATTENDANCE_FEATURES,
  attendanceSum,
  changeOf,
  changeText,
  classifyCounts,
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

  it('says the change in words', () => {
    expect(changeText(changeOf(120, 100))).toBe('+20% (+20)')
    expect(changeText(changeOf(80, 100))).toBe('-20% (-20)')
    expect(changeText(changeOf(5, 0))).toBe('+5 (from 0)')
    expect(changeText(changeOf(5, 5))).toBe('no change')
  })
})
