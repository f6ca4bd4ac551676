// The time window as the broadcasts map shows it (docs/view-habits.md "The time bar",
// broadcasts): the counties coloured by the viewership of the broadcasts on air in the window, in
// the period's bins so that frames compare, and the legend saying what is lit. Computed from the
// broadcasts the map already holds, so a frame fetches nothing; both read the playback context,
// so a frame re-renders these and nothing else of the map.
import type { LngLat } from 'maplibre-gl'
import { useCallback, useMemo } from 'react'

import { CountiesLayer } from '../../../components/map/counties-layer'
import type { CountyMark } from '../../../components/map/counties-layer'
import type { LegendModel } from '../../../components/map/legend'
import { MatchesLegend } from '../../../components/map/matches-legend'
import type { Span } from '../../../components/time-bar/window-span'
import { BLUES } from '../../../components/theme/ramps'
import { useTheme } from '../../../components/theme/theme'
import type { Theme } from '../../../components/theme/theme'
import { countyBins, viewershipByCounty } from '../map/county-viewership'
import type { CountyTotal } from '../map/county-viewership'
import type { BroadcastsMapData } from '../map/use-broadcasts-map'
import { viewershipLegend } from '../map/viewership-legend'
import { onAir } from './broadcast-hours'
import { usePlayback } from './playback'

/** The county totals of the broadcasts on air in `span`. */
function windowTotals(
  data: BroadcastsMapData,
  hours: Float64Array,
  span: Span,
): ReadonlyMap<string, CountyTotal> {
  return viewershipByCounty(onAir(data.painted, hours, span))
}

/** The map's legend in a theme, with the window's counties and caption when there is one. */
export function windowLegendIn(
  data: BroadcastsMapData,
  totals: ReadonlyMap<string, CountyTotal> | undefined,
  caption: string | undefined,
): (theme: Theme) => LegendModel {
  if (!totals || caption === undefined) return data.legendIn
  return (theme) =>
    viewershipLegend(
      data.edges,
      BLUES[theme],
      { counties: totals.size, ofPeriod: data.totals.size },
      caption,
    )
}

/** The window's county totals and legend; the period's while there is no window. */
export function useWindowedMap(data: BroadcastsMapData, hours: Float64Array | undefined) {
  const playback = usePlayback()
  const window = playback?.window
  const caption = playback?.caption
  const totals = useMemo(
    () => (window && hours ? windowTotals(data, hours, window) : undefined),
    [data, hours, window],
  )
  const bins = useMemo(
    () => (totals ? countyBins(totals, data.edges) : data.bins),
    [totals, data.edges, data.bins],
  )
  const legendIn = useMemo(() => windowLegendIn(data, totals, caption), [data, totals, caption])
  return { bins, legendIn }
}

export function WindowedCounties({
  data,
  hours,
  marks,
  onClick,
}: {
  readonly data: BroadcastsMapData
  readonly hours: Float64Array | undefined
  readonly marks: ReadonlyMap<string, CountyMark>
  readonly onClick: (countyId: string, at: LngLat) => void
}) {
  const { bins, legendIn } = useWindowedMap(data, hours)
  const theme = useTheme()
  const legend = useMemo(
    () => (legendIn === data.legendIn ? data.legend : legendIn(theme)),
    [legendIn, theme, data],
  )
  return (
    <>
      <CountiesLayer bins={bins} colors={data.colors} marks={marks} onClick={onClick} />
      <MatchesLegend model={legend} matches={data.matches} noun="broadcasts" />
    </>
  )
}

/**
 * The legend of a map PNG in a theme: with a window, its counties and caption, worked out when
 * the picture is taken rather than on every frame.
 */
export function useExportLegend(
  data: BroadcastsMapData,
  hours: Float64Array | undefined,
): (theme: Theme) => LegendModel {
  const playback = usePlayback()
  const window = playback?.window
  const caption = playback?.caption
  return useCallback(
    (theme: Theme) =>
      windowLegendIn(
        data,
        window && hours ? windowTotals(data, hours, window) : undefined,
        caption,
      )(theme),
    [data, hours, window, caption],
  )
}
