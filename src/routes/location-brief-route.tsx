import { createRoute } from '@tanstack/react-router'

import { briefSearchSchema } from '../features/locations/brief/paper'
import { prewarmMaps } from '../components/map/setup-maplibre'
import { rootRoute } from './root-route'

/** A saved location's one-page brief, to print or save as PDF (docs/view-habits.md). */
export const locationBriefRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/locations/$id/brief',
  // Its map's workers start with the navigation (setup-maplibre.ts).
  loader: () => {
    prewarmMaps()
  },
  validateSearch: briefSearchSchema,
}).lazy(() => import('./location-brief-view-route').then((m) => m.locationBriefLazyRoute))
