// Every day of the span from the calendar endpoint, following each `next` link of its envelope
// (src/api/paginate.ts), so a backend that pages the days still fills the whole heatmap.
import { keepPreviousData, useQuery } from '@tanstack/react-query'

import { useApiClient } from '../../api/client-context'
import { paginate } from '../../api/paginate'
import { queryKeys } from '../../api/query-options'
import type { CalendarDay } from '../../contract/event'
import type { QueryInput } from '../../contract/routes'

/** `enabled` false holds the request back (while the days' zone is still being worked out). */
export function useCalendarDays(query: QueryInput<'eventsCalendar'>, enabled = true) {
  const client = useApiClient()
  return useQuery({
    queryKey: [...queryKeys.request('eventsCalendar', query), 'every-page'],
    queryFn: async ({ signal }) => {
      const days: CalendarDay[] = []
      for await (const page of paginate(client.eventsCalendar, query, { signal })) {
        days.push(...page.results)
      }
      return new Map(days.map((day) => [day.date, day]))
    },
    // The previous heatmap stays while a metric-free change (zone, filters) loads.
    placeholderData: keepPreviousData,
    enabled,
  })
}
