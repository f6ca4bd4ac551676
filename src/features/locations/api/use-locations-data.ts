// The view's reads: one page of the list, every matching location for the map, one location, all
// with the status polled while any is pending (docs/api.md "States and transitions": enrichment
// finishes on the service's side; nothing pushes it, so the view asks again each second until it is
// done). A labels filter has no API parameter: the list is then every match of `q` in the chosen
// order, kept to those with the labels and paged here (labels.ts).
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { useMemo } from 'react'

import { useApiClient } from '../../../api/client-context'
import { apiQueryOptions } from '../../../api/query-options'
import type { SavedLocation, SavedLocationsListResponse } from '../../../contract/saved-location'
import { hasEveryLabel } from '../labels'
import { apiSort, CHANGES_ORDER } from '../search-schema'
import type { LocationsSearch } from '../search-schema'
import { useChangeCounts } from '../changes/use-location-changes'
import { allLocationsOptions, PAGE_SIZE, readsWhole, serverPageOptions } from './locations-queries'

const PENDING_POLL_MS = 1_000

const anyPending = (locations: readonly SavedLocation[] | undefined): boolean =>
  locations?.some((location) => location.status === 'pending') ?? false

function useServerPage(search: LocationsSearch, enabled: boolean) {
  const client = useApiClient()
  return useQuery({
    ...serverPageOptions(client, search),
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

const NO_LOCATIONS: readonly SavedLocation[] = []

/**
 * Most changes first (counts undefined while read go last), then by name; the counts come from
 * this browser's baselines (changes/use-location-changes.ts).
 */
function byChanges(
  locations: readonly SavedLocation[],
  counts: ReadonlyMap<string, number | undefined>,
): SavedLocation[] {
  const count = (location: SavedLocation) => counts.get(location.location_id) ?? -1
  return [...locations].sort((a, b) => count(b) - count(a) || a.name.localeCompare(b.name))
}

export function useLocationsPage(search: LocationsSearch): LocationsPage {
  const ordered = search.sort === CHANGES_ORDER
  const whole = readsWhole(search)
  const server = useServerPage(search, !whole)
  const all = useAllLocations(search.q, apiSort(search.sort), whole)
  const matching = useMemo(
    () =>
      whole && all.data
        ? all.data.locations.filter((location) => hasEveryLabel(location, search.labels))
        : NO_LOCATIONS,
    [whole, all.data, search.labels],
  )
  const counts = useChangeCounts(ordered ? matching : NO_LOCATIONS)
  const data = useMemo(() => {
    if (!whole || !all.data) return undefined
    const rows = ordered ? byChanges(matching, counts) : matching
    const offset = (search.page - 1) * PAGE_SIZE
    return { count: rows.length, locations: rows.slice(offset, offset + PAGE_SIZE) }
  }, [whole, ordered, all.data, matching, counts, search.page])
  const source = whole ? all : server
  return {
    data: whole ? data : server.data,
    error: source.error,
    refetch: () => void source.refetch(),
  }
}

/**
 * Every location matching `q` (up to MAP_CAP, locations-queries.ts) in `sort` order, for the
 * map and label filters.
 */
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
