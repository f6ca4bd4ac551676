// The zone of the chosen place or radius (place-zone.ts), or nothing when none is chosen. Places
// are read with the same query as the context bar's names, so it costs no extra request.
import { queryOptions, useQuery } from '@tanstack/react-query'
import type { QueryClient } from '@tanstack/react-query'

import type { ApiClient } from '../../../api/client'
import { useApiClient } from '../../../api/client-context'
import { apiQueryOptions } from '../../../api/query-options'
import type { ViewContext } from '../../../components/context/view-context'
import { isTimeZone } from '../../../utils/dates'
import { hasZonePlace, zoneAt, zonePoint } from './place-zone'
import type { ZonePoint } from './place-zone'

export interface PlaceZone {
  /** The place's zone once known. */
  readonly zone: string | undefined
  /** A place or radius is chosen and its zone is still being worked out. */
  readonly pending: boolean
}

type ZoneContext = Pick<ViewContext, 'within' | 'place'>

const placesOptions = (client: ApiClient, context: ZoneContext) =>
  apiQueryOptions(client, 'searchPlaces', {
    id: context.place,
    limit: String(context.place.length),
  })

/** The places are read only for their centroid: a radius has its own centre. */
const needsPlaces = (context: ZoneContext) =>
  context.within === undefined && context.place.length > 0

const zoneOptions = (point: ZonePoint | undefined) =>
  queryOptions({
    queryKey: ['place-zone', point?.lat, point?.lon],
    queryFn: () => (point ? zoneAt(point) : Promise.resolve('UTC')),
    staleTime: Number.POSITIVE_INFINITY,
    select: (name): string | undefined => (isTimeZone(name) ? name : undefined),
  })

export function usePlaceZone(context: ZoneContext): PlaceZone {
  const client = useApiClient()
  const places = useQuery({ ...placesOptions(client, context), enabled: needsPlaces(context) })
  const point = zonePoint(context, places.data?.results)
  const zone = useQuery({
    ...zoneOptions(point),
    enabled: point !== undefined,
  })
  // A place the API cannot find (or a failed lookup) has no zone: the days stay in UTC.
  const failed =
    places.isError || zone.isError || zone.isSuccess || (places.isSuccess && point === undefined)
  return {
    zone: zone.data,
    pending: hasZonePlace(context) && zone.data === undefined && !failed,
  }
}

/**
 * The same zone outside React, through the same queries, so the hook then finds them answered:
 * undefined when no place or radius is chosen or none has a zone.
 */
export async function fetchPlaceZone(
  queryClient: QueryClient,
  client: ApiClient,
  context: ZoneContext,
): Promise<string | undefined> {
  const places = needsPlaces(context)
    ? await queryClient.query({ ...placesOptions(client, context), staleTime: 'static' })
    : undefined
  const point = zonePoint(context, places?.results)
  if (point === undefined) return undefined
  return queryClient.query({ ...zoneOptions(point), staleTime: 'static' })
}
