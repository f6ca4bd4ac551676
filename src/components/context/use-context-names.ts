// Names for the ids a context carries: places from `/v1/places/?id=`, saved locations from
// `/v1/saved-locations?location_id=`. Until they arrive (or when they cannot), the id stands in.
import { useQuery } from '@tanstack/react-query'

import { useApiClient } from '../../api/client-context'
import { apiQueryOptions } from '../../api/query-options'
import { placeHierarchyText } from '../filters/place-combobox'
import type { ViewContext } from './view-context'

function usePlaceNames(ids: readonly string[]): ReadonlyMap<string, string> {
  const client = useApiClient()
  const places = useQuery({
    ...apiQueryOptions(client, 'searchPlaces', { id: ids, limit: String(ids.length) }),
    enabled: ids.length > 0,
  })
  return new Map((places.data?.results ?? []).map((place) => [place.id, placeHierarchyText(place)]))
}

function useSavedLocationNames(ids: readonly string[]): ReadonlyMap<string, string> {
  const client = useApiClient()
  const locations = useQuery({
    ...apiQueryOptions(client, 'listSavedLocations', {
      location_id: ids,
      limit: String(ids.length),
    }),
    enabled: ids.length > 0,
  })
  return new Map(
    (locations.data?.locations ?? []).map((location) => [location.location_id, location.name]),
  )
}

/** Names of the places and saved locations a context names, keyed by id. */
export function useContextNames(context: Pick<ViewContext, 'place' | 'loc'>): {
  readonly places: ReadonlyMap<string, string>
  readonly locations: ReadonlyMap<string, string>
} {
  return { places: usePlaceNames(context.place), locations: useSavedLocationNames(context.loc) }
}
