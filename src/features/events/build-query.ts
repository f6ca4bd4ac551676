// From the view's URL state to the API query (docs/api.md "Search events"). The viewport, the
// selection and the page number are view state; only the page becomes `offset`.
import { EVENTS_MAX_LIMIT } from '../../contract/query/events'
import type { RawParamValue } from '../../contract/query/param'
import type { QueryInput } from '../../contract/routes'
import { periodBounds } from '../../components/context/view-context'
import { spanDays } from '../../components/compare/period-change'
import { eventFilterParams } from '../../components/event-filters/event-filter-search'
import type { EventsSearch } from './search-schema'
import { sortApiValue } from './sort-options'
import { windowDates } from './time-bar/time-window'

export type EventsQueryInput = QueryInput<'searchEvents'>

/** Rows per page of the list. */
export const PAGE_SIZE = 50

/** The filter part of the query: the same for the list, the count and the export. */
export function buildFilterQuery(search: EventsSearch, nowMs: number): EventsQueryInput {
  const { gte, lte } = periodBounds(search, nowMs)
  const query: Record<string, RawParamValue | undefined> = {
    'active.gte': gte,
    'active.lte': lte,
    'active.tz': gte !== undefined || lte !== undefined ? search.tz : undefined,
    ...eventFilterParams(search),
  }
  // `UTC` is the API's default zone (docs/api.md "Query parameter types"); sending it is noise.
  if (query['active.tz'] === 'UTC') query['active.tz'] = undefined
  return Object.fromEntries(Object.entries(query).filter(([, value]) => value !== undefined))
}

/**
 * The dates the list covers: the period, or only the time window's days when the list follows it
 * (docs/view-habits.md "The time bar"); undefined for a period open at an end.
 */
export function listDates(
  search: EventsSearch,
  nowMs: number,
): { readonly gte: string; readonly lte: string } | undefined {
  const { gte, lte } = periodBounds(search, nowMs)
  if (gte === undefined || lte === undefined) return undefined
  return (search.list === 'window' ? windowDates(search, gte, lte) : undefined) ?? { gte, lte }
}

/** The list request of one page. */
export function buildPageQuery(search: EventsSearch, nowMs: number): EventsQueryInput {
  const dates = search.list === 'window' ? listDates(search, nowMs) : undefined
  return {
    ...buildFilterQuery(search, nowMs),
    ...(dates && { 'active.gte': dates.gte, 'active.lte': dates.lte }),
    sort: sortApiValue(search.sort, search.q),
    limit: String(PAGE_SIZE),
    offset: String((search.page - 1) * PAGE_SIZE),
  }
}

/** Most important first: the events a capped map keeps (docs/api.md "Search events": sort). */
const MAP_SORT = '-rank,start'

/** The map's search (docs/map-matches.md): the filters, highest rank first. */
export function buildMapQuery(filterQuery: EventsQueryInput): EventsQueryInput {
  return { ...filterQuery, sort: MAP_SORT }
}

/** One page of the map's search. */
export function buildMapPageQuery(
  filterQuery: EventsQueryInput,
  offset: number,
  limit: number,
): EventsQueryInput {
  return { ...buildMapQuery(filterQuery), offset: String(offset), limit: String(limit) }
}

/**
 * The time bar's days: the calendar endpoint takes the search's parameters, and a page as long as
 * the period holds every day at once (time-bar/time-bar-model.ts). Undefined for a period open at
 * either end, which has no days to draw.
 */
export function buildTimeBarQuery(
  filterQuery: EventsQueryInput,
): QueryInput<'eventsCalendar'> | undefined {
  const gte = filterQuery['active.gte']
  const lte = filterQuery['active.lte']
  if (typeof gte !== 'string' || typeof lte !== 'string') return undefined
  const days = spanDays({ gte, lte })
  if (days === 0) return undefined
  return { ...filterQuery, limit: String(Math.min(days, EVENTS_MAX_LIMIT)) }
}

/** Every page of the export: the same filters and order, the largest page the API allows. */
export function buildExportQuery(search: EventsSearch, nowMs: number): EventsQueryInput {
  return {
    ...buildFilterQuery(search, nowMs),
    sort: sortApiValue(search.sort, search.q),
    limit: String(EVENTS_MAX_LIMIT),
  }
}
