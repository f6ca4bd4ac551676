import { createRoute } from '@tanstack/react-router'

import { rootRoute } from './root-route'

export const accountRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/account',
}).lazy(() => import('./account-view-route').then((m) => m.accountLazyRoute))
