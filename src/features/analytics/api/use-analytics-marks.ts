// Performance marks for `npm run bench` (scripts/bench/dashboard-analytics.ts), named and
// described in src/utils/page-marks.ts: when the charts of a period first show data
// (`analyticsChart`), and when every 90-day window of it has arrived and is stitched
// (`analyticsComplete`). Marked again for each new period, so switching periods can be timed too.
import { useEffect } from 'react'

import type { DaySpan } from '../../../components/compare/period-change'
import { markView } from '../../../utils/page-marks'

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
    if (drawn) markView('analyticsChart', key)
  }, [key, drawn])
  useEffect(() => {
    if (complete) markView('analyticsComplete', key)
  }, [key, complete])
}
