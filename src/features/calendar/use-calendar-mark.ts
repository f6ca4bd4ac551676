// A performance mark for `npm run bench` (scripts/bench/dashboard-calendar.ts): the heatmap shows
// the days of the current request (not the previous request's days kept while it loads). Marked
// again for each new request, so a zone or filter change can be timed too.
import { useEffect } from 'react'

export const CALENDAR_HEATMAP_MARK = 'calendar-heatmap'

export function useCalendarMark(requestKey: string, drawn: boolean): void {
  useEffect(() => {
    if (drawn) performance.mark(CALENDAR_HEATMAP_MARK, { detail: requestKey })
  }, [requestKey, drawn])
}
