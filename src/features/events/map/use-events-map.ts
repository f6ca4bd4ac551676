// Every event matching the filters, for the map (docs/map-matches.md): the list pages, the map
// shows up to MAP_MATCH_CAP events, the highest-ranked first, so a capped map still shows what
// matters most. Each page is checked for, and keeps, only what the map and its popup read.
import { useCallback, useMemo } from 'react'

import { useApiClient } from '../../../api/client-context'
import { FIRST_PAGE_ROWS } from '../../../api/fetch-matches'
import { queryKeys } from '../../../api/query-options'
import type { MapEvent } from '../../../contract/event'
import { eventsLegend } from '../../../components/map/events-legend'
import type { LegendModel } from '../../../components/map/legend'
import { coverageText } from '../../../components/map/match-coverage'
import { useTheme } from '../../../components/theme/theme'
import type { Theme } from '../../../components/theme/theme'
import { useAllMatches } from '../../../components/map/use-all-matches'
import type { AllMatches } from '../../../components/map/use-all-matches'
import { mapEventsPage } from '../../../contract/event'
import { EVENTS_MAX_LIMIT } from '../../../contract/query/events'
import { buildMapPageQuery, buildMapQuery } from '../build-query'
import type { EventsQueryInput } from '../build-query'

export interface EventsMapData {
  readonly matches: AllMatches<MapEvent>
  /** The legend in the theme on screen. */
  readonly legend: LegendModel
  /** The legend in either theme, for an export in the other (docs/themes.md "Exports"). */
  readonly legendIn: (theme: Theme) => LegendModel
}

/**
 * `total` is the count endpoint's answer when it has come: unlike a search's count it is not
 * capped by the result window, so the legend can say "10,000 of 25,310" rather than "of more
 * than 10,000".
 */
export function useEventsMap(
  filterQuery: EventsQueryInput,
  total: number | undefined,
): EventsMapData {
  const client = useApiClient()
  const query = useMemo(() => buildMapQuery(filterQuery), [filterQuery])
  const matches = useAllMatches<MapEvent>({
    queryKey: queryKeys.request('searchEvents', query),
    fetchPage: async (offset, limit, options) => {
      const page = await client.searchEvents.reading(mapEventsPage)(
        buildMapPageQuery(filterQuery, offset, limit),
        options,
      )
      return { count: page.count, overflow: page.overflow, results: page.results }
    },
    pageSize: EVENTS_MAX_LIMIT,
    // The highest-ranked events on the map as soon as the service answers.
    firstPageSize: FIRST_PAGE_ROWS,
  })
  const caption = coverageText(
    {
      shown: matches.items.length,
      target: matches.target,
      total: total ?? matches.total,
      overflow: total === undefined && matches.overflow,
      loading: matches.loading,
    },
    'events',
    'highest rank',
  )
  const theme = useTheme()
  const legendIn = useCallback(
    (legendTheme: Theme) => eventsLegend(matches.items, caption, legendTheme),
    [matches.items, caption],
  )
  const legend = useMemo(() => legendIn(theme), [legendIn, theme])
  return { matches, legend, legendIn }
}
