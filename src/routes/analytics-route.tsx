import { createRoute, stripSearchParams, useNavigate } from '@tanstack/react-router'

import { useViewClock } from '../components/context/use-view-clock'
import { AnalyticsView } from '../features/analytics/analytics-view'
import {
  ANALYTICS_SEARCH_DEFAULTS,
  analyticsSearchSchema,
} from '../features/analytics/search-schema'
import type { AnalyticsSearch } from '../features/analytics/search-schema'
import { rootRoute } from './root-route'

function AnalyticsRouteView() {
  const search = analyticsRoute.useSearch()
  const navigate = useNavigate({ from: '/analytics' })
  const nowMs = useViewClock()
  const onSearch = (patch: Partial<AnalyticsSearch>) => {
    // A choice halfway down the page (a surge band, a brushed span) keeps the scroll where it is.
    void navigate({ search: (old) => ({ ...old, ...patch }), replace: true, resetScroll: false })
  }
  return <AnalyticsView search={search} nowMs={nowMs} onSearch={onSearch} />
}

export const analyticsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/analytics',
  validateSearch: analyticsSearchSchema,
  // Defaults stay out of the address, so a plain /analytics and a reset link look the same.
  search: { middlewares: [stripSearchParams(ANALYTICS_SEARCH_DEFAULTS)] },
  component: AnalyticsRouteView,
})
