import { describe, expect, it } from 'vitest'

import { monthGrid, monthLength, weekdayOf, yearGrid } from './day-grid'

describe('yearGrid', () => {
  it('puts every day of the year in a week column and a weekday row', () => {
    const grid = yearGrid(2026)
    expect(grid.cells).toHaveLength(365)
    // 1 January 2026 is a Thursday: row 3 of the first week, whose Monday is in 2025.
    expect(grid.cells[0]).toEqual({ date: '2026-01-01', col: 0, row: 3 })
    // Monday 5 January starts the second column.
    expect(grid.cells.find((c) => c.date === '2026-01-05')).toEqual({
      date: '2026-01-05',
      col: 1,
      row: 0,
    })
    // 31 December 2026 is a Thursday in the 53rd column; the week runs into 2027.
    expect(grid.cells.at(-1)).toEqual({ date: '2026-12-31', col: 52, row: 3 })
    expect(grid.cols).toBe(53)
    expect(grid.rows).toBe(7)
  })

  it('starts each month label at the column of its first day', () => {
    const grid = yearGrid(2026)
    expect(grid.months).toHaveLength(12)
    expect(grid.months[0]).toEqual({ month: '2026-01', at: 0 })
    // 1 March 2026 is a Sunday, the last row of the week of Monday 23 February.
    expect(grid.months[2]).toEqual({ month: '2026-03', at: 8 })
  })

  it('handles leap years and a year starting on a Monday', () => {
    const grid = yearGrid(2024)
    expect(grid.cells).toHaveLength(366)
    expect(grid.cells[0]).toEqual({ date: '2024-01-01', col: 0, row: 0 })
    expect(grid.cells.find((c) => c.date === '2024-02-29')?.row).toBe(3)
  })

  it('keeps daylight-saving days as one cell each, in order', () => {
    const grid = yearGrid(2026)
    // Europe springs forward on 29 March, the US on 8 March, and falls back on 25 Oct / 1 Nov.
    for (const date of ['2026-03-08', '2026-03-29', '2026-10-25', '2026-11-01']) {
      const cells = grid.cells.filter((c) => c.date === date)
      expect(cells, date).toHaveLength(1)
      expect(cells[0]?.row, date).toBe(6)
    }
    const dates = grid.cells.map((c) => c.date)
    expect(new Set(dates).size).toBe(365)
    expect([...dates].sort()).toEqual(dates)
  })
})

describe('monthGrid', () => {
  it('lays a month out as weeks by weekdays', () => {
    const grid = monthGrid('2026-03')
    expect(grid.cells).toHaveLength(31)
    expect(grid.cells[0]).toEqual({ date: '2026-03-01', col: 6, row: 0 })
    expect(grid.cells.at(-1)).toEqual({ date: '2026-03-31', col: 1, row: 5 })
    expect(grid.rows).toBe(6)
    expect(grid.first).toBe('2026-03-01')
    expect(grid.last).toBe('2026-03-31')
  })

  it('crosses into the next year on the last week of December', () => {
    const grid = monthGrid('2026-12')
    expect(grid.last).toBe('2026-12-31')
    expect(grid.cells.at(-1)?.col).toBe(3)
  })
})

describe('date helpers', () => {
  it('reads weekdays and month lengths', () => {
    expect(weekdayOf('2026-11-24')).toBe(1)
    expect(monthLength('2026-02')).toBe(28)
    expect(monthLength('2028-02')).toBe(29)
  })
})
