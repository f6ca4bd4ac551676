// The selected broadcast (from the page, else fetched by id whatever its record status) and every
// county televising its event: the detail panel lists them and the map outlines them.
import { useQuery } from '@tanstack/react-query'

import { useApiClient } from '../../../api/client-context'
import { apiQueryOptions, queryKeys } from '../../../api/query-options'
import { useAllMatches } from '../../../components/map/use-all-matches'
import type { Broadcast } from '../../../contract/broadcast'
import { BROADCAST_RECORD_STATUSES } from '../../../contract/enums'
import { BROADCASTS_MAX_LIMIT } from '../../../contract/query/broadcasts'
import { toMapBroadcast } from '../map/county-viewership'
import type { MapBroadcast } from '../map/county-viewership'

export function useSelectedBroadcast(
  id: string | undefined,
  page: readonly Broadcast[] | undefined,
) {
  const client = useApiClient()
  const onPage = id === undefined ? undefined : page?.find((b) => b.broadcast_id === id)
  const byId = useQuery({
    ...apiQueryOptions(client, 'searchBroadcasts', {
      broadcast_id: id ?? '',
      record_status: BROADCAST_RECORD_STATUSES,
      limit: '1',
    }),
    enabled: id !== undefined && page !== undefined && onPage === undefined,
  })
  const broadcast = onPage ?? byId.data?.results[0]
  const eventId = broadcast?.record_status === 'active' ? broadcast.event?.event_id : undefined
  // Every county the event is televised in, whatever the view's filters: the event's reach.
  const eventQuery = { 'event.event_id': eventId ?? '', sort: '-svc_viewership' }
  const counties = useAllMatches<MapBroadcast>({
    queryKey: queryKeys.request('searchBroadcasts', eventQuery),
    fetchPage: async (offset, limit, options) => {
      const result = await client.searchBroadcasts(
        { ...eventQuery, offset: String(offset), limit: String(limit) },
        options,
      )
      return {
        count: result.count,
        overflow: result.overflow,
        results: result.results.flatMap((b) => toMapBroadcast(b) ?? []),
      }
    },
    pageSize: BROADCASTS_MAX_LIMIT,
    enabled: eventId !== undefined,
  })
  return {
    broadcast,
    loading: byId.isFetching,
    error: byId.error,
    retry: () => void byId.refetch(),
    counties,
  }
}
