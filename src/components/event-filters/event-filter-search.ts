// The event filters shared by every view that searches events (the events explorer, the calendar):
// the same URL keys, so a link moves between those views unchanged, and one mapping of them to
// the API parameters (docs/api.md "Search events", src/contract/query/events.ts). The period and
// the place are the view context's (docs/view-context.md); these are the filters on top of it.
import { deepEqual } from '@tanstack/react-router'
import { z } from 'zod'

import { DELETED_REASONS, EVENT_CATEGORIES, EVENT_STATES, RANK_LEVELS } from '../../contract/enums'
import type { RawParamValue } from '../../contract/query/param'
import { apiList, enumList, freeList, freeText, optionalNumber } from '../context/url-params'
import type { ViewContext } from '../context/view-context'

export const eventFilterShape = {
  category: enumList(EVENT_CATEGORIES),
  rank: enumList(RANK_LEVELS),
  localRank: enumList(RANK_LEVELS),
  label: freeList(/^[a-z0-9][a-z0-9_-]*$/, (item) => item.toLowerCase()),
  q: freeText,
  country: freeList(/^[A-Z]{2}$/, (item) => item.toUpperCase()),
  /** Empty means the API default, `active` only (docs/api.md "Search events": `state`). */
  state: enumList(EVENT_STATES),
  deleted: enumList(DELETED_REASONS),
  attMin: optionalNumber(0, 1e9),
  attMax: optionalNumber(0, 1e9),
}

export const eventFilterSchema = z.object(eventFilterShape)
export type EventFilters = z.output<typeof eventFilterSchema>

/** The URL keys of the shared filters, to carry them in a link to another view. */
export const EVENT_FILTER_KEYS = Object.keys(eventFilterShape) as readonly (keyof EventFilters)[]

/**
 * The filters and the place as API parameters (no period: each view sends its own `active.*`).
 * Empty values are left out, so equal filters give equal queries and cache keys.
 */
export function eventFilterParams(
  search: EventFilters & Pick<ViewContext, 'place' | 'loc' | 'within'>,
): Record<string, RawParamValue> {
  const query: Record<string, RawParamValue | undefined> = {
    category: apiList(search.category),
    rank_level: apiList(search.rank),
    local_rank_level: apiList(search.localRank),
    label: apiList(search.label),
    q: search.q === '' ? undefined : search.q,
    country: apiList(search.country),
    'place.scope': apiList(search.place),
    'saved_location.location_id': apiList(search.loc),
    state: apiList(search.state),
    deleted_reason: apiList(search.deleted),
    'svc_attendance.gte': search.attMin === undefined ? undefined : String(search.attMin),
    'svc_attendance.lte': search.attMax === undefined ? undefined : String(search.attMax),
    within: search.within,
  }
  return Object.fromEntries(
    Object.entries(query).filter(
      (entry): entry is [string, RawParamValue] => entry[1] !== undefined,
    ),
  )
}

const EVENT_FILTER_DEFAULTS: EventFilters = eventFilterSchema.parse({})

/** The shared filters of a view's search that differ from their defaults: what a link carries. */
export function pickEventFilters(search: Readonly<Record<string, unknown>>): Partial<EventFilters> {
  const parsed = eventFilterSchema.parse(
    Object.fromEntries(EVENT_FILTER_KEYS.map((key) => [key, search[key]])),
  )
  return Object.fromEntries(
    EVENT_FILTER_KEYS.filter((key) => !deepEqual(parsed[key], EVENT_FILTER_DEFAULTS[key])).map(
      (key) => [key, parsed[key]],
    ),
  )
}
