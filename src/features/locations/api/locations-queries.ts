// The view's list queries, as options the view's hooks (use-locations-data.ts) and its route's
// prefetch (locations-prefetch.ts) build alike: the same key and the same request, so a query the
// route sent is the one the view reads.
import { queryOptions } from '@tanstack/react-query'

import type { ApiClient } from '../../../api/client'
import { apiQueryOptions, queryKeys } from '../../../api/query-options'
import { paginate } from '../../../api/paginate'
import { SAVED_LOCATIONS_MAX_LIMIT } from '../../../contract/query/saved-locations'
import type { SavedLocation } from '../../../contract/saved-location'
import { apiSort, CHANGES_ORDER } from '../search-schema'
import type { LocationsSearch } from '../search-schema'

export const PAGE_SIZE = 10
/** The map draws every matching location up to this many (docs/map-matches.md). */
export const MAP_CAP = 2_000

export function listQuery(search: Pick<LocationsSearch, 'q' | 'sort' | 'page'>) {
  return {
    ...(search.q === '' ? {} : { q: search.q }),
    sort: apiSort(search.sort),
    limit: String(PAGE_SIZE),
    offset: String((search.page - 1) * PAGE_SIZE),
  }
}

/**
 * Whether the list reads every match and pages it here rather than asking the API for a page: a
 * labels filter has no API parameter, and the order by changes is known to this browser alone.
 */
export const readsWhole = (search: Pick<LocationsSearch, 'labels' | 'sort'>): boolean =>
  search.labels.length > 0 || search.sort === CHANGES_ORDER

/** One page of the list, as the API pages it. */
export function serverPageOptions(
  client: ApiClient,
  search: Pick<LocationsSearch, 'q' | 'sort' | 'page'>,
) {
  return apiQueryOptions(client, 'listSavedLocations', listQuery(search))
}

/** Every location matching `q` in `sort` order, up to MAP_CAP (for the map and the CSV). */
export async function fetchAllLocations(
  client: ApiClient,
  q: string,
  signal?: AbortSignal,
  sort = 'name',
): Promise<{ count: number; locations: SavedLocation[] }> {
  const locations: SavedLocation[] = []
  let count = 0
  const input = {
    ...(q === '' ? {} : { q }),
    sort,
    limit: String(SAVED_LOCATIONS_MAX_LIMIT),
  }
  for await (const page of paginate(client.listSavedLocations, input, { signal })) {
    count = page.count
    locations.push(...page.locations)
    if (locations.length >= MAP_CAP) break
  }
  return { count, locations: locations.slice(0, MAP_CAP) }
}

/** Every location matching `q` in `sort` order: the map's (by name) and a whole list's. */
export function allLocationsOptions(client: ApiClient, q: string, sort = 'name') {
  return queryOptions({
    queryKey: [...queryKeys.operation('listSavedLocations'), 'all', q, sort] as const,
    queryFn: ({ signal }) => fetchAllLocations(client, q, signal, sort),
  })
}
