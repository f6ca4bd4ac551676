import { afterEach, describe, expect, it } from 'vitest'

import { PAGE_MARKS, isMarked, markView } from './page-marks'

const entries = (name: string): PerformanceEntry[] => performance.getEntriesByName(name, 'mark')
const details = (name: string): unknown[] =>
  entries(name).map((entry): unknown => (entry as PerformanceMark).detail)

afterEach(() => {
  performance.clearMarks()
})

describe('page marks', () => {
  it('names each mark once', () => {
    const names = Object.values(PAGE_MARKS)
    expect(new Set(names).size).toBe(names.length)
  })

  it('sets a mark under its name, with the detail given', () => {
    expect(isMarked('calendarHeatmap')).toBe(false)
    markView('calendarHeatmap', '/v1/events/calendar?zone=UTC')
    expect(isMarked('calendarHeatmap')).toBe(true)
    expect(details('calendar-heatmap')).toEqual(['/v1/events/calendar?zone=UTC'])
  })

  it('sets a mark without detail when none is given', () => {
    markView('eventsMapComplete')
    expect(details('events-map-complete')).toEqual([null])
  })

  it('sets the marks of each change every time', () => {
    markView('analyticsChart', 'a')
    markView('analyticsChart', 'b')
    markView('analyticsComplete', 'a')
    markView('analyticsComplete', 'a')
    markView('eventsMapComplete')
    markView('eventsMapComplete')
    markView('broadcastsMapComplete')
    markView('broadcastsMapComplete')
    expect(details('analytics-chart')).toEqual(['a', 'b'])
    expect(entries('analytics-complete')).toHaveLength(2)
    expect(entries('events-map-complete')).toHaveLength(2)
    expect(entries('broadcasts-map-complete')).toHaveLength(2)
  })

  it('sets the once-per-page marks once', () => {
    for (const mark of [
      'eventsMapData',
      'broadcastsMapData',
      'locationsListInsights',
      'bareMapData',
    ] as const) {
      markView(mark)
      const first = entries(PAGE_MARKS[mark])[0]
      markView(mark)
      expect(entries(PAGE_MARKS[mark])).toEqual([first])
    }
  })
})
