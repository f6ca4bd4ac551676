// From the view's URL state to the API query (docs/api.md "Search broadcasts";
// src/contract/query/broadcasts.ts). The place of the view context becomes `location.place_id`; a
// radius becomes the counties it touches (worked out on the client from the county shapes), also as
// place ids.
import { BROADCASTS_MAX_LIMIT } from '../../contract/query/broadcasts'
import type { RawParamValue } from '../../contract/query/param'
import type { QueryInput } from '../../contract/routes'
import { apiList } from '../../components/context/url-params'
import { periodBounds } from '../../components/context/view-context'
import type { BroadcastsSearch } from './search-schema'
import type { ListWindow } from './time-bar/list-window'

export type BroadcastsQueryInput = QueryInput<'searchBroadcasts'>

/** Rows per page of the list (the API allows up to 500; the table is virtualised). */
export const PAGE_SIZE = 100

/**
 * What the radius means for the query: no radius, its counties still being worked out, or the
 * counties it touches (none when it lies over the sea or outside the US).
 */
export type RadiusArea =
  | { readonly kind: 'none' }
  | { readonly kind: 'pending' }
  | { readonly kind: 'counties'; readonly ids: readonly string[] }

/** The filter part of the query: the same for the list, the count, the map and the export. */
export function buildFilterQuery(
  search: BroadcastsSearch,
  nowMs: number,
  area: RadiusArea,
): BroadcastsQueryInput {
  const { gte, lte } = periodBounds(search, nowMs)
  // A radius replaces the place ids with its counties; those already lie inside the places
  // (use-radius-area.ts), so nothing of either is lost.
  const query: Record<string, RawParamValue | undefined> = {
    'start.gte': gte,
    'start.lte': lte,
    // `UTC` is the API's default time zone (docs/api.md "Query parameter types"); sending it is
    // noise.
    'start.tz':
      (gte !== undefined || lte !== undefined) && search.tz !== 'UTC' ? search.tz : undefined,
    broadcast_status: apiList(search.status),
    record_status: apiList(search.record_status),
    'svc_viewership.gte': search.viewMin === undefined ? undefined : String(search.viewMin),
    'svc_viewership.lte': search.viewMax === undefined ? undefined : String(search.viewMax),
    'event.label': apiList(search.label),
    'event.event_id': apiList(search.eventId),
    'event.entity_id': apiList(search.entity),
    'location.place_id': apiList(area.kind === 'counties' ? area.ids : search.place),
    'location.origin': search.origin,
  }
  return Object.fromEntries(Object.entries(query).filter(([, value]) => value !== undefined))
}

/**
 * The filters narrowed to the time window's hours, for a list that follows it: the window's
 * bounds replace the period's (time-bar/list-window.ts).
 */
export function withinWindow(
  filter: BroadcastsQueryInput,
  window: ListWindow,
): BroadcastsQueryInput {
  const rest = Object.fromEntries(Object.entries(filter).filter(([key]) => key !== 'start.lte'))
  return { ...rest, 'start.gte': window.gte, 'start.lt': window.lt }
}

/** The list request of one page. */
export function buildPageQuery(filter: BroadcastsQueryInput, search: BroadcastsSearch) {
  return {
    ...filter,
    sort: search.sort,
    limit: String(PAGE_SIZE),
    offset: String((search.page - 1) * PAGE_SIZE),
  } satisfies BroadcastsQueryInput
}

/** Every page of the export: the same filters and order, the largest page the API allows. */
export function buildExportQuery(filter: BroadcastsQueryInput, search: BroadcastsSearch) {
  return {
    ...filter,
    sort: search.sort,
    limit: String(BROADCASTS_MAX_LIMIT),
  } satisfies BroadcastsQueryInput
}
