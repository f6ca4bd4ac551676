import { accountRoute } from './account-route'
import { analyticsRoute } from './analytics-route'
import { broadcastsRoute } from './broadcasts-route'
import { calendarRoute } from './calendar-route'
import { eventsRoute } from './events-route'
import { indexRoute } from './index-route'
import { locationBriefRoute } from './location-brief-route'
import { locationsRoute } from './locations-route'
import { rootRoute } from './root-route'

/** Code-based route tree: one module per view, composed here (docs/architecture.md "Layout"). */
export const routeTree = rootRoute.addChildren([
  indexRoute,
  eventsRoute,
  broadcastsRoute,
  calendarRoute,
  analyticsRoute,
  locationsRoute,
  locationBriefRoute,
  accountRoute,
])
