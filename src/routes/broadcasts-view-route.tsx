// The Broadcasts view, loaded when the route is first visited (broadcasts-route.tsx): its charts
// and map code stay out of the first view's JavaScript.
import { createLazyRoute, getRouteApi, useNavigate } from '@tanstack/react-router'
import { useCallback } from 'react'

import { BroadcastsView } from '../features/broadcasts/broadcasts-view'
import type { BroadcastsSearch } from '../features/broadcasts/search-schema'
import { useStillOn } from './use-still-on'

const route = getRouteApi('/broadcasts')

function BroadcastsRouteView() {
  const search = route.useSearch()
  const navigate = useNavigate({ from: '/broadcasts' })
  const stillOn = useStillOn('/broadcasts')
  // Stable across renders, so the view's memoised parts (the summary) keep their props.
  const onSearch = useCallback(
    (patch: Partial<BroadcastsSearch>) => {
      if (!stillOn()) return
      void navigate({ search: (old) => ({ ...old, ...patch }), replace: true })
    },
    [navigate, stillOn],
  )
  // Everything returns to its default, the map too.
  const onReset = () => {
    if (!stillOn()) return
    void navigate({ search: {}, replace: true })
  }
  return <BroadcastsView search={search} onSearch={onSearch} onReset={onReset} />
}

export const broadcastsLazyRoute = createLazyRoute('/broadcasts')({
  component: BroadcastsRouteView,
})
