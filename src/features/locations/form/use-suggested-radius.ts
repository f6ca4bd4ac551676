// The suggested radius for the form's centre, asked by itself as soon as a centre exists and
// again when the centre moves or the industry changes. The request waits for changes to pause,
// and react-query keys each answer by centre, industry and unit: an answer is shown only while
// its own request is the one on screen, so a late answer for an older centre never replaces the
// newer one.
import { useQuery } from '@tanstack/react-query'
import { useEffect, useEffectEvent, useMemo, useState } from 'react'

import { useApiClient } from '../../../api/client-context'
import { apiQueryOptions } from '../../../api/query-options'
import type { Industry, RadiusUnit } from '../../../contract/enums'
import { useDebouncedCallback } from '../../../components/filters/use-debounced-callback'
import type { RadiusCircle } from '../../../components/map/within'
import { wrapLongitude } from '../../../utils/geodesy'
import type { LonLat } from '../../../utils/geodesy'
import { suggestedCircle } from '../location-shape'
import { isCurrent, requestKey, suggestionRequest } from './suggestion'
import type { SuggestionRequest } from './suggestion'

/** A centre dragged or an industry changed in quick steps asks once they pause. */
const SUGGEST_DELAY_MS = 300

/** Never sent: the query is disabled while there is no centre. */
const NO_REQUEST: SuggestionRequest = {
  'location.origin': '0,0',
  industry: 'other',
  radius_unit: 'km',
}

export interface SuggestedRadius {
  /** The suggestion around the centre on screen; null until it is answered. */
  readonly circle: RadiusCircle | null
  /** A centre exists and its suggestion is on its way. */
  readonly asking: boolean
  /** Why the API gave no suggestion for the centre on screen; null when it did or is asking. */
  readonly error: unknown
  /** Asks again (after a rate limit or a lost connection). */
  readonly retry: () => void
}

export function useSuggestedRadius(
  centre: LonLat | null,
  industry: Industry,
  unit: RadiusUnit,
): SuggestedRadius {
  const client = useApiClient()
  const wanted = centre ? suggestionRequest(centre, industry, unit) : null
  const wantedKey = requestKey(wanted)
  const [asked, setAsked] = useState<SuggestionRequest | null>(null)
  const later = useDebouncedCallback(setAsked, SUGGEST_DELAY_MS)
  const schedule = useEffectEvent(() => {
    later.call(wanted)
  })
  useEffect(() => {
    schedule()
  }, [wantedKey])

  const query = useQuery({
    ...apiQueryOptions(client, 'suggestedRadius', asked ?? NO_REQUEST),
    enabled: asked !== null,
  })
  const current = isCurrent(wanted, asked)
  const answer = current ? query.data : undefined
  const lat = centre?.lat
  const lon = centre?.lon
  // One object per answer and centre, so the map redraws the circle only when it changes.
  const circle = useMemo(
    () =>
      answer && lat !== undefined && lon !== undefined
        ? suggestedCircle({ lat, lon: wrapLongitude(lon) }, answer)
        : null,
    [answer, lat, lon],
  )
  return {
    circle,
    asking: wanted !== null && (!current || query.isFetching),
    error: current && query.isError ? query.error : null,
    retry: () => {
      void query.refetch()
    },
  }
}
