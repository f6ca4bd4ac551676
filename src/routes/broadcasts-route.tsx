import { createRoute, stripSearchParams } from '@tanstack/react-router'

import {
  BROADCASTS_SEARCH_DEFAULTS,
  broadcastsSearchSchema,
} from '../features/broadcasts/search-schema'
import { countyArchiveUrl } from '../components/map/basemap-data'
import { prewarmMaps } from '../components/map/setup-maplibre'
import { rootRoute } from './root-route'

export const broadcastsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/broadcasts',
  // Its map's workers start, and the county areas' archive is read, with the navigation
  // (setup-maplibre.ts).
  loader: () => {
    prewarmMaps([countyArchiveUrl()])
  },
  validateSearch: broadcastsSearchSchema,
  // Defaults stay out of the address, so a plain /broadcasts and a reset link look the same.
  search: { middlewares: [stripSearchParams(BROADCASTS_SEARCH_DEFAULTS)] },
}).lazy(() => import('./broadcasts-view-route').then((m) => m.broadcastsLazyRoute))
