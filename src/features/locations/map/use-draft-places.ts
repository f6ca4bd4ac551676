// The places picked in an open form, as the map draws a saved location: a marker per place, shown
// before the location is saved. The query is the place picker's own (components/filters/
// place-search.tsx asks for the chosen ids the same way), so it is answered from the cache.
import { useQuery } from '@tanstack/react-query'
import { useMemo } from 'react'

import { useApiClient } from '../../../api/client-context'
import { apiQueryOptions } from '../../../api/query-options'
import type { MapSavedLocation } from '../../../components/map/saved-locations-geojson'

/** The draft's feature id: never a saved location's (those are 22 base-62 characters). */
export const DRAFT_PLACES_ID = 'draft-places'

export function useDraftPlaces(ids: readonly string[], name: string): MapSavedLocation | null {
  const client = useApiClient()
  const chosen = useQuery({
    ...apiQueryOptions(client, 'searchPlaces', { id: ids, limit: String(ids.length) }),
    enabled: ids.length > 0,
  })
  const data = ids.length > 0 ? chosen.data : undefined
  // One object per answer, so the map redraws and reframes when the picks change, not every render.
  return useMemo(() => {
    if (!data) return null
    const points = data.results.map((place) => place.location)
    // Drawn as pending: not saved, so not yet enriched either.
    return points.length > 0 ? { id: DRAFT_PLACES_ID, name, status: 'pending', points } : null
  }, [data, name])
}
