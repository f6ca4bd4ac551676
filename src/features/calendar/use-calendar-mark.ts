// The heatmap's performance mark for `npm run bench` (scripts/bench/dashboard-calendar.ts), named
// and described in src/utils/page-marks.ts: the heatmap shows the days of the current request
// (not the previous request's days kept while it loads). Marked again for each new request, so a
// zone or filter change can be timed too.
import { useEffect } from 'react'

import { markView } from '../../utils/page-marks'

export function useCalendarMark(requestKey: string, drawn: boolean): void {
  useEffect(() => {
    if (drawn) markView('calendarHeatmap', requestKey)
  }, [requestKey, drawn])
}
