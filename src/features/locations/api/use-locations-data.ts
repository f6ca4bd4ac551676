// The view's reads: one page of the list, every matching location for the map, one location, all
// with the status polled while any is pending (docs/api.md "States and transitions": enrichment
// finishes on the service's side; nothing pushes it, so the view asks again each second until it is
// done). A labels filter has no API parameter: the list is then every match of `q` in the chosen
// order, kept to those with the labels and paged here (labels.ts).
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { useMemo } from 'react'

import { useApiClient } from '../../../api/client-context'
import type { ApiClient } from '../../../api/client'
import { apiQueryOptions, queryKeys } from '../../../api/query-options'
import { paginate } from '../../../api/paginate'
import { SAVED_LOCATIONS_MAX_LIMIT } from '../../../contract/query/saved-locations'
import type { SavedLocation, SavedLocationsListResponse } from '../../../contract/saved-location'
import { hasEveryLabel } from '../labels'
import type { LocationsSearch } from '../search-schema'

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

function useServerPage(search: LocationsSearch, enabled: boolean) {
  const client = useApiClient()
  return useQuery({
    ...apiQueryOptions(client, 'listSavedLocations', listQuery(search)),
    enabled,
    placeholderData: keepPreviousData,
    refetchInterval: (query) => (anyPending(query.state.data?.locations) ? PENDING_POLL_MS : false),
  })
}

/** One page of the list, as the API pages it or, with a labels filter, as this view pages it. */
export interface LocationsPage {
  readonly data: SavedLocationsListResponse | undefined
  /** null when the last read succeeded. */
  readonly error: unknown
  readonly refetch: () => void
}

export function useLocationsPage(search: LocationsSearch): LocationsPage {
  const filtered = search.labels.length > 0
  const server = useServerPage(search, !filtered)
  const all = useAllLocations(search.q, search.sort, filtered)
  const data = useMemo(() => {
    if (!filtered || !all.data) return undefined
    const matching = all.data.locations.filter((location) => hasEveryLabel(location, search.labels))
    const offset = (search.page - 1) * PAGE_SIZE
    return { count: matching.length, locations: matching.slice(offset, offset + PAGE_SIZE) }
  }, [filtered, all.data, search.labels, search.page])
  const source = filtered ? all : server
  return {
    data: filtered ? data : server.data,
    error: source.error,
    refetch: () => void source.refetch(),
  }
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

function allLocationsOptions(client: ApiClient, q: string, sort: string) {
  return queryOptions({
    queryKey: [...queryKeys.operation('listSavedLocations'), 'all', q, sort] as const,
    queryFn: ({ signal }) => fetchAllLocations(client, q, signal, sort),
  })
}

/** Every location matching `q` (up to MAP_CAP) in `sort` order, for the map and label filters. */
export function useAllLocations(q: string, sort = 'name', enabled = true) {
  const client = useApiClient()
  return useQuery({
    ...allLocationsOptions(client, q, sort),
    enabled,
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
