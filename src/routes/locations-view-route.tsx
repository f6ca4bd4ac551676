// The Locations view, loaded when the route is first visited (locations-route.tsx): its charts and
// forms stay out of the first view's JavaScript.
import { createLazyRoute, getRouteApi, useNavigate } from '@tanstack/react-router'

import { LocationsView } from '../features/locations/locations-view'
import type { LocationsSearch } from '../features/locations/search-schema'
import { useStillOn } from './use-still-on'

const route = getRouteApi('/locations')

function LocationsRouteView() {
  const search = route.useSearch()
  const navigate = useNavigate({ from: '/locations' })
  const stillOn = useStillOn('/locations')
  const onSearch = (patch: Partial<LocationsSearch>) => {
    // Opening a location is a step an analyst goes back from; the rest replaces the entry.
    const push = 'id' in patch && patch.id !== undefined
    if (!stillOn()) return
    // The comparison sits below the list and scrolls itself into view when it opens
    // (locations-compare.tsx): its choices must not send the page back to the top.
    const inCompare = 'compare' in patch || 'compareBy' in patch
    void navigate({
      search: (old) => ({ ...old, ...patch }),
      replace: !push,
      resetScroll: !inCompare,
    })
  }
  return <LocationsView search={search} onSearch={onSearch} />
}

export const locationsLazyRoute = createLazyRoute('/locations')({ component: LocationsRouteView })
