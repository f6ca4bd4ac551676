// Every day of the span from the calendar endpoint, following each `next` link of its envelope
// (paginate.ts), so a backend that pages the days still fills the whole heatmap or time bar.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'

import type { ApiClient } from './client'
import { useApiClient } from './client-context'
import { paginate } from './paginate'
import { queryKeys } from './query-options'
import type { CalendarDay } from '../contract/event'
import type { QueryInput } from '../contract/routes'

/** The days' query, shared by the hook and by a route that asks for them as it loads. */
export function calendarDaysOptions(client: ApiClient, query: QueryInput<'eventsCalendar'>) {
  return queryOptions({
    queryKey: [...queryKeys.request('eventsCalendar', query), 'every-page'],
    queryFn: async ({ signal }) => {
      const days: CalendarDay[] = []
      for await (const page of paginate(client.eventsCalendar, query, { signal })) {
        days.push(...page.results)
      }
      return new Map(days.map((day) => [day.date, day]))
    },
  })
}

/** `enabled` false holds the request back (while the days' zone is still being worked out). */
export function useCalendarDays(query: QueryInput<'eventsCalendar'>, enabled = true) {
  const client = useApiClient()
  return useQuery({
    ...calendarDaysOptions(client, query),
    // The previous heatmap stays while a metric-free change (zone, filters) loads.
    placeholderData: keepPreviousData,
    enabled,
  })
}
