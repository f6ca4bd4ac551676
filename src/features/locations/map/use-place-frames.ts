// The extent of each place of the place-based locations on the map, so the map frames a city, a
// county or a country as what it is rather than as one dot at street zoom. A saved location names
// its places by id and point only (docs/api.md "Saved location": `places`); their types come from
// the places endpoint (one request per hundred ids, as the place picker asks), and the outlines'
// boxes from the basemap's files (components/map/place-boxes.ts).
import { useQueries } from '@tanstack/react-query'
import { useMemo, useState } from 'react'

import { useApiClient } from '../../../api/client-context'
import { apiQueryOptions } from '../../../api/query-options'
import { boxOfBoxes } from '../../../components/map/framing-box'
import { boxAroundPlace } from '../../../components/map/place-boxes'
import { useBoundaryBoxes } from '../../../components/map/use-boundary-boxes'
import type { BoundaryFile } from '../../../components/map/use-boundary-boxes'
import type { BBox } from '../../../components/map/viewport'
import type { Place } from '../../../contract/place'
import { PLACES_MAX_LIMIT } from '../../../contract/query/places'
import type { SavedLocation } from '../../../contract/saved-location'
import { DRAFT_PLACES_ID } from './use-draft-places'

export interface PlaceFrames {
  /** The box of each place (or location) id known so far. */
  readonly frames: ReadonlyMap<string, BBox>
  /** Every answer is in (or failed): a place still missing is framed by its point. */
  readonly settled: boolean
}

/** Which basemap file holds the outline of a place of this type, if one does. */
export function boundaryFileOf(place: Pick<Place, 'type' | 'country_alpha2'>): BoundaryFile | null {
  if (place.type === 'country') return 'countries'
  if (place.country_alpha2 !== 'US') return null
  if (place.type === 'region') return 'usStates'
  if (place.type === 'county') return 'usCounties'
  return null
}

const chunks = (ids: readonly string[]): string[][] => {
  const out: string[][] = []
  for (let i = 0; i < ids.length; i += PLACES_MAX_LIMIT) {
    out.push(ids.slice(i, i + PLACES_MAX_LIMIT))
  }
  return out
}

function usePlaceFrames(ids: readonly string[]): PlaceFrames {
  const client = useApiClient()
  const answers = useQueries({
    queries: chunks([...new Set(ids)].sort()).map((chunk) =>
      apiQueryOptions(client, 'searchPlaces', {
        id: chunk,
        limit: String(chunk.length),
      }),
    ),
  })
  const places = answers.flatMap((answer) => answer.data?.results ?? [])
  const files = [...new Set(places.flatMap((place) => boundaryFileOf(place) ?? []))].sort()
  const outlines = useBoundaryBoxes(files)
  const settled = answers.every((answer) => !answer.isPending) && outlines.settled

  // One map per set of answers, so the map reframes when one arrives, not every render.
  const signature = `${places.map((place) => place.id).join(',')}|${String(outlines.boxes.size)}|${String(settled)}`
  const [kept, setKept] = useState<{ signature: string; frames: ReadonlyMap<string, BBox> }>({
    signature: '',
    frames: new Map(),
  })
  if (kept.signature === signature) return { frames: kept.frames, settled }
  const frames = new Map<string, BBox>()
  for (const place of places) {
    frames.set(place.id, outlines.boxes.get(place.id) ?? boxAroundPlace(place.location, place.type))
  }
  setKept({ signature, frames })
  return { frames, settled }
}

/**
 * The box of each place-based location (by location id) and of the places picked in an open form
 * (DRAFT_PLACES_ID): every place of it, each as large as it is. A place the answers do not know
 * yet is left out; with none known, the location has no frame and the map frames its points.
 */
export function useLocationFrames(
  locations: readonly SavedLocation[],
  draftPlaceIds: readonly string[],
): PlaceFrames {
  const ids = useMemo(
    () => [
      ...locations.flatMap((location) =>
        location.geojson ? [] : location.places.map((place) => place.place_id),
      ),
      ...draftPlaceIds,
    ],
    [locations, draftPlaceIds],
  )
  const places = usePlaceFrames(ids)
  const frames = useMemo(() => {
    const byLocation = new Map<string, BBox>()
    const frameOf = (placeIds: readonly string[]) =>
      boxOfBoxes(
        placeIds.flatMap((id) => {
          const box = places.frames.get(id)
          return box ? [box] : []
        }),
      )
    for (const location of locations) {
      if (location.geojson) continue
      const box = frameOf(location.places.map((place) => place.place_id))
      if (box) byLocation.set(location.location_id, box)
    }
    const draft = frameOf(draftPlaceIds)
    if (draft) byLocation.set(DRAFT_PLACES_ID, draft)
    return byLocation
  }, [locations, draftPlaceIds, places.frames])
  const settled = places.settled
  return useMemo(() => ({ frames, settled }), [frames, settled])
}
