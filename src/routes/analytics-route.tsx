import { createRoute } from '@tanstack/react-router'
import { ViewPlaceholder } from '../components/layout/view-placeholder'
import { rootRoute } from './root-route'

function AnalyticsView() {
  return <ViewPlaceholder to="/analytics" />
}

export const analyticsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/analytics',
  component: AnalyticsView,
})
