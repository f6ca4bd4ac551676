import { createRoute } from '@tanstack/react-router'
import { ViewPlaceholder } from '../components/layout/view-placeholder'
import { rootRoute } from './root-route'

function LocationsView() {
  return <ViewPlaceholder to="/locations" />
}

export const locationsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/locations',
  component: LocationsView,
})
