import { createRoute, stripSearchParams } from '@tanstack/react-router'

// Loaded with the app, unlike the view itself: bad-input.ts captures the address the page was
// opened with when its module runs, before the router rewrites it without the values it refused.
import '../features/calendar/bad-input'
import {
  CALENDAR_SEARCH_DEFAULTS,
  calendarSearchSchema,
} from '../features/calendar/calendar-search'
import { prefetchCalendarDays } from '../features/calendar/calendar-prefetch'
import { serverNow } from '../api/server-clock'
import { rootRoute } from './root-route'

export const calendarRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/calendar',
  validateSearch: calendarSearchSchema,
  // Defaults stay out of the address, so a plain /calendar and a reset link look the same.
  search: { middlewares: [stripSearchParams(CALENDAR_SEARCH_DEFAULTS)] },
  loaderDeps: ({ search }) => search,
  // The days leave with the navigation, while the view's code downloads; the loader does not wait
  // for them, so the view shows its own loading state as before (calendar-prefetch.ts).
  loader: ({ context, deps }) => {
    const { queryClient, client, baseUrl } = context
    prefetchCalendarDays(queryClient, client, deps, serverNow(baseUrl)).catch(() => undefined)
  },
}).lazy(() => import('./calendar-view-route').then((m) => m.calendarLazyRoute))
