import { describe, expect, it } from 'vitest'

import type { CalendarDay } from '../../../contract/event'
import { timeBarModel } from './time-bar-model'

/** Calendar days as the endpoint answers them, only the count filled in. */
function calendar(counts: Record<string, number>): Map<string, CalendarDay> {
  return new Map(
    Object.entries(counts).map(([date, count]) => [date, { date, count } as CalendarDay]),
  )
}

describe('timeBarModel', () => {
  it('draws every day of the period, a day the endpoint left out as none', () => {
    const model = timeBarModel(
      calendar({ '2026-12-01': 4, '2026-12-03': 9 }),
      '2026-11-30',
      '2026-12-03',
    )
    expect(model?.days).toEqual([
      { date: '2026-11-30', count: 0 },
      { date: '2026-12-01', count: 4 },
      { date: '2026-12-02', count: 0 },
      { date: '2026-12-03', count: 9 },
    ])
    expect(model?.peak).toEqual({ date: '2026-12-03', count: 9 })
  })

  it('leaves out days of the answer outside the period, and has no peak when no day has events', () => {
    const model = timeBarModel(calendar({ '2026-11-29': 7 }), '2026-11-30', '2026-12-01')
    expect(model?.days.map((d) => d.count)).toEqual([0, 0])
    expect(model?.peak).toBeUndefined()
  })

  it('has nothing to draw for a period of no day', () => {
    expect(timeBarModel(calendar({}), '2026-12-05', '2026-12-01')).toBeUndefined()
  })

  it('names the first day and each Monday of a month, with room between labels', () => {
    // 29 Nov 2026 is a Sunday: the Monday after is a day later, too close to be named.
    const model = timeBarModel(calendar({}), '2026-11-29', '2026-12-28')
    expect(model?.ticks.map((t) => t.date)).toEqual([
      '2026-11-29',
      '2026-12-07',
      '2026-12-14',
      '2026-12-21',
    ])
    expect(model?.ticks[0]?.label).toBe('29 Nov')
  })

  it('names the first of each month over a longer period', () => {
    const model = timeBarModel(calendar({}), '2026-11-15', '2027-05-14')
    expect(model?.ticks.map((t) => t.date)).toEqual([
      '2026-11-15',
      '2026-12-01',
      '2027-01-01',
      '2027-02-01',
      '2027-03-01',
      '2027-04-01',
    ])
  })
})

describe('a time bar weighted by attendance', () => {
  it('takes each day’s figure from the weights, rounded, and its peak among them', () => {
    const model = timeBarModel(
      calendar({ '2026-12-01': 4 }),
      '2026-11-30',
      '2026-12-02',
      [120.4, 3000.6, 0],
    )
    expect(model?.days.map((day) => day.count)).toEqual([120, 3001, 0])
    expect(model?.peak).toEqual({ date: '2026-12-01', count: 3001 })
  })
})
