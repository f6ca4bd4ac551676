// Two to four locations side by side: their next-90-day insights in one table, and their daily
// attendance (features endpoint, attended categories) on one chart with a table as its text
// alternative. A city and a 3 km circle differ in size before they differ in anything else, so
// both can be read per km² of area (where the area is known) or indexed to their first week.
import { useQueries, useQuery } from '@tanstack/react-query'
import { useEffect, useRef } from 'react'

import { useApiClient } from '../../../api/client-context'
import { apiQueryOptions } from '../../../api/query-options'
import type { SavedLocation } from '../../../contract/saved-location'
import { explainError } from '../../../components/states/error-message'
import { RadioChoices } from '../../../components/filters/radio-choices'
import { ErrorState, Skeleton } from '../../../components/states/states'
import { periodBounds } from '../../../components/context/view-context'
import { formatDateRange } from '../../../utils/dates'
import { COMPARE_COLORS, CompareChart, MODE_UNITS, modeFigure } from './compare-chart'
import { areaKm2, compareRows, compareView } from './compare-series'
import type { LeftOff } from './compare-series'
import { COMPARE_MODES } from '../search-schema'
import type { CompareMode } from '../search-schema'
import { INSIGHT_CONTEXT } from '../insight-period'
import { featuresLocationOf } from '../location-shape'
import { ATTENDED_FEATURE_FLAGS } from '../api/use-previous-period'

const METRICS = [
  ['Predicted attendance', 'svc_attendance_sum'],
  ['Attended events', 'attended_event_count'],
  ['Non-attended events', 'non_attended_event_count'],
  ['Unscheduled events', 'unscheduled_event_count'],
] as const

const MODE_LABELS: Readonly<Record<CompareMode, string>> = {
  absolute: 'Absolute',
  area: 'Per km²',
  indexed: 'Indexed (first week = 100)',
}

const LEFT_OFF: Readonly<Record<LeftOff, string>> = {
  'no-area':
    'no area is known for a location made of places (the API gives a place no area), so it has no per-km² figures',
  'no-first-week': 'no attendance in its first week, so there is nothing to index to',
}

