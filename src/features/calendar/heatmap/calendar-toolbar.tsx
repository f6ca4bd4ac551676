// The heatmap's own controls: year or month, which one, the metric, and the zone days are counted in.
import { useId, useMemo } from 'react'

import { EVENT_CATEGORIES } from '../../../contract/enums'
import { addMonths, formatMonthYear } from '../../../utils/dates'
import { formatSlug } from '../../../utils/format'
import { CALENDAR_DISPLAYS, CALENDAR_METRICS } from '../calendar-search'
import type { CalendarLayout, CalendarMetric, CalendarSearch } from '../calendar-search'
import { metricLabel } from '../day-metric'
import { CHOSEN_UTC } from '../zone/place-zone'

export type ToolbarPatch = Partial<
  Pick<CalendarSearch, 'layout' | 'month' | 'metric' | 'metricCategory' | 'tz' | 'display'>
>

/** The zones offered: UTC (under the name that stays in the address while a place is chosen,
 * zone/place-zone.ts), the place's, the current one, then every zone the browser knows. */
function timeZones(current: string, placeZone: string | undefined): string[] {
  const known =
    typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : []
  const utc = placeZone === undefined ? 'UTC' : CHOSEN_UTC
  const other = utc === 'UTC' ? CHOSEN_UTC : 'UTC'
  const listed = [utc, ...(placeZone === undefined ? [] : [placeZone]), current, ...known]
  return [...new Set(listed.filter((zone) => zone !== other || zone === current))]
}

function zoneName(zone: string, placeZone: string | undefined): string {
  if (zone === CHOSEN_UTC) return 'UTC'
  return zone === placeZone ? `${zone} (the place’s zone)` : zone
}

export function CalendarToolbar({
  search,
  month,
  placeZone,
  onChange,
}: {
  readonly search: CalendarSearch
  /** The anchor month `YYYY-MM` shown. */
  readonly month: string
  /** The zone of the chosen place or radius, when one is chosen. */
  readonly placeZone: string | undefined
  readonly onChange: (patch: ToolbarPatch) => void
}) {
  const id = useId()
  const zones = useMemo(() => timeZones(search.tz, placeZone), [search.tz, placeZone])
  const layout = search.layout
  const step = layout === 'year' ? 12 : 1
  const spanName = layout === 'year' ? month.slice(0, 4) : formatMonthYear(month)
  const unit = layout === 'year' ? 'year' : 'month'
  const setLayout = (value: CalendarLayout) => {
    onChange({ layout: value })
  }
  return (
    <div className="calendar-toolbar" role="group" aria-label="Calendar controls">
      <div className="segmented" role="radiogroup" aria-label="Layout">
        {(['year', 'month'] as const).map((value) => (
          <button
            key={value}
            type="button"
            role="radio"
            aria-checked={layout === value}
            className={`segmented__option${layout === value ? ' is-active' : ''}`}
            onClick={() => {
              setLayout(value)
            }}
          >
            {value === 'year' ? 'Year' : 'Month'}
          </button>
        ))}
      </div>
      <div className="segmented" role="radiogroup" aria-label="Show as">
        {CALENDAR_DISPLAYS.map((value) => (
          <button
            key={value}
            type="button"
            role="radio"
            aria-checked={search.display === value}
            className={`segmented__option${search.display === value ? ' is-active' : ''}`}
            onClick={() => {
              onChange({ display: value })
            }}
          >
            {value === 'heatmap' ? 'Heatmap' : 'Table'}
          </button>
        ))}
      </div>
      <div className="calendar-toolbar__span">
        <button
          type="button"
          className="icon-button"
          aria-label={`Previous ${unit}`}
          onClick={() => {
            onChange({ month: addMonths(month, -step) })
          }}
        >
          ‹
        </button>
        <h2 className="calendar-toolbar__title" aria-live="polite">
          {spanName}
        </h2>
        <button
          type="button"
          className="icon-button"
          aria-label={`Next ${unit}`}
          onClick={() => {
            onChange({ month: addMonths(month, step) })
          }}
        >
          ›
        </button>
      </div>
      <div className="field field--inline">
        <label className="field__label" htmlFor={`${id}-metric`}>
          Colour by
        </label>
        <select
          id={`${id}-metric`}
          className="input"
          value={search.metric}
          onChange={(event) => {
            const picked = CALENDAR_METRICS.find((m) => m === event.currentTarget.value)
            if (picked) onChange({ metric: picked })
          }}
        >
          {CALENDAR_METRICS.map((metric: CalendarMetric) => (
            <option key={metric} value={metric}>
              {metric === 'category'
                ? 'One category’s events'
                : metricLabel({ metric, category: search.metricCategory })}
            </option>
          ))}
        </select>
      </div>
      {search.metric === 'category' ? (
        <div className="field field--inline">
          <label className="field__label" htmlFor={`${id}-category`}>
            Category
          </label>
          <select
            id={`${id}-category`}
            className="input"
            value={search.metricCategory}
            onChange={(event) => {
              const picked = EVENT_CATEGORIES.find((c) => c === event.currentTarget.value)
              if (picked) onChange({ metricCategory: picked })
            }}
          >
            {EVENT_CATEGORIES.map((category) => (
              <option key={category} value={category}>
                {formatSlug(category)}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      <div className="field field--inline">
        <label className="field__label" htmlFor={`${id}-tz`}>
          Days counted in
        </label>
        <select
          id={`${id}-tz`}
          className="input calendar-toolbar__zone"
          value={search.tz}
          onChange={(event) => {
            onChange({ tz: event.currentTarget.value })
          }}
        >
          {zones.map((zone) => (
            <option key={zone} value={zone}>
              {zoneName(zone, placeZone)}
            </option>
          ))}
        </select>
      </div>
    </div>
  )
}
