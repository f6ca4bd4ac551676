// The requests the events view sends first when opened at its defaults: its list, its count, its
// map's first page and its time bar's days, made by the same builders as the view's own. `npm run data` answers them
// ahead of time for today's dataset (docs/dataset-cache.md "A first visit"), so a first visit
// draws its first view before the embedded service has started.
import type { ApiClient } from '../../api/client'
import { FIRST_PAGE_ROWS } from '../../api/fetch-matches'
import {
  buildFilterQuery,
  buildMapPageQuery,
  buildPageQuery,
  buildTimeBarQuery,
} from './build-query'
import { EVENTS_SEARCH_DEFAULTS } from './search-schema'

/** Sends the events view's first requests through `client`, as a page opened at `nowMs` would. */
export async function sendEventsFirstRequests(client: ApiClient, nowMs: number): Promise<void> {
  const search = EVENTS_SEARCH_DEFAULTS
  const filterQuery = buildFilterQuery(search, nowMs)
  const timeBarQuery = buildTimeBarQuery(filterQuery)
  await Promise.all([
    client.searchEvents(buildPageQuery(search, nowMs)),
    client.countEvents(filterQuery),
    client.searchEvents(buildMapPageQuery(filterQuery, 0, FIRST_PAGE_ROWS)),
    ...(timeBarQuery ? [client.eventsCalendar(timeBarQuery)] : []),
  ])
}
