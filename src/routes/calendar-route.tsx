import { createRoute, stripSearchParams, useNavigate } from '@tanstack/react-router'

import {
  CALENDAR_SEARCH_DEFAULTS,
  calendarSearchSchema,
} from '../features/calendar/calendar-search'
import type { CalendarSearch } from '../features/calendar/calendar-search'
import { lazyView } from './lazy-view'
import { rootRoute } from './root-route'

const CalendarView = lazyView(() =>
  import('../features/calendar/calendar-view').then((m) => m.CalendarView),
)

function CalendarRouteView() {
  const search = calendarRoute.useSearch()
  const navigate = useNavigate({ from: '/calendar' })
  const onSearch = (patch: Partial<CalendarSearch>) => {
    void navigate({ search: (old) => ({ ...old, ...patch }), replace: true })
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
