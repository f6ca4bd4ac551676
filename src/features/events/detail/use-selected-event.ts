// The selected event: from the current page when it is there, else fetched by id (a shared link,
// or a parent opened from a child), whatever its state.
import { useQuery } from '@tanstack/react-query'

import { useApiClient } from '../../../api/client-context'
import { apiQueryOptions } from '../../../api/query-options'
import type { Event } from '../../../contract/event'
import { EVENT_STATES } from '../../../contract/enums'

export function useSelectedEvent(id: string | undefined, page: readonly Event[] | undefined) {
  const client = useApiClient()
  const onPage = id === undefined ? undefined : page?.find((event) => event.id === id)
  const byId = useQuery({
    ...apiQueryOptions(client, 'searchEvents', {
      id: id ?? '',
      state: EVENT_STATES,
      limit: '1',
    }),
    enabled: id !== undefined && page !== undefined && onPage === undefined,
  })
  return {
    event: onPage ?? byId.data?.results[0],
    loading: byId.isFetching,
    error: byId.error,
    retry: () => void byId.refetch(),
  }
}
