// The zone of the chosen place or radius (place-zone.ts), or nothing when none is chosen. Places
// are read with the same query as the context bar's names, so it costs no extra request.
import { useQuery } from '@tanstack/react-query'

import { useApiClient } from '../../../api/client-context'
import { apiQueryOptions } from '../../../api/query-options'
import type { ViewContext } from '../../../components/context/view-context'
import { isTimeZone } from '../../../utils/dates'
import { hasZonePlace, zoneAt, zonePoint } from './place-zone'

export interface PlaceZone {
  /** The place's zone once known. */
  readonly zone: string | undefined
  /** A place or radius is chosen and its zone is still being worked out. */
  readonly pending: boolean
}

export function usePlaceZone(context: Pick<ViewContext, 'within' | 'place'>): PlaceZone {
  const client = useApiClient()
  const ids = context.place
  const places = useQuery({
    ...apiQueryOptions(client, 'searchPlaces', { id: context.place, limit: String(ids.length) }),
    enabled: context.within === undefined && ids.length > 0,
  })
  const point = zonePoint(context, places.data?.results)
  const zone = useQuery({
    queryKey: ['place-zone', point?.lat, point?.lon],
    queryFn: () => (point ? zoneAt(point) : Promise.resolve('UTC')),
    enabled: point !== undefined,
    staleTime: Number.POSITIVE_INFINITY,
    select: (name) => (isTimeZone(name) ? name : undefined),
  })
  // A place the API cannot find (or a failed lookup) has no zone: the days stay in UTC.
  const failed =
    places.isError || zone.isError || zone.isSuccess || (places.isSuccess && point === undefined)
  return {
    zone: zone.data,
    pending: hasZonePlace(context) && zone.data === undefined && !failed,
  }
}
