// From the calendar's URL state to API queries (docs/api.md "Search events": the calendar endpoint
// takes the same parameters as the search) and to the link that opens the same days in the
// explorer.
import { EVENTS_MAX_LIMIT } from '../../contract/query/events'
import type { QueryInput } from '../../contract/routes'
import { spanDays } from '../../components/compare/period-change'
import { pickContext, periodBounds } from '../../components/context/view-context'
import {
  eventFilterParams,
  pickEventFilters,
} from '../../components/event-filters/event-filter-search'
import { dateInZone } from '../../utils/dates'
import type { CalendarSearch } from './calendar-search'
import { monthGrid, yearGrid } from './heatmap/day-grid'
import type { DayGrid } from './heatmap/day-grid'

/** Events listed for a selected day or range: the biggest first, one page. */
export const DAY_EVENTS_LIMIT = 50

/** The month the view opens on: the URL's, else the first month of the context period. */
export function anchorMonth(search: CalendarSearch, nowMs: number): string {
  if (search.month !== undefined) return search.month
  const { gte } = periodBounds(search, nowMs)
  return (gte ?? dateInZone(nowMs, search.tz)).slice(0, 7)
}

/** The days drawn: the anchor's year or month. */
export function gridFor(search: CalendarSearch, nowMs: number): DayGrid {
  const month = anchorMonth(search, nowMs)
  return search.layout === 'year' ? yearGrid(Number(month.slice(0, 4))) : monthGrid(month)
}

/** `active` on days `first`…`last` counted in the view's zone, with the shared filters. */
function activeOn(search: CalendarSearch, first: string, last: string): QueryInput<'searchEvents'> {
  return {
    'active.gte': first,
    'active.lte': last,
    // `UTC` is the API's default zone (docs/api.md "Query parameter types"); sending it is noise.
    ...(search.tz !== 'UTC' && { 'active.tz': search.tz }),
    ...eventFilterParams(search),
  }
}

/**
 * The days drawn, in one page as long as the grid. A backend that keeps to the API's default of
 * 10 a page would answer a year in 37 round trips, one after another; the embedded service sends
 * every day when no `limit` is sent (service/handlers/events.ts), so it answers the same either way.
 */
export function calendarQuery(
  search: CalendarSearch,
  grid: Pick<DayGrid, 'first' | 'last'>,
): QueryInput<'eventsCalendar'> {
  const days = spanDays({ gte: grid.first, lte: grid.last })
  return {
    ...activeOn(search, grid.first, grid.last),
    limit: String(Math.min(Math.max(days, 1), EVENTS_MAX_LIMIT)),
  }
}

export function dayEventsQuery(
  search: CalendarSearch,
  [first, last]: readonly [string, string],
): QueryInput<'searchEvents'> {
  return { ...activeOn(search, first, last), sort: '-rank', limit: String(DAY_EVENTS_LIMIT) }
}

/**
 * The events explorer's search for the same filters and days: the context with a custom period
 * of those days, and the shared filter keys as they are.
 */
export function eventsLinkSearch(search: CalendarSearch, [first, last]: readonly [string, string]) {
  return {
    ...pickContext(search),
    ...pickEventFilters(search),
    range: 'custom' as const,
    from: first,
    to: last,
  }
}
