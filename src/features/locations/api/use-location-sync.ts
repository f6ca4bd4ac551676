// Other tabs' writes, live. After each saved-location write this page announces it on a
// BroadcastChannel; every other tab of the dashboard hears it and refetches its saved-location
// queries, so a change made in one tab shows in every other at once, without a reload. A page
// never hears its own notices (one channel object posts and listens): its own writes refresh it
// through the mutation (use-location-writes.ts). The page announces rather than the embedded
// service's store, so tabs on a real backend follow each other too, and the service's own upkeep
// (enrichment) is never mistaken for a write: while a location is pending the views poll.
import { useQueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'

import { queryKeys } from '../../../api/query-options'

export const SAVED_LOCATION_OPERATIONS = [
  'listSavedLocations',
  'getSavedLocation',
  'savedLocationEvents',
] as const

const SAVED_LOCATIONS_CHANNEL = 'eventscope-saved-locations'

/** What a tab announces: that it created, replaced or deleted saved locations. */
const WRITE_NOTICE = 'saved-locations-written'

let pageChannel: BroadcastChannel | undefined

/** The page's one channel object; undefined where the browser has none. */
function channel(): BroadcastChannel | undefined {
  if (typeof BroadcastChannel === 'undefined') return undefined
  pageChannel ??= new BroadcastChannel(SAVED_LOCATIONS_CHANNEL)
  return pageChannel
}

/** Tells the other tabs that this one wrote saved locations. */
export function announceLocationWrites(): void {
  channel()?.postMessage(WRITE_NOTICE)
}

export function useLocationSync(): void {
  const queryClient = useQueryClient()
  useEffect(() => {
    const heard = channel()
    if (!heard) return
    const refetch = (event: MessageEvent) => {
      if (event.data !== WRITE_NOTICE) return
      for (const op of SAVED_LOCATION_OPERATIONS) {
        void queryClient.invalidateQueries({ queryKey: queryKeys.operation(op) })
      }
    }
    heard.addEventListener('message', refetch)
    return () => {
      heard.removeEventListener('message', refetch)
    }
  }, [queryClient])
}
