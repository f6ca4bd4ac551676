// The Calendar view, loaded when the route is first visited (calendar-route.tsx): its day chart
// stays out of the first view's JavaScript.
import { createLazyRoute, getRouteApi, useNavigate } from '@tanstack/react-router'

import { CalendarView } from '../features/calendar/calendar-view'
import type { CalendarSearch } from '../features/calendar/calendar-search'
import { useStillOn } from './use-still-on'

const route = getRouteApi('/calendar')

function CalendarRouteView() {
  const search = route.useSearch()
  const navigate = useNavigate({ from: '/calendar' })
  const stillOn = useStillOn('/calendar')
  const onSearch = (patch: Partial<CalendarSearch>) => {
    // A choice made halfway down the page (a legend, a band, a day) keeps the page where it is.
    if (!stillOn()) return
    void navigate({ search: (old) => ({ ...old, ...patch }), replace: true, resetScroll: false })
  }
  return <CalendarView search={search} onSearch={onSearch} />
}

export const calendarLazyRoute = createLazyRoute('/calendar')({ component: CalendarRouteView })
