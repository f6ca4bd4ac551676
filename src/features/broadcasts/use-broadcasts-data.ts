// The requests behind the view: the radius turned into counties, one page of broadcasts and the
// count, each keyed by its exact query so going back to earlier filters is served from the cache.
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { useMemo } from 'react'

import { useApiClient } from '../../api/client-context'
import { apiQueryOptions } from '../../api/query-options'
import { useUsShapes } from '../../components/map/use-us-shapes'
import { buildFilterQuery, buildPageQuery, withinWindow } from './build-query'
import { listWindow } from './time-bar/list-window'
import { usePeriodHours } from './time-bar/use-period-hours'
import { radiusArea } from './map/radius-area'
import type { BroadcastsSearch } from './search-schema'

export function useBroadcastsData(search: BroadcastsSearch, nowMs: number) {
  const client = useApiClient()
  // A radius is turned into counties on this side, and waits for them.
  const { shapes } = useUsShapes(search.within !== undefined)
  const area = useMemo(
    () => radiusArea(search.within, search.place, shapes),
    [search.within, search.place, shapes],
  )
  const filterQuery = useMemo(() => buildFilterQuery(search, nowMs, area), [search, nowMs, area])
  // The period in hours (the time bar's), and the window's, which the list holds alone when it
  // follows the window.
  const period = usePeriodHours(search, nowMs)
  const window = useMemo(() => listWindow(search, period), [search, period])
  const following = search.list === 'window' && window !== undefined
  const pageQuery = useMemo(
    () => buildPageQuery(following ? withinWindow(filterQuery, window) : filterQuery, search),
    [filterQuery, search, following, window],
  )
  // A radius whose counties are still being worked out, or that touches none, asks nothing:
  // without place ids the query would match the whole country.
  const enabled = area.kind === 'none' || (area.kind === 'counties' && area.ids.length > 0)
  const list = useQuery({
    ...apiQueryOptions(client, 'searchBroadcasts', pageQuery),
    enabled,
    // Keep the last page on screen while the next loads, instead of flashing a skeleton.
    placeholderData: keepPreviousData,
  })
  const count = useQuery({
    ...apiQueryOptions(client, 'countBroadcasts', filterQuery),
    enabled,
    placeholderData: keepPreviousData,
  })
  const emptyArea = area.kind === 'counties' && area.ids.length === 0
  return { list, count, filterQuery, pageQuery, area, shapes, enabled, emptyArea, period, window }
}
