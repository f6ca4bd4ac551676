// The filters shared with the events explorer (same URL keys: q, category, label, rank,
// localRank, country, place, within, state), folded above the heatmap so the year keeps the
// width it needs.
import { EVENT_CATEGORIES, EVENT_STATES, RANK_LEVELS } from '../../contract/enums'
import type { EventFilters } from '../../components/event-filters/event-filter-search'
import type { ViewContext } from '../../components/context/view-context'
import { CheckboxGroup } from '../../components/filters/checkbox-group'
import { COUNTRY_OPTIONS } from '../../components/filters/country-options'
import { MultiSelect } from '../../components/filters/multi-select'
import { PlaceSearch } from '../../components/filters/place-search'
import { TextFilter } from '../../components/filters/text-filter'
import { WithinField } from '../../components/filters/within-field'
import '../../components/filters/filters.css'
import { formatSlug } from '../../utils/format'

export type CalendarFilterPatch = Partial<EventFilters & Pick<ViewContext, 'place' | 'within'>>

const RANK_OPTIONS = RANK_LEVELS.map((level) => ({
  value: `${level}` as const,
  label: `Level ${String(level)} (${String((level - 1) * 20 + (level === 1 ? 0 : 1))}–${String(level * 20)})`,
}))

/** How many filters are on, for the folded panel's summary. */
export function activeFilterCount(search: EventFilters & Pick<ViewContext, 'place' | 'within'>) {
  const keys = [search.category, search.rank, search.localRank, search.label, search.country]
  return (
    keys.filter((value) => value.length > 0).length +
    (search.state.length === 0 ? 0 : 1) +
    (search.q === '' ? 0 : 1)
  )
}

export function CalendarFilters({
  search,
  labels,
  onChange,
}: {
  readonly search: EventFilters & Pick<ViewContext, 'place' | 'within'>
  /** Labels to offer: the most frequent ones of the span. */
  readonly labels: readonly string[]
  readonly onChange: (patch: CalendarFilterPatch) => void
}) {
  const count = activeFilterCount(search)
  const labelChoices = [...new Set([...search.label, ...labels])]
  return (
    <details className="calendar-filters">
      <summary className="calendar-filters__summary">
        Filters{count > 0 ? ` · ${String(count)} on` : ''}
      </summary>
      <form
        className="calendar-filters__form"
        aria-label="Event filters"
        onSubmit={(event) => {
          event.preventDefault()
        }}
      >
        <CheckboxGroup
          legend="Categories"
          columns={2}
          options={EVENT_CATEGORIES.map((value) => ({ value, label: formatSlug(value) }))}
          selected={search.category}
          onChange={(values) => {
            onChange({ category: values })
          }}
        />
        <div className="calendar-filters__column">
          <CheckboxGroup
            legend="Rank level"
            options={RANK_OPTIONS}
            selected={search.rank}
            onChange={(values) => {
              onChange({ rank: values })
            }}
          />
          <CheckboxGroup
            legend="State"
            options={EVENT_STATES.map((value) => ({ value, label: formatSlug(value) }))}
            // No choice means the API default, active events only (docs/api.md "Search events").
            selected={search.state.length === 0 ? ['active'] : search.state}
            onChange={(values) => {
              onChange({
                state: values.length === 1 && values[0] === 'active' ? [] : values,
              })
            }}
          />
        </div>
        <div className="calendar-filters__column">
          <TextFilter
            label="Search text"
            value={search.q}
            onCommit={(q) => {
              onChange({ q })
            }}
          />
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
              onChange({ country: codes })
            }}
          />
          <WithinField
            label="Radius area (radius@lat,lon)"
            within={search.within}
            placeholder="e.g. 10km@51.5,-0.12"
            onChange={(within) => {
              onChange({ within })
            }}
          />
        </div>
        {labelChoices.length > 0 ? (
          <CheckboxGroup
            legend="Labels"
            options={labelChoices.map((value) => ({ value, label: value }))}
            selected={search.label}
            onChange={(values) => {
              onChange({ label: values })
            }}
          />
        ) : null}
      </form>
    </details>
  )
}
