import { describe, expect, it } from 'vitest'

import { binnedRows, chartRows, statCombine } from './chart-rows'
import type { ChartRows } from './chart-rows'
import { daysOf } from '../period'
import type { SeriesRow } from './series'
import {
  binningFor,
  binsNote,
  shadeOnWeeks,
  weekEnd,
  weekStart,
  weeklyRows,
  weeklyWords,
  widenToWeeks,
} from './weekly'

const YEAR = { gte: '2026-01-01', lte: '2026-12-31' }
const TEN_DAYS = { gte: '2026-03-01', lte: '2026-03-10' }

/** One row per day of `span`, `a` = the day's number in the span (1, 2, …), `b` = 10. */
const dayRows = (span: { gte: string; lte: string }): SeriesRow[] =>
  daysOf(span).map((date, i) => ({ date, a: i + 1, b: 10 }))

describe('binningFor', () => {
  it('draws days up to 120 days and weeks beyond, unless the analyst chose', () => {
    expect(binningFor('auto', { gte: '2026-01-01', lte: '2026-04-30' })).toBe('day')
    expect(binningFor('auto', { gte: '2026-01-01', lte: '2026-05-01' })).toBe('week')
    expect(binningFor('auto', YEAR)).toBe('week')
    expect(binningFor('day', YEAR)).toBe('day')
    expect(binningFor('week', TEN_DAYS)).toBe('week')
  })
})

describe('week bins', () => {
  it('count seven days from the period start', () => {
    expect(weekStart('2026-03-01', TEN_DAYS)).toBe('2026-03-01')
    expect(weekStart('2026-03-07', TEN_DAYS)).toBe('2026-03-01')
    expect(weekStart('2026-03-08', TEN_DAYS)).toBe('2026-03-08')
    expect(weekStart('2026-03-10', TEN_DAYS)).toBe('2026-03-08')
    expect(weekEnd('2026-03-01', TEN_DAYS)).toBe('2026-03-07')
    // The last bin stops with the period.
    expect(weekEnd('2026-03-08', TEN_DAYS)).toBe('2026-03-10')
  })

  it('widen a brushed span to whole bins and shade days on the bins that hold them', () => {
    expect(widenToWeeks({ gte: '2026-03-01', lte: '2026-03-08' }, TEN_DAYS)).toEqual({
      gte: '2026-03-01',
      lte: '2026-03-10',
    })
    expect(shadeOnWeeks({ gte: '2026-03-03', lte: '2026-03-09' }, TEN_DAYS)).toEqual({
      gte: '2026-03-01',
      lte: '2026-03-08',
    })
  })
})

describe('weeklyRows', () => {
  it('totals each bin and names its first and last day and its length', () => {
    const weeks = weeklyRows(dayRows(TEN_DAYS), ['a', 'b'], 'sum', TEN_DAYS)
    expect(weeks).toEqual([
      { date: '2026-03-01', last: '2026-03-07', days: 7, a: 1 + 2 + 3 + 4 + 5 + 6 + 7, b: 70 },
      { date: '2026-03-08', last: '2026-03-10', days: 3, a: 8 + 9 + 10, b: 30 },
    ])
  })

  it('takes the mean or the largest day for statistics that do not add up', () => {
    const rows = dayRows(TEN_DAYS)
    expect(weeklyRows(rows, ['a'], 'mean', TEN_DAYS).map((w) => w.a)).toEqual([4, 9])
    expect(weeklyRows(rows, ['a'], 'max', TEN_DAYS).map((w) => w.a)).toEqual([7, 10])
  })

  it('leaves a bin with a day not loaded as a hole, not a quiet week', () => {
    const rows = dayRows(TEN_DAYS).map((row) =>
      row.date === '2026-03-09' ? { date: row.date, a: null, b: null } : row,
    )
    const weeks = weeklyRows(rows, ['a'], 'sum', TEN_DAYS)
    expect(weeks.map((w) => w.a)).toEqual([28, null])
  })

  it('bins a year into 53 bins, the last one day long, and keeps every day counted', () => {
    const rows = dayRows(YEAR)
    const weeks = weeklyRows(rows, ['b'], 'sum', YEAR)
    expect(weeks).toHaveLength(53)
    expect(weeks.at(-1)).toMatchObject({ date: '2026-12-31', last: '2026-12-31', days: 1, b: 10 })
    expect(weeks.reduce((n, w) => n + Number(w.b), 0)).toBe(365 * 10)
  })
})

describe('the words of a weekly chart', () => {
  it('state how the days were combined and the bins', () => {
    expect(weeklyWords('sum')).toBe('weekly totals')
    expect(weeklyWords('mean', 'the daily median')).toBe('weekly means of the daily median')
    expect(weeklyWords('max', 'the daily max')).toBe('weekly maxima of the daily max')
    const weeks = weeklyRows(dayRows(YEAR), ['b'], 'sum', YEAR)
    expect(binsNote(weeks)).toBe('7-day bins from 1 Jan 2026; the last holds 1 day')
    expect(binsNote(weeks.slice(0, 2))).toBe('7-day bins from 1 Jan 2026')
  })
})

describe('binnedRows', () => {
  const rows: ChartRows = chartRows({
    period: TEN_DAYS,
    demand: { chunks: [], done: 0, total: 0, failed: [] },
    totals: { chunks: [], done: 0, total: 0, failed: [] },
    surge: { chunks: [], done: 0, total: 0, failed: [] },
    viewership: { chunks: [], done: 0, total: 0, failed: [] },
    stat: 'sum',
    intensity: 'm',
    rankFeature: 'all',
  })

  it('keeps the daily rows for days, and the surge chart daily for weeks', () => {
    expect(binnedRows(rows, 'day', TEN_DAYS, 'sum')).toBe(rows)
    const weekly = binnedRows(rows, 'week', TEN_DAYS, 'sum')
    expect(weekly.attendance.map((r) => r.date)).toEqual(['2026-03-01', '2026-03-08'])
    expect(weekly.rank).toHaveLength(2)
    expect(weekly.viewership).toHaveLength(2)
    expect(weekly.surge).toBe(rows.surge)
    expect(weekly.days).toBe(rows.days)
  })

  it('adds up sums and counts only', () => {
    expect(statCombine('sum')).toBe('sum')
    expect(statCombine('count')).toBe('sum')
    expect(statCombine('max')).toBe('max')
    expect(statCombine('median')).toBe('mean')
    expect(statCombine('avg')).toBe('mean')
  })
})
