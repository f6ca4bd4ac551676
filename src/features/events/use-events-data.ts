// The requests behind the view: one page of events and the counts, both keyed by their exact
// query so going back to an earlier view is served from the cache.
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { useMemo } from 'react'

import { useApiClient } from '../../api/client-context'
import { apiQueryOptions } from '../../api/query-options'
import { buildFilterQuery, buildPageQuery } from './build-query'
import type { EventsSearch } from './search-schema'

export function useEventsData(search: EventsSearch, nowMs: number) {
  const client = useApiClient()
  const pageQuery = useMemo(() => buildPageQuery(search, nowMs), [search, nowMs])
  const filterQuery = useMemo(() => buildFilterQuery(search, nowMs), [search, nowMs])
  const list = useQuery({
    ...apiQueryOptions(client, 'searchEvents', pageQuery),
    // Keep the last page on screen while the next loads, instead of flashing a skeleton.
    placeholderData: keepPreviousData,
  })
  const counts = useQuery({
    ...apiQueryOptions(client, 'countEvents', filterQuery),
    placeholderData: keepPreviousData,
  })
  return { list, counts, pageQuery, filterQuery }
}
