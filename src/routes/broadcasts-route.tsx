import { createRoute } from '@tanstack/react-router'
import { ViewPlaceholder } from '../components/layout/view-placeholder'
import { rootRoute } from './root-route'

function BroadcastsView() {
  return <ViewPlaceholder to="/broadcasts" />
}

export const broadcastsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/broadcasts',
  component: BroadcastsView,
})
