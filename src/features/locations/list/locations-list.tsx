// The list panel: search (`q`), labels, sort by every key the API allows, the table and the pager.
import { useEffect } from 'react'

import type { SavedLocation, SavedLocationsListResponse } from '../../../contract/saved-location'
import { MultiSelect } from '../../../components/filters/multi-select'
import { SelectField } from '../../../components/filters/select-field'
import { TextFilter } from '../../../components/filters/text-filter'
import { EmptyState, ErrorState, Skeleton } from '../../../components/states/states'
import { Pager } from '../../../components/table/pager'
import { isMarked, markView } from '../../../utils/page-marks'
import { LocationsTable } from './locations-table'
import type { LocationsSearch } from '../search-schema'
import { MAX_COMPARED } from '../search-schema'
import { SORT_OPTIONS } from './sort-options'
import { PAGE_SIZE } from '../api/locations-queries'
import { useChangeCounts } from '../changes/use-location-changes'
import type { LocationsPage } from '../api/use-locations-data'

export interface LocationsListProps {
  readonly search: LocationsSearch
  readonly page: LocationsPage
  /** Every label in use among the locations matching the search, for the labels filter. */
  readonly knownLabels: readonly string[]
  readonly compared: readonly string[]
  readonly highlightedId: string | null
  readonly onSearch: (patch: Partial<LocationsSearch>) => void
  readonly onHover: (id: string | null) => void
  readonly onNew: () => void
  readonly onEdit: (location: SavedLocation) => void
  readonly onDelete: (location: SavedLocation) => void
  readonly onCompare: (id: string, on: boolean) => void
}

/**
 * The list's performance mark (src/utils/page-marks.ts), once per page load: when the list first
 * shows its answer with every location's insights (or that none is saved).
 */
function useInsightsMark(data: SavedLocationsListResponse | undefined): void {
  const ready =
    data !== undefined && data.locations.every((location) => location.summary_insights.length > 0)
  useEffect(() => {
    if (!ready || isMarked('locationsListInsights')) return
    // After the paint that shows the rows.
    requestAnimationFrame(() => {
      markView('locationsListInsights')
    })
  }, [ready])
}

const NO_LOCATIONS: readonly SavedLocation[] = []

export function LocationsList(props: LocationsListProps) {
  const { search, page } = props
  const labels = search.labels
  const setLabels = (next: readonly string[]) => {
    props.onSearch({ labels: [...next], page: 1 })
  }
  useInsightsMark(page.data)
  const changeCounts = useChangeCounts(page.data?.locations ?? NO_LOCATIONS)
  return (
    <section className="locations-list" aria-label="Saved locations">
      <div className="locations-list__toolbar">
        <TextFilter
          label="Search locations"
          value={search.q}
          placeholder="Name, address or label"
          onCommit={(q) => {
            props.onSearch({ q, page: 1 })
          }}
        />
        <MultiSelect
          label="Labels"
          options={props.knownLabels.map((label) => ({ value: label, label }))}
          selected={labels}
          onChange={setLabels}
          placeholder={labels.length > 0 ? 'Add a label' : 'Any label'}
          noMatches="No location has that label"
        />
        <SelectField
          label="Sort by"
          value={search.sort}
          options={SORT_OPTIONS}
          onChange={(sort) => {
            props.onSearch({ sort, page: 1 })
          }}
        />
      </div>
      {page.error !== null && page.error !== undefined ? (
        <ErrorState error={page.error} onRetry={page.refetch} />
      ) : page.data === undefined ? (
        <Skeleton lines={8} label="Loading saved locations" />
      ) : page.data.count === 0 ? (
        search.q !== '' || labels.length > 0 ? (
          <EmptyState
            title={
              search.q === ''
                ? `No locations labelled ${labels.map((l) => `“${l}”`).join(' and ')}`
                : `No locations match “${search.q}”${labels.length > 0 ? ' with those labels' : ''}`
            }
            action={
              <button
                type="button"
                className="button"
                onClick={() => {
                  props.onSearch({ q: '', labels: [], page: 1 })
                }}
              >
                Clear the search and labels
              </button>
            }
          >
            The search looks in names, addresses and labels; the labels filter keeps locations that
            carry every chosen label.
          </EmptyState>
        ) : (
          <EmptyState
            title="No saved locations yet"
            action={
              <button type="button" className="button button--primary" onClick={props.onNew}>
                New location
              </button>
            }
          >
            Draw a radius on the map or pick places to save your first location.
          </EmptyState>
        )
      ) : (
        <>
          <LocationsTable
            locations={page.data.locations}
            changeCounts={changeCounts}
            sort={search.sort}
            highlightedId={props.highlightedId}
            compared={props.compared}
            compareFull={props.compared.length >= MAX_COMPARED}
            activeLabels={labels}
            onLabel={(label) => {
              if (!labels.includes(label)) setLabels([...labels, label])
            }}
            onSort={(sort) => {
              props.onSearch({ sort, page: 1 })
            }}
            onHover={props.onHover}
            onOpen={(id) => {
              props.onSearch({ id })
            }}
            onEdit={props.onEdit}
            onDelete={props.onDelete}
            onCompare={props.onCompare}
          />
          <Pager
            page={search.page}
            pageSize={PAGE_SIZE}
            total={page.data.count}
            overflow={false}
            label="Saved locations pages"
            onPage={(n) => {
              props.onSearch({ page: n })
            }}
          />
        </>
      )}
    </section>
  )
}
