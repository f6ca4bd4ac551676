// The calendar's days asked for while its route loads (routes/calendar-route.tsx) rather than once
// the view's code has downloaded and rendered: a year of days is answered from the whole embedded
// dataset, whose download starts only when a request needs it (docs/dataset-cache.md "When the
// worker builds"). The request is the view's own (the same zone default, grid and query options),
// so the view finds it in flight or answered, and never shows another request's days.
import type { QueryClient } from '@tanstack/react-query'

import type { ApiClient } from '../../api/client'
import { calendarDaysOptions } from '../../api/use-calendar-days'
import type { CalendarSearch } from './calendar-search'
import { calendarQuery, gridFor } from './calendar-query'
import { fetchPlaceZone } from './zone/use-place-zone'

export async function prefetchCalendarDays(
  queryClient: QueryClient,
  client: ApiClient,
  urlSearch: CalendarSearch,
  nowMs: number,
): Promise<void> {
  // As useZoneDefault: UTC, the context's default, gives way to the chosen place's zone.
  const zone =
    urlSearch.tz === 'UTC' ? await fetchPlaceZone(queryClient, client, urlSearch) : undefined
  const search = zone === undefined ? urlSearch : { ...urlSearch, tz: zone }
  const query = calendarQuery(search, gridFor(search, nowMs))
  await queryClient.query({ ...calendarDaysOptions(client, query), staleTime: 'static' })
}
