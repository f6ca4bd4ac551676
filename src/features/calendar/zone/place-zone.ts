// The time zone of the chosen place: the calendar counts days in it unless the analyst picks
// another. The API's places carry a centroid but no zone, and the service gives each place the
// zone of its centroid (tz-lookup, scripts/data/places.ts); the browser does the same with the
// same library, loaded only when a place or radius is chosen, so a calendar that never picks one
// never downloads it.
import type { Place } from '../../../contract/place'
import type { ViewContext } from '../../../components/context/view-context'
import { parseWithin } from '../../../components/map/within'

export interface ZonePoint {
  readonly lat: number
  readonly lon: number
}

/**
 * Where the days' zone is read: the radius's centre, else the first place's centroid. The first
 * place stands for the rest: places of one search are rarely in different zones, and the zone
 * picker is one click away when they are.
 */
export function zonePoint(
  context: Pick<ViewContext, 'within' | 'place'>,
  places: readonly Place[] | undefined,
): ZonePoint | undefined {
  const circle = context.within === undefined ? undefined : parseWithin(context.within)
  if (circle) return { lat: circle.lat, lon: circle.lon }
  const first = context.place[0]
  const place = places?.find((p) => p.id === first)
  if (!place) return undefined
  const [lon, lat] = place.location
  return { lat, lon }
}

/** Whether the context names an area whose zone the days default to. */
export function hasZonePlace(context: Pick<ViewContext, 'within' | 'place'>): boolean {
  return context.within !== undefined || context.place.length > 0
}

/**
 * The explicit choice of UTC while a place is chosen. `UTC` itself is the context's default and is
 * kept out of the address, which would read as "not chosen" and turn back into the place's zone
 * on reload; `Etc/UTC` is the same zone under the name that survives.
 */
export const CHOSEN_UTC = 'Etc/UTC'

/** The IANA zone at a point, as the service assigns places theirs. */
export async function zoneAt(point: ZonePoint): Promise<string> {
  const { default: tzLookup } = await import('@photostructure/tz-lookup')
  const lat = Math.max(-90, Math.min(90, point.lat))
  const lon = Math.max(-180, Math.min(180, point.lon))
  return tzLookup(lat, lon)
}
