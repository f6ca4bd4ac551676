import { createRoute } from '@tanstack/react-router'

import { briefSearchSchema } from '../features/locations/brief/paper'
import { rootRoute } from './root-route'

/** A saved location's one-page brief, to print or save as PDF (docs/view-habits.md). */
export const locationBriefRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/locations/$id/brief',
  validateSearch: briefSearchSchema,
}).lazy(() => import('./location-brief-view-route').then((m) => m.locationBriefLazyRoute))
