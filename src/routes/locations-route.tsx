import { createRoute, stripSearchParams } from '@tanstack/react-router'

import {
  LOCATIONS_SEARCH_DEFAULTS,
  locationsSearchSchema,
} from '../features/locations/search-schema'
import { prewarmMaps } from '../components/map/setup-maplibre'
import { rootRoute } from './root-route'

export const locationsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/locations',
  // Its map's workers start with the navigation (setup-maplibre.ts).
  loader: prewarmMaps,
  validateSearch: locationsSearchSchema,
  // Defaults stay out of the address, so a plain /locations and a reset link look the same.
  search: { middlewares: [stripSearchParams(LOCATIONS_SEARCH_DEFAULTS)] },
}).lazy(() => import('./locations-view-route').then((m) => m.locationsLazyRoute))
