// A saved location's own events for its map: every event of the next 90 days inside it
// (GET /v1/saved-locations/{id}/insights/events/, the same answer as the list under its tiles),
// highest rank first, streamed page by page as the events map is (docs/map-matches.md).
import { useCallback } from 'react'

import { useApiClient } from '../../../api/client-context'
import { FIRST_PAGE_ROWS } from '../../../api/fetch-matches'
import { queryKeys } from '../../../api/query-options'
import type { MapEvent } from '../../../contract/event'
import { rankLegend } from '../../../components/map/events-legend'
import type { LegendModel } from '../../../components/map/legend'
import { coverageText } from '../../../components/map/match-coverage'
import { useAllMatches } from '../../../components/map/use-all-matches'
import type { AllMatches } from '../../../components/map/use-all-matches'
import type { Theme } from '../../../components/theme/theme'
import { EVENTS_MAX_LIMIT } from '../../../contract/query/events'
import { savedLocationMapEventsPage } from '../../../contract/saved-location'

/** The map's order: the most important first, so a capped map still shows what matters. */
const MAP_SORT = '-rank,start'

export interface LocationEvents {
  readonly matches: AllMatches<MapEvent>
  /**
   * The rank levels on the map in a theme, captioned "Map shows all 143 events in the next 90
   * days" (a map PNG may be drawn in the other theme).
   */
  readonly legendIn: (theme: Theme) => LegendModel
}

/** `locationId` undefined: nothing is fetched (no location is open). */
export function useLocationEvents(locationId: string | undefined): LocationEvents {
  const client = useApiClient()
  const base = { location_id: locationId ?? '', date_range_type: 'next_90d', sort: MAP_SORT }
  const matches = useAllMatches<MapEvent>({
    queryKey: queryKeys.request('savedLocationEvents', base),
    fetchPage: async (offset, limit, options) => {
      const page = await client.savedLocationEvents.reading(savedLocationMapEventsPage)(
        { ...base, limit: String(limit), offset: String(offset) },
        options,
      )
      return { count: page.count, results: page.results }
    },
    pageSize: EVENTS_MAX_LIMIT,
    firstPageSize: FIRST_PAGE_ROWS,
    enabled: locationId !== undefined,
  })
  const caption = coverageText(
    {
      shown: matches.items.length,
      target: matches.target,
      total: matches.total,
      overflow: matches.overflow,
      loading: matches.loading,
    },
    'events in the next 90 days',
    'highest rank',
  )
  const items = matches.items
  const legendIn = useCallback(
    (theme: Theme) => rankLegend(items, caption, theme),
    [items, caption],
  )
  return { matches, legendIn }
}
