// Performance marks for `npm run bench` (scripts/bench/dashboard-analytics.ts): when the charts
// of a period first show data, and when every 90-day window of it has arrived and is stitched.
// Marked again for each new period, so switching periods can be timed too.
import { useEffect } from 'react'

import type { DaySpan } from '../../components/compare/period-change'

/** The first window of the period is drawn. */
export const ANALYTICS_CHART_MARK = 'analytics-chart'
/** Every window of every request of the period has answered (or failed) and is drawn. */
export const ANALYTICS_COMPLETE_MARK = 'analytics-complete'

export function useAnalyticsMarks(
  chunks: readonly DaySpan[],
  progress: readonly {
    readonly done: number
    readonly total: number
    readonly failed: readonly unknown[]
  }[],
): void {
  const key = chunks.map((c) => `${c.gte}/${c.lte}`).join(',')
  const first = progress[0]
  const drawn = first !== undefined && first.done > 0
  const complete =
    key !== '' && progress.every((p) => p.total > 0 && p.done + p.failed.length >= p.total)
  useEffect(() => {
    if (drawn) performance.mark(ANALYTICS_CHART_MARK, { detail: key })
  }, [key, drawn])
  useEffect(() => {
    if (complete) performance.mark(ANALYTICS_COMPLETE_MARK, { detail: key })
  }, [key, complete])
}