export function LocationsCompare({
  ids,
  nowMs,
  mode,
  onMode,
  onRemove,
  onClear,
}: {
  readonly ids: readonly string[]
  readonly nowMs: number
  readonly mode: CompareMode
  readonly onMode: (mode: CompareMode) => void
  readonly onRemove: (id: string) => void
  readonly onClear: () => void
}) {
  const client = useApiClient()
  const headingRef = useRef<HTMLHeadingElement>(null)
  const list = useQuery({
    ...apiQueryOptions(client, 'listSavedLocations', { location_id: ids, limit: '10' }),
    enabled: ids.length > 0,
  })
  // The panel sits below the list and the map, out of sight: once there are two locations to
  // compare, bring it into view and put the focus on its heading, so keyboard and screen reader
  // users land where the comparison is. Scrolled once its table is there: a panel still loading
  // is shorter, and the page could not scroll it to the top.
  const comparing = ids.length >= 2 && list.data !== undefined
  useEffect(() => {
    if (!comparing) return
    const heading = headingRef.current
    heading?.scrollIntoView({ block: 'start' })
    heading?.focus({ preventScroll: true })
  }, [comparing])
  const located: SavedLocation[] = ids.flatMap(
    (id) => list.data?.locations.find((l) => l.location_id === id) ?? [],
  )
  // The insights' own period, which the view's context chip states (insight-period.ts).
  const { gte = '', lte = '' } = periodBounds(INSIGHT_CONTEXT, nowMs)
  const series = useQueries({
    queries: located.map((location) => {
      const area = featuresLocationOf(location)
      return {
        ...apiQueryOptions(client, 'features', {
          active: { gte, lte },
          location: area ?? { place_id: [] },
          ...ATTENDED_FEATURE_FLAGS,
        }),
        enabled: area !== null,
      }
    }),
  })
  const areas = new Map(located.map((l) => [l.location_id, areaKm2(l)]))
  const view = compareView(
    compareRows(
      located.flatMap((location, index) => {
        const days = series[index]?.data?.results
        return days ? [{ id: location.location_id, days }] : []
      }),
    ),
    located.map((l) => l.location_id),
    mode,
    areas,
  )
  // One message for the chart, whichever series failed first (a plan without features fails all).
  const chartError = series.find((query) => query.isError)?.error
  const next90 = (location: SavedLocation) =>
    location.summary_insights.find((i) => i.date_range.type === 'next_90d')
  // The insights are totals of the window, so only "per km²" changes them; an index is of days.
  const perArea = (location: SavedLocation, value: number | undefined) => {
    if (mode !== 'area') return value
    const km2 = areas.get(location.location_id)
    return value === undefined || km2 === undefined ? undefined : value / km2
  }
  const title = `Daily predicted attendance${mode === 'absolute' ? '' : `, ${MODE_UNITS[mode]}`}`

  return (
    <section className="locations-compare" aria-labelledby="compare-title">
      <div className="locations-compare__head">
        <h2 id="compare-title" className="panel-title" ref={headingRef} tabIndex={-1}>
          Compare {ids.length} locations
        </h2>
        <RadioChoices
          legend="Show the figures"
          legendClassName="visually-hidden"
          options={COMPARE_MODES}
          labels={MODE_LABELS}
          value={mode}
          onChange={onMode}
        />
        <button type="button" className="button button--small" onClick={onClear}>
          Close comparison
        </button>
      </div>
      {ids.length < 2 ? (
        <p className="notice">Tick a second location in the list to compare (up to four).</p>
      ) : null}
      {list.isPending ? (
        <Skeleton lines={4} label="Loading the locations to compare" />
      ) : list.isError ? (
        <ErrorState error={list.error} onRetry={() => void list.refetch()} compact />
      ) : (
        <div className="locations-compare__body">
          <div>
            <table className="compare-table">
              <caption className="visually-hidden">
                Insights for the next 90 days, side by side
                {mode === 'area' ? ', per km² of each location' : ''}
              </caption>
              <thead>
                <tr>
                  <th scope="col">Next 90 days{mode === 'area' ? ', per km²' : ''}</th>
                  {located.map((location, index) => (
                    <th key={location.location_id} scope="col">
                      <span
                        className="compare-table__swatch"
                        style={{ background: COMPARE_COLORS[index] }}
                        aria-hidden="true"
                      />
                      {location.name}{' '}
                      <button
                        type="button"
                        className="chip__remove"
                        aria-label={`Remove ${location.name} from the comparison`}
                        onClick={() => {
                          onRemove(location.location_id)
                        }}
                      >
                        ×
                      </button>
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {METRICS.map(([label, key]) => (
                  <tr key={key}>
                    <th scope="row">{label}</th>
                    {located.map((location) => (
                      <td key={location.location_id} className="is-numeric">
                        {modeFigure(
                          perArea(location, next90(location)?.[key]),
                          mode === 'area' ? 'area' : 'absolute',
                        )}
                      </td>
                    ))}
                  </tr>
                ))}
                <tr>
                  <th scope="row">Area</th>
                  {located.map((location) => {
                    const km2 = areas.get(location.location_id)
                    return (
                      <td key={location.location_id} className="is-numeric">
                        {km2 === undefined ? 'not known' : `${modeFigure(km2, 'area')} km²`}
                      </td>
                    )
                  })}
                </tr>
              </tbody>
            </table>
            {mode === 'indexed' ? (
              <p className="field__hint">
                The table shows the 90-day totals; the index applies to the daily chart.
              </p>
            ) : null}
          </div>
          <figure className="compare-chart">
            <figcaption className="small-chart__title">
              {title}, {formatDateRange(gte, lte)} (attended categories, features endpoint)
            </figcaption>
            {located.flatMap((location) => {
              const why = view.left.get(location.location_id)
              return why === undefined
                ? []
                : [
                    <p key={location.location_id} className="field__hint" role="status">
                      {location.name} is left off: {LEFT_OFF[why]}.
                    </p>,
                  ]
            })}
            <CompareChart located={located} rows={view.rows} mode={mode} title={title} />
            {chartError ? (
              <p className="field__error" role="alert">
                {explainError(chartError).title}: the daily attendance comes from the features
                endpoint. {explainError(chartError).detail}
              </p>
            ) : null}
            {located.some((location) => featuresLocationOf(location) === null) ? (
              <p className="field__hint">
                Locations over 100 miles or with more than 3 places are left off the chart: the
                features endpoint does not take them.
              </p>
            ) : null}
          </figure>
        </div>
      )}
    </section>
  )
}
