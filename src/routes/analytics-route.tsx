import { createRoute, stripSearchParams } from '@tanstack/react-router'

import {
  ANALYTICS_SEARCH_DEFAULTS,
  analyticsSearchSchema,
} from '../features/analytics/search-schema'
import { rootRoute } from './root-route'

export const analyticsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/analytics',
  validateSearch: analyticsSearchSchema,
  // Defaults stay out of the address, so a plain /analytics and a reset link look the same.
  search: { middlewares: [stripSearchParams(ANALYTICS_SEARCH_DEFAULTS)] },
}).lazy(() => import('./analytics-view-route').then((m) => m.analyticsLazyRoute))
