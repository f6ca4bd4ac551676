import { createRoute, stripSearchParams } from '@tanstack/react-router'

import {
  LOCATIONS_SEARCH_DEFAULTS,
  locationsSearchSchema,
} from '../features/locations/search-schema'
import { prewarmMaps } from '../components/map/setup-maplibre'
import { prefetchLocations } from '../features/locations/locations-prefetch'
import { rootRoute } from './root-route'

export const locationsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/locations',
  validateSearch: locationsSearchSchema,
  loaderDeps: ({ search }) => search,
  // Its map's workers start with the navigation (setup-maplibre.ts), and the list's requests leave
  // with it while the view's code downloads; the loader does not wait for them, so the view shows
  // its own loading state as before (locations-prefetch.ts).
  loader: ({ context, deps }) => {
    prewarmMaps()
    prefetchLocations(context.queryClient, context.client, deps)
  },
  // Defaults stay out of the address, so a plain /locations and a reset link look the same.
  search: { middlewares: [stripSearchParams(LOCATIONS_SEARCH_DEFAULTS)] },
}).lazy(() => import('./locations-view-route').then((m) => m.locationsLazyRoute))
