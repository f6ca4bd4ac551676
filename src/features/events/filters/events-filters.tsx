// The filter panel. Each control writes its part of the URL; the URL drives the query.
import {
  DELETED_REASONS,
  EVENT_CATEGORIES,
  EVENT_STATES,
  RANK_LEVELS,
} from '../../../contract/enums'
import type { EventsCountResponse } from '../../../contract/event'
import { CheckboxGroup } from '../../../components/filters/checkbox-group'
import { COUNTRY_OPTIONS } from '../../../components/filters/country-options'
import { PeriodFilter } from '../../../components/filters/period-filter'
import { MultiSelect } from '../../../components/filters/multi-select'
import { PlaceSearch } from '../../../components/filters/place-search'
import { NumberRangeFields } from '../../../components/filters/number-range-fields'
import { TextFilter } from '../../../components/filters/text-filter'
import '../../../components/filters/filters.css'
import { DELETED_REASON_LABELS, RANK_LEVEL_LABELS, STATE_LABELS, categoryLabel } from '../labels'
import type { EventsSearch } from '../search-schema'
import { WithinFilter } from './within-filter'

/** How many labels to offer: the most frequent ones among the current results. */
const LABEL_CHOICES = 24

export type FilterPatch = Partial<Omit<EventsSearch, 'page' | 'lat' | 'lon' | 'zoom' | 'event'>>

export function EventsFilters({
  search,
  counts,
  onChange,
  onReset,
}: {
  readonly search: EventsSearch
  readonly counts: EventsCountResponse | undefined
  readonly onChange: (patch: FilterPatch) => void
  readonly onReset: () => void
}) {
  const selectedLabels = search.label
  const labelCounts = counts?.labels ?? {}
  const labelChoices = [
    ...new Set([
      ...selectedLabels,
      ...Object.entries(labelCounts)
        .sort(([a, x], [b, y]) => y - x || a.localeCompare(b))
        .slice(0, LABEL_CHOICES)
        .map(([label]) => label),
    ]),
  ]
  const states = search.state
  return (
    <form
      className="events-filters"
      aria-label="Event filters"
      onSubmit={(event) => {
        event.preventDefault()
      }}
    >
      <div className="events-filters__head">
        <h2 className="events-filters__title">Filters</h2>
        <button type="button" className="link-button" onClick={onReset}>
          Reset all filters
        </button>
      </div>
      <TextFilter
        label="Search text"
        value={search.q}
        onCommit={(q) => {
          onChange({ q })
        }}
      />
      <PeriodFilter legend="Dates" context={search} onChange={onChange} />
      <fieldset className="filter-group">
        <legend className="filter-group__legend">Where</legend>
        <PlaceSearch
          label="Places"
          selected={search.place}
          onChange={(ids) => {
            onChange({ place: ids })
          }}
        />
        <MultiSelect
          label="Countries"
          options={COUNTRY_OPTIONS}
          selected={search.country}
          placeholder="Type a country name"
          noMatches="No countries found"
          onChange={(codes) => {
            // The URL keeps ISO codes (`country=US,GB`), the API's own parameter.
            onChange({ country: codes })
          }}
        />
        <WithinFilter
          within={search.within}
          onChange={(within) => {
            onChange({ within })
          }}
        />
      </fieldset>
      <CheckboxGroup
        legend="Categories"
        columns={1}
        options={EVENT_CATEGORIES.map((category) => ({
          value: category,
          label: categoryLabel(category),
          ...(counts && { count: counts.categories[category] ?? 0 }),
        }))}
        selected={search.category}
        onChange={(values) => {
          onChange({ category: values })
        }}
      />
      <CheckboxGroup
        legend="Rank level"
        options={RANK_LEVELS.map((level) => ({
          value: `${level}` as const,
          label: RANK_LEVEL_LABELS[String(level)] ?? String(level),
          ...(counts && { count: counts.rank_levels[`${level}`] }),
        }))}
        selected={search.rank}
        onChange={(values) => {
          onChange({ rank: values })
        }}
      />
      <CheckboxGroup
        legend="Local rank level"
        options={RANK_LEVELS.map((level) => ({
          value: `${level}` as const,
          label: RANK_LEVEL_LABELS[String(level)] ?? String(level),
          ...(counts && { count: counts.local_rank_levels[`${level}`] }),
        }))}
        selected={search.localRank}
        onChange={(values) => {
          onChange({ localRank: values })
        }}
      />
      {labelChoices.length > 0 ? (
        <CheckboxGroup
          legend="Labels"
          // One column: a label and its full count (`4,468`) do not fit half of the panel.
          options={labelChoices.map((label) => ({
            value: label,
            label,
            ...(label in labelCounts && { count: labelCounts[label] }),
          }))}
          selected={selectedLabels}
          onChange={(values) => {
            onChange({ label: values })
          }}
        />
      ) : null}
      <fieldset className="filter-group">
        <legend className="filter-group__legend">Predicted attendance</legend>
        <NumberRangeFields
          low={search.attMin}
          high={search.attMax}
          onLow={(attMin) => {
            onChange({ attMin })
          }}
          onHigh={(attMax) => {
            onChange({ attMax })
          }}
        />
      </fieldset>
      <CheckboxGroup
        legend="State"
        options={EVENT_STATES.map((state) => ({ value: state, label: STATE_LABELS[state] }))}
        // No choice means the API default, active events only (docs/api.md "Search events").
        selected={states.length === 0 ? ['active'] : states}
        onChange={(values) => {
          onChange({ state: values.length === 1 && values[0] === 'active' ? [] : values })
        }}
      />
      <CheckboxGroup
        legend="Deleted reason"
        options={DELETED_REASONS.map((reason) => ({
          value: reason,
          label: DELETED_REASON_LABELS[reason],
        }))}
        selected={search.deleted}
        onChange={(values) => {
          onChange({ deleted: values })
        }}
      />
    </form>
  )
}
