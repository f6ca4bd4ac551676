import { describe, expect, it } from 'vitest'

import { compareRows } from './compare-series'

const day = (date: string, sum: number) => ({
  date,
  svc_attendance_concerts: { stats: { count: 1, sum } },
})

describe('compareRows', () => {
  it('puts every location on one row per date, in date order', () => {
    expect(
      compareRows([
        { id: 'a', days: [day('2026-01-02', 5), day('2026-01-01', 3)] },
        { id: 'b', days: [day('2026-01-01', 7)] },
      ]),
    ).toEqual([
      { date: '2026-01-01', a: 3, b: 7 },
      { date: '2026-01-02', a: 5 },
    ])
  })
})
