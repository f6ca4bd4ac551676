import { createRoute } from '@tanstack/react-router'
import { ContextPlaceholder } from './context-placeholder'
import { rootRoute } from './root-route'

function LocationsView() {
  return <ContextPlaceholder to="/locations" />
}

export const locationsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/locations',
  component: LocationsView,
})
