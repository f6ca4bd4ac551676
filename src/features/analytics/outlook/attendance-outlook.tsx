// A saved location's next 90 days as the Analytics view charts them for `loc`: daily total
// attendance, the surge threshold and the surge days of /v1/demand-surge/ (charts/surge-chart.tsx),
// from the requests the view sends at its defaults, so the two share their answers. Static, for
// paper: no brush, no day to pick, and the surge days written out under the chart. A location's
// brief shows it (src/routes/location-brief-view-route.tsx puts it there).
import { useEffect, useMemo } from 'react'

import { useChartInk } from '../../../components/charts/chart-ink'
import type { DaySpan } from '../../../components/compare/period-change'
import { ErrorState, Skeleton } from '../../../components/states/states'
import type { FeaturesDay } from '../../../contract/features-response'
import type { SavedLocation } from '../../../contract/saved-location'
import { formatDate } from '../../../utils/dates'
import { formatInteger } from '../../../utils/format'
import { demandMembers } from '../api/feature-bodies'
import { useFeatureChunks, useSurgeChunks } from '../api/use-chunked'
import type { Chunked } from '../api/use-chunked'
import { chartRows } from '../charts/chart-rows'
import type { BrushHandlers } from '../charts/use-brush'
import { BAND_COLOR, SurgeChart, THRESHOLD_COLOR } from '../charts/surge-chart'
import { locationProblem, savedLocationArea } from '../location'
import { chunkSpan } from '../period'
import { ANALYTICS_SEARCH_DEFAULTS } from '../search-schema'
import '../analytics.css'

/** The plot's height on an A4 or Letter page beside the brief's other sections. */
const OUTLOOK_HEIGHT = 130

const NO_VIEWERSHIP: Chunked<FeaturesDay> = { chunks: [], done: 0, total: 0, failed: [] }
const STILL: BrushHandlers = {
  onMouseDown: () => undefined,
  onMouseMove: () => undefined,
  onMouseUp: () => undefined,
  onMouseLeave: () => undefined,
}
const ignoreDay = () => undefined
const search = ANALYTICS_SEARCH_DEFAULTS

export interface AttendanceOutlookProps {
  readonly location: SavedLocation
  /** The days charted: the location's insight window. */
  readonly period: DaySpan
  /** Whether everything the chart waits for is in (or failed): the brief prints only then. */
  readonly onReady: (ready: boolean) => void
}

export function AttendanceOutlook({ location, period, onReady }: AttendanceOutlookProps) {
  const area = savedLocationArea(location)
  const problem = area ? locationProblem(area) : 'It has neither a radius nor places.'
  const sent = problem === undefined ? area : undefined
  const chunks = useMemo(() => chunkSpan(period), [period])
  const members = useMemo(() => demandMembers(search), [])
  const demand = useFeatureChunks(sent, chunks, members)
  const surge = useSurgeChunks(sent, chunks, search.intensity)
  const rows = useMemo(
    () =>
      chartRows({
        period,
        demand,
        totals: demand,
        surge,
        viewership: NO_VIEWERSHIP,
        stat: search.stat,
        intensity: search.intensity,
        rankFeature: search.rankFeature,
      }),
    [period, demand, surge],
  )
  const ink = useChartInk()
  const error = demand.failed[0]?.error ?? surge.failed[0]?.error
  const settled = (c: Chunked<{ date: string }>) => c.done + c.failed.length >= c.total
  const ready = sent === undefined || (settled(demand) && settled(surge))
  useEffect(() => {
    onReady(ready)
  }, [ready, onReady])

  if (problem !== undefined) {
    return (
      <p className="notice">
        No attendance chart: analytics covers a radius of at most 100 miles or up to 3 places.{' '}
        {problem}
      </p>
    )
  }
  if (error !== undefined) return <ErrorState error={error} compact />
  if (!ready) return <Skeleton lines={4} label="Loading the attendance chart" />
  const legend = [
    { key: 'total', label: 'Total attendance', color: ink, mark: 'line' },
    { key: 'threshold', label: 'Surge threshold', color: THRESHOLD_COLOR, mark: 'dashed' },
    { key: 'band', label: 'Surge day', color: BAND_COLOR, mark: 'band' },
  ] as const
  const surges = rows.surgeDates
  return (
    <div className="attendance-outlook">
      <ul className="chart-legend" aria-label="Attendance chart legend">
        {legend.map((entry) => (
          <li key={entry.key} className="chart-legend__item">
            <span
              aria-hidden="true"
              className={`chart-legend__swatch chart-legend__swatch--${entry.mark}`}
              style={
                entry.mark === 'band' ? { background: entry.color } : { borderColor: entry.color }
              }
            />
            {entry.label}
          </li>
        ))}
      </ul>
      <div
        role="img"
        aria-label={`Daily total attendance from ${formatDate(period.gte)} to ${formatDate(period.lte)}, with ${surges.length} surge days.`}
      >
        <SurgeChart
          rows={rows.surge}
          selectedDay={undefined}
          selection={undefined}
          draft={undefined}
          brush={STILL}
          onDayClick={ignoreDay}
          height={OUTLOOK_HEIGHT}
        />
      </div>
      <p className="attendance-outlook__surges">
        {surges.length === 0
          ? `No surge day at intensity ${search.intensity} (the daily total over its 90-day mean by 2 standard deviations).`
          : `Surge days at intensity ${search.intensity}, over the 90-day mean by 2 standard deviations: ${surges
              .map((s) => `${formatDate(s.date)} (${formatInteger(s.total)})`)
              .join(', ')}.`}
      </p>
    </div>
  )
}
