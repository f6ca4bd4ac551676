import { afterEach, describe, expect, it } from 'vitest'

import { PAGE_MARKS, isMarked, markView, whenViewDrawn } from './page-marks'

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

  describe('whenViewDrawn', () => {
    /** Whether the promise has settled, after a few turns of the event loop. */
    const settled = async (promise: Promise<void>) => {
      let done = false
      void promise.then(() => (done = true))
      await new Promise((resolve) => setTimeout(resolve, 20))
      return done
    }
    const muchLater = () => performance.now() + 600_000

    it('settles when a view shows its data, not on the marks of a change', async () => {
      const drawn = whenViewDrawn(muchLater())
      markView('eventsMapComplete')
      markView('apiAnswer', '/v1/events/')
      expect(await settled(drawn)).toBe(false)
      markView('broadcastsMapData')
      expect(await settled(drawn)).toBe(true)
    })

    it('settles at once when a view has drawn already', async () => {
      markView('locationsListInsights')
      expect(await settled(whenViewDrawn(muchLater()))).toBe(true)
    })

    it('settles at its latest when no view draws', async () => {
      expect(await settled(whenViewDrawn(performance.now()))).toBe(true)
    })
  })
})
