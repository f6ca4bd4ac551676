// The Broadcasts view, loaded when the route is first visited (broadcasts-route.tsx): its charts
// and map code stay out of the first view's JavaScript.
import { createLazyRoute, getRouteApi, useNavigate } from '@tanstack/react-router'
import { useCallback } from 'react'

import { BroadcastsView } from '../features/broadcasts/broadcasts-view'
import type { BroadcastsSearch } from '../features/broadcasts/search-schema'

const route = getRouteApi('/broadcasts')

function BroadcastsRouteView() {
  const search = route.useSearch()
  const navigate = useNavigate({ from: '/broadcasts' })
  // Stable across renders, so the view's memoised parts (the summary) keep their props.
  const onSearch = useCallback(
    (patch: Partial<BroadcastsSearch>) => {
      void navigate({ search: (old) => ({ ...old, ...patch }), replace: true })
    },
    [navigate],
  )
  // Everything returns to its default, the map too.
  const onReset = () => {
    void navigate({ search: {}, replace: true })
  }
  return <BroadcastsView search={search} onSearch={onSearch} onReset={onReset} />
}

export const broadcastsLazyRoute = createLazyRoute('/broadcasts')({
  component: BroadcastsRouteView,
})
