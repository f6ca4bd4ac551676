// Every broadcast matching the filters, for the county map (docs/map-matches.md): the list pages,
// the map sums the viewership of up to MAP_MATCH_CAP broadcasts per county, the most watched first,
// so a capped map still shows where most people watch.
import { useCallback, useMemo } from 'react'

import { useApiClient } from '../../../api/client-context'
import { queryKeys } from '../../../api/query-options'
import { BLUES } from '../../../components/theme/ramps'
import { useTheme } from '../../../components/theme/theme'
import type { Theme } from '../../../components/theme/theme'
import type { LegendModel } from '../../../components/map/legend'
import { coverageText } from '../../../components/map/match-coverage'
import { useAllMatches } from '../../../components/map/use-all-matches'
import type { AllMatches } from '../../../components/map/use-all-matches'
import { BROADCASTS_MAX_LIMIT } from '../../../contract/query/broadcasts'
import type { BroadcastsQueryInput } from '../build-query'
import { binEdges, countyBins, toMapBroadcast, viewershipByCounty } from './county-viewership'
import type { CountyTotal, MapBroadcast } from './county-viewership'
import { usePaintedMatches } from './use-painted-matches'
import { viewershipLegend } from './viewership-legend'

/** Most watched first: what a capped map keeps (docs/api.md "Search broadcasts": sort). */
const MAP_SORT = '-svc_viewership'

export interface BroadcastsMapData {
  readonly matches: AllMatches<MapBroadcast>
  /** The matches the county colours show (use-painted-matches.ts). */
  readonly painted: readonly MapBroadcast[]
  readonly totals: ReadonlyMap<string, CountyTotal>
  readonly bins: ReadonlyMap<string, number>
  /** The bins' lower edges, from the period's county totals (county-viewership.ts binEdges). */
  readonly edges: readonly number[]
  /** The colour of each bin in `bins`, palest first, in each theme. */
  readonly colors: Readonly<Record<Theme, readonly string[]>>
  /** The legend in the theme on screen. */
  readonly legend: LegendModel
  /** The legend in either theme, for an export in the other (docs/themes.md "Exports"). */
  readonly legendIn: (theme: Theme) => LegendModel
}

/**
 * Every broadcast matching `filterQuery`, most watched first, up to MAP_MATCH_CAP: what the map
 * colours, and what the summary of another period is computed from.
 */
export function useMatchingBroadcasts(
  filterQuery: BroadcastsQueryInput,
  enabled: boolean,
): AllMatches<MapBroadcast> {
  const client = useApiClient()
  const query = useMemo(() => ({ ...filterQuery, sort: MAP_SORT }), [filterQuery])
  return useAllMatches<MapBroadcast>({
    queryKey: queryKeys.request('searchBroadcasts', query),
    fetchPage: async (offset, limit, options) => {
      const page = await client.searchBroadcasts(
        { ...query, offset: String(offset), limit: String(limit) },
        options,
      )
      return {
        count: page.count,
        overflow: page.overflow,
        results: page.results.flatMap((b) => toMapBroadcast(b) ?? []),
      }
    },
    pageSize: BROADCASTS_MAX_LIMIT,
    enabled,
  })
}

export function useBroadcastsMap(
  filterQuery: BroadcastsQueryInput,
  enabled: boolean,
): BroadcastsMapData {
  const matches = useMatchingBroadcasts(filterQuery, enabled)
  // The ramp's last bin stands out most on either ground (docs/themes.md).
  const theme = useTheme()
  const searchKey = useMemo(() => JSON.stringify(filterQuery), [filterQuery])
  const painted = usePaintedMatches(searchKey, matches, enabled)
  const totals = useMemo(() => viewershipByCounty(painted), [painted])
  const edges = useMemo(
    () =>
      binEdges(
        [...totals.values()].map((t) => t.viewership),
        // Both themes' ramps have as many colours: the bins hold across a switch.
        BLUES.light.length,
      ),
    [totals],
  )
  const bins = useMemo(() => countyBins(totals, edges), [totals, edges])
  // Kept while the number of bins holds: the counties repaint only when the palette changes.
  const colorCount = edges.length + 1
  const colors = useMemo(
    () => ({
      light: BLUES.light.slice(BLUES.light.length - colorCount),
      dark: BLUES.dark.slice(BLUES.dark.length - colorCount),
    }),
    [colorCount],
  )
  const caption = coverageText(
    {
      shown: matches.items.length,
      target: matches.target,
      total: matches.total,
      overflow: matches.overflow,
      loading: matches.loading,
    },
    'broadcasts',
    'most watched',
  )
  const legendIn = useCallback(
    (legendTheme: Theme) =>
      viewershipLegend(edges, BLUES[legendTheme], { counties: totals.size }, caption),
    [edges, totals.size, caption],
  )
  const legend = useMemo(() => legendIn(theme), [legendIn, theme])
  return { matches, painted, totals, bins, edges, colors, legend, legendIn }
}
