import { createRoute } from '@tanstack/react-router'
import { ViewPlaceholder } from '../components/layout/view-placeholder'
import { rootRoute } from './root-route'

function CalendarView() {
  return <ViewPlaceholder to="/calendar" />
}

export const calendarRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/calendar',
  component: CalendarView,
})
