import { createRoute } from '@tanstack/react-router'
import { ContextPlaceholder } from './context-placeholder'
import { rootRoute } from './root-route'

function AnalyticsView() {
  return <ContextPlaceholder to="/analytics" />
}

export const analyticsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/analytics',
  component: AnalyticsView,
})
