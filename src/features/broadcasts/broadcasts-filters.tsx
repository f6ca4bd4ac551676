// The filter panel. Each control writes its part of the URL; the URL drives the queries.
import { CheckboxGroup } from '../../components/filters/checkbox-group'
import { PeriodFilter } from '../../components/filters/period-filter'
import { PlaceSearch } from '../../components/filters/place-search'
import { RadioChoices } from '../../components/filters/radio-choices'
import { NumberRangeFields, nonNegativeNumber } from '../../components/filters/number-range-fields'
import { TextFilter } from '../../components/filters/text-filter'
import { WithinField } from '../../components/filters/within-field'
import '../../components/filters/filters.css'
import { BROADCAST_RECORD_STATUSES, BROADCAST_STATUSES } from '../../contract/enums'
import { formatSlug, plural } from '../../utils/format'
import type { RadiusArea } from './build-query'
import { CLICK_MODES } from './search-schema'
import type { BroadcastsSearch, ClickMode } from './search-schema'

const CLICK_LABELS: Readonly<Record<ClickMode, string>> = {
  county: 'County',
  state: 'State',
  point: 'Point',
}

export type FilterPatch = Partial<
  Omit<BroadcastsSearch, 'page' | 'lat' | 'lon' | 'zoom' | 'broadcast' | 'sort'>
>

/** Viewers are people: a typed bound is rounded to a whole number. */
const wholeViewers = (text: string): number | undefined => {
  const value = nonNegativeNumber(text)
  return value === undefined ? undefined : Math.round(value)
}

/** A comma list typed by a person: trimmed, blanks dropped. */
const idsOf = (text: string): string[] =>
  text
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item !== '')

export function BroadcastsFilters({
  search,
  area,
  onChange,
  onReset,
}: {
  readonly search: BroadcastsSearch
  readonly area: RadiusArea
  readonly onChange: (patch: FilterPatch) => void
  readonly onReset: () => void
}) {
  return (
    <form
      className="broadcasts-filters"
      aria-label="Broadcast filters"
      onSubmit={(event) => {
        event.preventDefault()
      }}
    >
      <div className="broadcasts-filters__head">
        <h2 className="broadcasts-filters__title">Filters</h2>
        <button type="button" className="link-button" onClick={onReset}>
          Reset all filters
        </button>
      </div>
      <PeriodFilter legend="Broadcast dates" context={search} onChange={onChange} />
      <fieldset className="filter-group">
        <legend className="filter-group__legend">Where</legend>
        <PlaceSearch
          label="States or counties"
          selected={search.place}
          onChange={(ids) => {
            onChange({ place: ids })
          }}
        />
        <WithinField
          label="Radius area (draw on the map, or type radius@lat,lon)"
          within={search.within}
          placeholder="e.g. 40km@40.71,-74.01"
          onChange={(within) => {
            onChange({ within })
          }}
        />
        {area.kind === 'counties' ? (
          <p className="broadcasts-filters__note" role="status">
            The radius touches {plural(area.ids.length, 'county', 'counties')}
          </p>
        ) : null}
        {search.origin !== undefined ? (
          <p className="broadcasts-filters__note">
            County at {search.origin}{' '}
            <button
              type="button"
              className="link-button"
              onClick={() => {
                onChange({ origin: undefined })
              }}
            >
              Clear point
            </button>
          </p>
        ) : null}
        <RadioChoices
          legend="A county's popup filters by"
          options={CLICK_MODES}
          labels={CLICK_LABELS}
          value={search.click}
          onChange={(click) => {
            onChange({ click })
          }}
        />
      </fieldset>
      <CheckboxGroup
        legend="Broadcast status"
        columns={1}
        options={BROADCAST_STATUSES.map((value) => ({ value, label: formatSlug(value) }))}
        selected={search.status}
        onChange={(values) => {
          onChange({ status: values })
        }}
      />
      <fieldset className="filter-group">
        <legend className="filter-group__legend">Viewers per broadcast</legend>
        <NumberRangeFields
          low={search.viewMin}
          high={search.viewMax}
          parse={wholeViewers}
          onLow={(viewMin) => {
            onChange({ viewMin })
          }}
          onHigh={(viewMax) => {
            onChange({ viewMax })
          }}
        />
      </fieldset>
      <fieldset className="filter-group">
        <legend className="filter-group__legend">Televised event</legend>
        <TextFilter
          label="League labels (comma separated)"
          value={search.label.join(', ')}
          placeholder="e.g. nba, nfl"
          onCommit={(text) => {
            onChange({ label: idsOf(text.toLowerCase()) })
          }}
        />
        <TextFilter
          label="Event ids"
          value={search.eventId.join(', ')}
          onCommit={(text) => {
            onChange({ eventId: idsOf(text) })
          }}
        />
        <TextFilter
          label="Team or venue entity ids"
          value={search.entity.join(', ')}
          onCommit={(text) => {
            onChange({ entity: idsOf(text) })
          }}
        />
      </fieldset>
      <CheckboxGroup
        legend="Record status (none checked: active only)"
        columns={1}
        options={BROADCAST_RECORD_STATUSES.map((value) => ({ value, label: formatSlug(value) }))}
        selected={search.record_status}
        onChange={(values) => {
          onChange({ record_status: values })
        }}
      />
    </form>
  )
}
