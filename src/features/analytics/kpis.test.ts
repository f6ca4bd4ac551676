import { describe, expect, it } from 'vitest'

import type { FeaturesDay } from '../../contract/features-response'
import { percentChange } from '../../components/compare/period-change'
import { kpiComparison } from './kpis'
import { rowTotals, statRows } from './charts/series'
import { stitchDays } from './api/stitch'
import { thresholdByDay } from './surge/surge'

const day = (date: string, sum: number, count: number, holidays = 0): FeaturesDay => ({
  date,
  svc_attendance_concerts: { stats: { count, sum } },
  svc_rank_public_holidays: { rank_levels: { '1': 0, '2': 0, '3': 0, '4': holidays, '5': 0 } },
})

describe('kpiComparison', () => {
  const byDate = new Map(
    [
      day('2026-01-01', 100, 1, 1),
      day('2026-01-02', 100, 1),
      day('2026-01-03', 300, 3),
      day('2026-01-04', 100, 2, 2),
    ].map((d) => [d.date, d]),
  )
  const surges = new Set(['2026-01-03'])

  it('compares a span with the span of the same length before it', () => {
    const comparison = kpiComparison({ gte: '2026-01-03', lte: '2026-01-04' }, byDate, surges)
    if (!comparison) throw new Error('a two-day span has a span before it')
    const { current, previous, previousSpan } = comparison
    expect(previousSpan).toEqual({ gte: '2026-01-01', lte: '2026-01-02' })
    expect(current.values).toEqual({
      attendance: 400,
      dailyAttendance: 200,
      attended: 5,
      nonAttended: 2,
      surges: 1,
    })
    expect(previous.values.attendance).toBe(200)
    expect(percentChange(current.values.attendance, previous.values.attendance)).toBe(100)
  })

  it('says when the previous span is only partly loaded', () => {
    const previous = kpiComparison(
      { gte: '2026-01-01', lte: '2026-01-02' },
      byDate,
      surges,
    )?.previous
    expect(previous?.covered).toBe(0)
    expect(previous?.days).toBe(2)
  })
})

describe('series', () => {
  it('draws holes as null, not zero, and totals skip them', () => {
    const days = stitchDays({ gte: '2026-01-01', lte: '2026-01-02' }, [
      { span: { gte: '2026-01-01', lte: '2026-01-01' }, days: [day('2026-01-01', 0, 0)] },
      { span: { gte: '2026-01-02', lte: '2026-01-02' }, days: undefined },
    ])
    const rows = statRows(days, ['svc_attendance_concerts', 'svc_attendance_sports'], 'sum')
    expect(rows[0]).toMatchObject({ svc_attendance_concerts: 0, svc_attendance_sports: 0 })
    expect(rows[1]).toMatchObject({ svc_attendance_concerts: null, svc_attendance_sports: null })
    expect(rowTotals(rows, ['svc_attendance_concerts'])).toEqual([0, null])
  })
})

describe('thresholdByDay', () => {
  it('applies mean + k sd per window and leaves a window with a hole without one', () => {
    const dates = ['a1', 'a2', 'b1', 'b2']
    const windows = [
      { gte: 'a1', lte: 'a2' },
      { gte: 'b1', lte: 'b2' },
    ]
    // Window a: mean 2, population sd 1 -> s (1 sd) = 3, m (2 sd) = 4.
    expect(thresholdByDay(dates, [1, 3, null, 5], windows, 's')).toEqual([3, 3, null, null])
    expect(thresholdByDay(dates, [1, 3, 5, 5], windows, 'm')).toEqual([4, 4, 5, 5])
  })
})
