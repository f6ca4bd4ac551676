import { createRoute, stripSearchParams, useNavigate } from '@tanstack/react-router'

import { LocationsView } from '../features/locations/locations-view'
import {
  LOCATIONS_SEARCH_DEFAULTS,
  locationsSearchSchema,
} from '../features/locations/search-schema'
import type { LocationsSearch } from '../features/locations/search-schema'
import { rootRoute } from './root-route'

function LocationsRouteView() {
  const search = locationsRoute.useSearch()
  const navigate = useNavigate({ from: '/locations' })
  const onSearch = (patch: Partial<LocationsSearch>) => {
    // Opening a location is a step an analyst goes back from; the rest replaces the entry.
    const push = 'id' in patch && patch.id !== undefined
    void navigate({ search: (old) => ({ ...old, ...patch }), replace: !push })
  }
  return <LocationsView search={search} onSearch={onSearch} />
}

export const locationsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/locations',
  validateSearch: locationsSearchSchema,
  // Defaults stay out of the address, so a plain /locations and a reset link look the same.
  search: { middlewares: [stripSearchParams(LOCATIONS_SEARCH_DEFAULTS)] },
  component: LocationsRouteView,
})
