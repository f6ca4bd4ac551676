// The Analytics view, loaded when the route is first visited (analytics-route.tsx): its charts
// stay out of the first view's JavaScript.
import { createLazyRoute, getRouteApi, useNavigate } from '@tanstack/react-router'

import { useViewClock } from '../components/context/use-view-clock'
import { AnalyticsView } from '../features/analytics/analytics-view'
import type { AnalyticsSearch } from '../features/analytics/search-schema'
import { useStillOn } from './use-still-on'

const route = getRouteApi('/analytics')

function AnalyticsRouteView() {
  const search = route.useSearch()
  const navigate = useNavigate({ from: '/analytics' })
  const stillOn = useStillOn('/analytics')
  const nowMs = useViewClock()
  const onSearch = (patch: Partial<AnalyticsSearch>) => {
    // A choice halfway down the page (a surge band, a brushed span) keeps the scroll where it is.
    if (!stillOn()) return
    void navigate({ search: (old) => ({ ...old, ...patch }), replace: true, resetScroll: false })
  }
  return <AnalyticsView search={search} nowMs={nowMs} onSearch={onSearch} />
}

export const analyticsLazyRoute = createLazyRoute('/analytics')({ component: AnalyticsRouteView })
