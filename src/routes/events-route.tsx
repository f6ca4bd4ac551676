import { createRoute } from '@tanstack/react-router'
import { ViewPlaceholder } from '../components/layout/view-placeholder'
import { rootRoute } from './root-route'

function EventsView() {
  return <ViewPlaceholder to="/events" />
}

export const eventsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/events',
  component: EventsView,
})
