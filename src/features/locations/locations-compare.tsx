// Two to four locations side by side: their next-90-day insights in one table, and their daily
// attendance (features endpoint, attended categories) on one chart with a table as its text
// alternative. No product we know of does this.
import { useQueries, useQuery } from '@tanstack/react-query'
import {
  CartesianGrid,
  Legend,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts'

import { useApiClient } from '../../api/client-context'
import { apiQueryOptions } from '../../api/query-options'
import type { SavedLocation } from '../../contract/saved-location'
import { explainError } from '../../components/states/error-message'
import { ErrorState, Skeleton } from '../../components/states/states'
import { periodBounds } from '../../components/context/view-context'
import { formatDate, formatDateRange, formatDayTick } from '../../utils/dates'
import { formatCompact, formatInteger } from '../../utils/format'
import { compareRows } from './compare-series'
import { INSIGHT_CONTEXT } from './insight-period'
import { featuresLocationOf } from './location-shape'
import { ATTENDED_FEATURE_FLAGS } from './use-previous-period'

const COLORS = ['#2557d6', '#c2410c', '#0f766e', '#7c3aed']

const METRICS = [
  ['Predicted attendance', 'svc_attendance_sum'],
  ['Attended events', 'attended_event_count'],
  ['Non-attended events', 'non_attended_event_count'],
  ['Unscheduled events', 'unscheduled_event_count'],
] as const

export function LocationsCompare({
  ids,
  nowMs,
  onRemove,
  onClear,
}: {
  readonly ids: readonly string[]
  readonly nowMs: number
  readonly onRemove: (id: string) => void
  readonly onClear: () => void
}) {
  const client = useApiClient()
  const list = useQuery({
    ...apiQueryOptions(client, 'listSavedLocations', { location_id: ids.join(','), limit: '10' }),
    enabled: ids.length > 0,
  })
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
  const rows = compareRows(
    located.flatMap((location, index) => {
      const days = series[index]?.data?.results
      return days ? [{ id: location.location_id, days }] : []
    }),
  )
  // One message for the chart, whichever series failed first (a plan without features fails all).
  const chartError = series.find((query) => query.isError)?.error
  const next90 = (location: SavedLocation) =>
    location.summary_insights.find((i) => i.date_range.type === 'next_90d')

  return (
    <section className="locations-compare" aria-labelledby="compare-title">
      <div className="locations-compare__head">
        <h2 id="compare-title" className="panel-title">
          Compare {ids.length} locations
        </h2>
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
          <table className="compare-table">
            <caption className="visually-hidden">
              Insights for the next 90 days, side by side
            </caption>
            <thead>
              <tr>
                <th scope="col">Next 90 days</th>
                {located.map((location, index) => (
                  <th key={location.location_id} scope="col">
                    <span
                      className="compare-table__swatch"
                      style={{ background: COLORS[index] }}
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
                      {formatInteger(next90(location)?.[key])}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
          <figure className="compare-chart">
            <figcaption className="small-chart__title">
              Daily predicted attendance, {formatDateRange(gte, lte)} (attended categories, features
              endpoint)
            </figcaption>
            <div className="compare-chart__plot" aria-hidden="true">
              <ResponsiveContainer width="100%" height="100%">
                <LineChart
                  data={rows}
                  margin={{ top: 8, right: 16, bottom: 0, left: 0 }}
                  accessibilityLayer={false}
                >
                  <CartesianGrid stroke="#eff1f4" />
                  <XAxis
                    dataKey="date"
                    tickFormatter={formatDayTick}
                    tick={{ fontSize: 11 }}
                    minTickGap={24}
                  />
                  <YAxis
                    tickFormatter={(v: number) => formatCompact(v)}
                    tick={{ fontSize: 11 }}
                    width={48}
                  />
                  <Tooltip
                    labelFormatter={formatDate}
                    formatter={(value) => formatInteger(Number(value))}
                    isAnimationActive={false}
                  />
                  <Legend wrapperStyle={{ fontSize: 12 }} />
                  {located.map((location, index) => (
                    <Line
                      key={location.location_id}
                      type="monotone"
                      dataKey={location.location_id}
                      name={location.name}
                      stroke={COLORS[index]}
                      dot={false}
                      strokeWidth={2}
                      isAnimationActive={false}
                    />
                  ))}
                </LineChart>
              </ResponsiveContainer>
            </div>
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
            <details className="compare-chart__table">
              <summary>Daily attendance as a table</summary>
              <table className="compare-table">
                <thead>
                  <tr>
                    <th scope="col">Date</th>
                    {located.map((location) => (
                      <th key={location.location_id} scope="col">
                        {location.name}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {rows.map((row) => (
                    <tr key={row.date}>
                      <th scope="row">{formatDate(row.date)}</th>
                      {located.map((location) => (
                        <td key={location.location_id} className="is-numeric">
                          {formatInteger(row[location.location_id])}
                        </td>
                      ))}
                    </tr>
                  ))}
                </tbody>
              </table>
            </details>
          </figure>
        </div>
      )}
    </section>
  )
}
