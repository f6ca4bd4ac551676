// The choices of the view: where (saved location, places, radius), when (period), and what the
// attendance chart counts. Each writes its part of the URL; the URL drives the requests.
import { useQuery } from '@tanstack/react-query'
import { Suspense, lazy, useId, useState } from 'react'

import { useApiClient } from '../../api/client-context'
import { apiQueryOptions } from '../../api/query-options'
import { FEATURE_STATS, SURGE_INTENSITIES } from '../../contract/enums'
import type { FeatureStat, SurgeIntensity } from '../../contract/enums'
import { PeriodFilter } from '../../components/filters/period-filter'
import { PlaceSearch } from '../../components/filters/place-search'
import { SelectField } from '../../components/filters/select-field'
import { NumberRangeFields } from '../../components/filters/number-range-fields'
import { WithinField } from '../../components/filters/within-field'
import '../../components/filters/filters.css'
import { Skeleton } from '../../components/states/states'
import { locationProblem } from './location'
import { periodProblem } from './period'
import type { AnalyticsSearch } from './search-schema'
import { WEEKLY_AFTER_DAYS } from './charts/weekly'

// MapLibre is a large download: the map loads when the analyst opens it, never before a chart.
const RadiusMap = lazy(() => import('./radius-map').then((m) => ({ default: m.RadiusMap })))

const STAT_LABELS: Readonly<Record<FeatureStat, string>> = {
  sum: 'Sum (people)',
  count: 'Count (events)',
  avg: 'Average per event',
  max: 'Largest event',
  min: 'Smallest event',
  median: 'Median event',
  std_dev: 'Standard deviation',
}
const STATS = FEATURE_STATS.filter((s) => s !== 'min').map((value) => ({
  value,
  label: STAT_LABELS[value],
}))

const INTENSITY_LABELS: Readonly<Record<SurgeIntensity, string>> = {
  s: 'Small (1 sd over the mean)',
  m: 'Medium (2 sd)',
  l: 'Large (3 sd)',
  xl: 'Extra large (4 sd)',
}

const BIN_OPTIONS: readonly { value: AnalyticsSearch['bins']; label: string }[] = [
  { value: 'auto', label: `Days, weeks beyond ${String(WEEKLY_AFTER_DAYS)} days` },
  { value: 'day', label: 'Days' },
  { value: 'week', label: 'Weeks' },
]

export type AnalyticsPatch = Partial<AnalyticsSearch>

export function AnalyticsControls({
  search,
  nowMs,
  onChange,
}: {
  readonly search: AnalyticsSearch
  /** The view's clock: the last day features answer for depends on it (period.ts). */
  readonly nowMs: number
  readonly onChange: (patch: AnalyticsPatch) => void
}) {
  const id = useId()
  const client = useApiClient()
  const saved = useQuery(apiQueryOptions(client, 'listSavedLocations', { limit: '100' }))
  const locations = saved.data?.locations ?? []
  const firstLoc = search.loc[0] ?? ''
  // Open at first when the address already charts a radius, so the circle is seen where it is.
  const [mapOpen, setMapOpen] = useState(
    () => search.within !== undefined && search.place.length === 0 && search.loc.length === 0,
  )
  return (
    <>
      <form
        className="analytics-controls"
        aria-label="Analytics choices"
        onSubmit={(event) => {
          event.preventDefault()
        }}
      >
        <fieldset className="filter-group analytics-controls__where">
          <legend className="filter-group__legend">Location</legend>
          <div className="field">
            <label className="field__label" htmlFor={`${id}-loc`}>
              Saved location
            </label>
            <select
              id={`${id}-loc`}
              className="input"
              value={firstLoc}
              onChange={(event) => {
                onChange({
                  loc: event.currentTarget.value === '' ? [] : [event.currentTarget.value],
                  selFrom: undefined,
                  selTo: undefined,
                  day: undefined,
                })
              }}
            >
              <option value="">None</option>
              {locations.map((l) => (
                <option key={l.location_id} value={l.location_id}>
                  {l.name}
                </option>
              ))}
            </select>
          </div>
          <PlaceSearch
            label="Places (up to 3)"
            selected={search.place}
            onChange={(ids) => {
              onChange({
                place: ids,
                selFrom: undefined,
                selTo: undefined,
                day: undefined,
              })
            }}
          />
          {/* The map's toggle sits beside the typed radius: the two ways to the same circle. */}
          <div className="analytics-controls__radius">
            <WithinField
              label="Radius area, at most 100 mi (radius@lat,lon)"
              within={search.within}
              placeholder="e.g. 10km@41.88,-87.63"
              limit={(circle) => locationProblem({ by: 'circle', ...circle })}
              onChange={(within) => {
                onChange({ within })
              }}
            />
            <button
              type="button"
              className="button button--small analytics-controls__map-toggle"
              aria-expanded={mapOpen}
              aria-controls={`${id}-map`}
              onClick={() => {
                setMapOpen(!mapOpen)
              }}
            >
              {mapOpen ? 'Hide the map' : 'Draw on a map'}
            </button>
          </div>
        </fieldset>
        <PeriodFilter
          legend="Period"
          context={search}
          // A period the charts cannot take (over a year, before 2016) is said beside the dates,
          // and the charts keep the last period they could draw.
          check={(span) => periodProblem(span, nowMs)}
          onChange={(patch) => {
            onChange({ ...patch, selFrom: undefined, selTo: undefined, day: undefined })
          }}
        />
        <fieldset className="filter-group">
          <legend className="filter-group__legend">Attendance</legend>
          <SelectField
            label="Statistic"
            value={search.stat}
            options={STATS}
            onChange={(stat) => {
              onChange({ stat })
            }}
          />
          <NumberRangeFields
            labels={['Rank from', 'Rank to']}
            low={search.rankGte}
            high={search.rankLte}
            parse={rankNumber}
            wanted="a rank from 0 to 100"
            onLow={(rankGte) => {
              onChange({ rankGte })
            }}
            onHigh={(rankLte) => {
              onChange({ rankLte })
            }}
          />
          <SelectField
            label="Charts by"
            value={search.bins}
            options={BIN_OPTIONS}
            onChange={(bins) => {
              onChange({ bins })
            }}
          />
          <SelectField
            label="Surge intensity"
            value={search.intensity}
            options={SURGE_INTENSITIES.map((value) => ({ value, label: INTENSITY_LABELS[value] }))}
            onChange={(intensity) => {
              onChange({ intensity, day: undefined })
            }}
          />
        </fieldset>
      </form>
      {mapOpen ? (
        <section id={`${id}-map`} className="analytics-map" aria-label="Draw the location on a map">
          <Suspense fallback={<Skeleton label="Loading the map" lines={4} />}>
            <RadiusMap
              within={search.within}
              place={search.place}
              onChange={(within) => {
                onChange({
                  within,
                  ...(within !== undefined && { place: [], loc: [] }),
                  selFrom: undefined,
                  selTo: undefined,
                  day: undefined,
                })
              }}
            />
          </Suspense>
        </section>
      ) : null}
    </>
  )
}

/** A typed rank within 0–100 (docs/api.md "Features": `svc_rank` bounds); others are refused. */
function rankNumber(text: string): number | undefined {
  if (text.trim() === '') return undefined
  const n = Math.round(Number(text))
  return Number.isFinite(n) && n >= 0 && n <= 100 ? n : undefined
}
