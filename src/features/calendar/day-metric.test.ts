import { describe, expect, it } from 'vitest'

import type { CalendarDay } from '../../contract/event'
import { dayMetric } from './day-metric'

function day(levels: readonly [number, number, number, number, number]): CalendarDay {
  const rank_levels = {
    '1': levels[0],
    '2': levels[1],
    '3': levels[2],
    '4': levels[3],
    '5': levels[4],
  }
  const none = { '1': 0, '2': 0, '3': 0, '4': 0, '5': 0 }
  return {
    date: '2026-12-01',
    count: levels.reduce((a, b) => a + b, 0),
    top_rank: null,
    top_local_rank: null,
    top_aviation_rank: null,
    rank_levels,
    local_rank_levels: none,
    aviation_rank_levels: none,
    categories: {},
    labels: {},
  }
}

const impact = (levels: readonly [number, number, number, number, number]) =>
  dayMetric(day(levels), { metric: 'impact', category: 'concerts' })

describe('impact', () => {
  it('counts a level-3 event as 1 and each level up nine times more', () => {
    expect(impact([0, 0, 1, 0, 0])).toBe(1)
    expect(impact([0, 0, 0, 1, 0])).toBe(9)
    expect(impact([0, 0, 0, 0, 1])).toBe(81)
    expect(impact([81, 9, 0, 0, 0])).toBe(2)
  })

  it('ranks a day of a few major events above a day of many long, middling ones', () => {
    // 600 academic terms at level 3 against 10 stadium games at level 5 and 20 concerts at 4.
    const terms = impact([0, 20, 600, 0, 0])
    const games = impact([0, 0, 0, 20, 10])
    expect(games).toBeGreaterThan(terms)
    expect(dayMetric(day([0, 20, 600, 0, 0]), { metric: 'count', category: 'concerts' })).toBe(620)
  })

  it('is 0 for a day the endpoint did not list, and rounds to whole events', () => {
    expect(dayMetric(undefined, { metric: 'impact', category: 'concerts' })).toBe(0)
    expect(impact([3, 0, 0, 0, 0])).toBe(0)
    expect(Number.isInteger(impact([7, 5, 3, 1, 0]))).toBe(true)
  })
})
