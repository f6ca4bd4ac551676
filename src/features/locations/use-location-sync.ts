// Another tab's writes, live. The embedded service announces every saved-location write on a
// BroadcastChannel (contract SAVED_LOCATIONS_CHANNEL); each notice refetches the saved-location
// queries, so a change made in one tab shows in every other within a second, without a reload.
// A real backend announces nothing: there the pending poll and refetch on focus keep views fresh.
import { useQueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'

import { queryKeys } from '../../api/query-options'
import { SAVED_LOCATIONS_CHANNEL } from '../../contract/saved-location'

export const SAVED_LOCATION_OPERATIONS = [
  'listSavedLocations',
  'getSavedLocation',
  'savedLocationEvents',
] as const

export function useLocationSync(): void {
  const queryClient = useQueryClient()
  useEffect(() => {
    if (typeof BroadcastChannel === 'undefined') return
    const channel = new BroadcastChannel(SAVED_LOCATIONS_CHANNEL)
    channel.onmessage = () => {
      for (const op of SAVED_LOCATION_OPERATIONS) {
        void queryClient.invalidateQueries({ queryKey: queryKeys.operation(op) })
      }
    }
    return () => {
      channel.close()
    }
  }, [queryClient])
}
