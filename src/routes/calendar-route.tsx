import { createRoute } from '@tanstack/react-router'
import { ContextPlaceholder } from './context-placeholder'
import { rootRoute } from './root-route'

function CalendarView() {
  return <ContextPlaceholder to="/calendar" />
}

export const calendarRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/calendar',
  component: CalendarView,
})
