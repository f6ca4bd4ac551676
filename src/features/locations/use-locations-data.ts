// The view's reads: one page of the list, every matching location for the map, one location, all
// with the status polled while any is pending (spec "States and transitions": enrichment finishes
// on the service's side; nothing pushes it, so the view asks again each second until it is done).
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'

import { useApiClient } from '../../api/client-context'
import type { ApiClient } from '../../api/client'
import { apiQueryOptions, queryKeys } from '../../api/query-options'
import { SAVED_LOCATIONS_MAX_LIMIT } from '../../contract/query/saved-locations'
import type { SavedLocation } from '../../contract/saved-location'
import type { LocationsSearch } from './search-schema'

export const PAGE_SIZE = 10
/** The map draws every matching location up to this many (docs/map-matches.md). */
export const MAP_CAP = 2_000
const PENDING_POLL_MS = 1_000

const anyPending = (locations: readonly SavedLocation[] | undefined): boolean =>
  locations?.some((location) => location.status === 'pending') ?? false

export function listQuery(search: Pick<LocationsSearch, 'q' | 'sort' | 'page'>) {
  return {
    ...(search.q === '' ? {} : { q: search.q }),
    sort: search.sort,
    limit: String(PAGE_SIZE),
    offset: String((search.page - 1) * PAGE_SIZE),
  }
}

export function useLocationsPage(search: LocationsSearch) {
  const client = useApiClient()
  return useQuery({
    ...apiQueryOptions(client, 'listSavedLocations', listQuery(search)),
    placeholderData: keepPreviousData,
    refetchInterval: (query) => (anyPending(query.state.data?.locations) ? PENDING_POLL_MS : false),
  })
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
  for (let offset = 0; offset < Math.min(MAP_CAP, Math.max(count, 1));) {
    const page = await client.listSavedLocations(
      {
        ...(q === '' ? {} : { q }),
        sort,
        limit: String(SAVED_LOCATIONS_MAX_LIMIT),
        offset: String(offset),
      },
      { signal },
    )
    count = page.count
    locations.push(...page.locations)
    if (page.locations.length === 0) break
    offset += page.locations.length
  }
  return { count, locations }
}

function allLocationsOptions(client: ApiClient, q: string) {
  return queryOptions({
    queryKey: [...queryKeys.operation('listSavedLocations'), 'all', q] as const,
    queryFn: ({ signal }) => fetchAllLocations(client, q, signal),
  })
}

/** Every location matching `q` (up to MAP_CAP), for the map. */
export function useAllLocations(q: string) {
  const client = useApiClient()
  return useQuery({
    ...allLocationsOptions(client, q),
    placeholderData: keepPreviousData,
    refetchInterval: (query) => (anyPending(query.state.data?.locations) ? PENDING_POLL_MS : false),
  })
}

export function useLocation(id: string | undefined) {
  const client = useApiClient()
  return useQuery({
    ...apiQueryOptions(client, 'getSavedLocation', { location_id: id ?? '' }),
    enabled: id !== undefined,
    refetchInterval: (query) => (query.state.data?.status === 'pending' ? PENDING_POLL_MS : false),
  })
}
