// The list's first requests, sent while the view's route loads (routes/locations-route.tsx) rather
// than once the view's code has downloaded and rendered. The embedded service reads its data when
// the first request comes (docs/dataset-cache.md "When the worker builds"), and saved locations
// are never answered from kept answers: the sooner the request, the sooner the list. The queries
// are the view's own (api/locations-queries.ts), so the view finds them in flight or answered.
import type { QueryClient } from '@tanstack/react-query'

import type { ApiClient } from '../../api/client'
import { allLocationsOptions, readsWhole, serverPageOptions } from './api/locations-queries'
import { apiSort } from './search-schema'
import type { LocationsSearch } from './search-schema'

export function prefetchLocations(
  queryClient: QueryClient,
  client: ApiClient,
  search: LocationsSearch,
): void {
  // A failure is the view's to show, when its own query reads it.
  const quietly = () => undefined
  // The map's: every match by name.
  queryClient.query(allLocationsOptions(client, search.q)).catch(quietly)
  if (readsWhole(search)) {
    queryClient.query(allLocationsOptions(client, search.q, apiSort(search.sort))).catch(quietly)
  } else {
    queryClient.query(serverPageOptions(client, search)).catch(quietly)
  }
}
