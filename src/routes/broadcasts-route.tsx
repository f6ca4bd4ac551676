import { createRoute, stripSearchParams, useNavigate } from '@tanstack/react-router'
import { useCallback } from 'react'

import {
  BROADCASTS_SEARCH_DEFAULTS,
  broadcastsSearchSchema,
} from '../features/broadcasts/search-schema'
import type { BroadcastsSearch } from '../features/broadcasts/search-schema'
import { BroadcastsView } from '../features/broadcasts/broadcasts-view'
import { rootRoute } from './root-route'

function BroadcastsRouteView() {
  const search = broadcastsRoute.useSearch()
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

export const broadcastsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/broadcasts',
  validateSearch: broadcastsSearchSchema,
  // Defaults stay out of the address, so a plain /broadcasts and a reset link look the same.
  search: { middlewares: [stripSearchParams(BROADCASTS_SEARCH_DEFAULTS)] },
  component: BroadcastsRouteView,
})
