import { createRoute, stripSearchParams, useNavigate } from '@tanstack/react-router'

import { EventsView } from '../features/events/events-view'
import { EVENTS_SEARCH_DEFAULTS, eventsSearchSchema } from '../features/events/search-schema'
import type { EventsSearch } from '../features/events/search-schema'
import { prewarmMaps } from '../components/map/setup-maplibre'
import { rootRoute } from './root-route'
import { useStillOn } from './use-still-on'

function EventsRouteView() {
  const search = eventsRoute.useSearch()
  const navigate = useNavigate({ from: '/events' })
  const stillOn = useStillOn('/events')
  const onSearch = (patch: Partial<EventsSearch>) => {
    if (!stillOn()) return
    void navigate({ search: (old) => ({ ...old, ...patch }), replace: true })
  }
  // Everything returns to its default, the map too: it frames the results of the reset filters.
  const onReset = () => {
    if (!stillOn()) return
    void navigate({ search: {}, replace: true })
  }
  return <EventsView search={search} onSearch={onSearch} onReset={onReset} />
}

export const eventsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/events',
  // Its map's workers start with the navigation (setup-maplibre.ts).
  loader: () => {
    prewarmMaps()
  },
  validateSearch: eventsSearchSchema,
  // Defaults stay out of the address, so a plain /events and a reset link look the same.
  search: { middlewares: [stripSearchParams(EVENTS_SEARCH_DEFAULTS)] },
  component: EventsRouteView,
})
