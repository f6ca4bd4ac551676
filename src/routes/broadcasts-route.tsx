import { createRoute } from '@tanstack/react-router'
import { ContextPlaceholder } from './context-placeholder'
import { rootRoute } from './root-route'

function BroadcastsView() {
  return <ContextPlaceholder to="/broadcasts" />
}

export const broadcastsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/broadcasts',
  component: BroadcastsView,
})
