import { createRoute, stripSearchParams, useNavigate } from '@tanstack/react-router'

// Loaded with the app, unlike the other views: bad-input.ts captures the address the page was
// opened with when its module runs, before the router rewrites it without the values it refused.
import { CalendarView } from '../features/calendar/calendar-view'

import {
  CALENDAR_SEARCH_DEFAULTS,
  calendarSearchSchema,
} from '../features/calendar/calendar-search'
import type { CalendarSearch } from '../features/calendar/calendar-search'
import { rootRoute } from './root-route'

function CalendarRouteView() {
  const search = calendarRoute.useSearch()
  const navigate = useNavigate({ from: '/calendar' })
  const onSearch = (patch: Partial<CalendarSearch>) => {
    // A choice made halfway down the page (a legend, a band, a day) keeps the page where it is.
    void navigate({ search: (old) => ({ ...old, ...patch }), replace: true, resetScroll: false })
  }
  return <CalendarView search={search} onSearch={onSearch} />
}

export const calendarRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/calendar',
  validateSearch: calendarSearchSchema,
  // Defaults stay out of the address, so a plain /calendar and a reset link look the same.
  search: { middlewares: [stripSearchParams(CALENDAR_SEARCH_DEFAULTS)] },
  component: CalendarRouteView,
})
