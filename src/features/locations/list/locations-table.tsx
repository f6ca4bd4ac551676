// One page of saved locations: name, address, radius, labels, status and the next-90-day insights.
// Name, address, radius and labels share the first column, so the table fits beside the map at
// 1280 px without scrolling sideways. Each row names its own controls ("Edit Harbour front"), so
// keyboard and screen-reader users find them; a label chip filters the list by that label;
// hovering a row emphasises its area on the map and the other way round.
import type { SavedLocationSortField } from '../../../contract/enums'
import type { SavedLocation } from '../../../contract/saved-location'
import { formatInteger } from '../../../utils/format'
import { radiusText } from '../location-shape'
import { CHANGES_ORDER } from '../search-schema'
import type { ListOrder } from '../search-schema'
import { ChangesBadge } from '../changes/changes-badge'
import { fieldOf, toggledSort } from './sort-options'
import { StatusBadge } from '../status-badge'

const next90 = (location: SavedLocation) =>
  location.summary_insights.find((insight) => insight.date_range.type === 'next_90d')

interface Column {
  readonly label: string
  readonly sort?: SavedLocationSortField
  readonly numeric?: boolean
}

const COLUMNS: readonly Column[] = [
  { label: 'Location', sort: 'name' },
  { label: 'Status' },
  { label: 'Attendance', sort: 'next_90d.svc_attendance_sum', numeric: true },
  { label: 'Attended', sort: 'next_90d.attended_event_count', numeric: true },
  { label: 'Non-attended', sort: 'next_90d.non_attended_event_count', numeric: true },
  { label: 'Unscheduled', sort: 'next_90d.unscheduled_event_count', numeric: true },
]

export interface LocationsTableProps {
  readonly locations: readonly SavedLocation[]
  readonly sort: ListOrder
  /** Each row's changes since last seen (changes/use-location-changes.ts); undefined while read. */
  readonly changeCounts: ReadonlyMap<string, number | undefined>
  readonly highlightedId: string | null
  readonly compared: readonly string[]
  readonly compareFull: boolean
  /** Labels the list is filtered by; their chips are marked. */
  readonly activeLabels: readonly string[]
  readonly onLabel: (label: string) => void
  readonly onSort: (sort: ListOrder) => void
  readonly onHover: (id: string | null) => void
  readonly onOpen: (id: string) => void
  readonly onEdit: (location: SavedLocation) => void
  readonly onDelete: (location: SavedLocation) => void
  readonly onCompare: (id: string, on: boolean) => void
}

/** A label of a row: choosing it filters the list to the locations with that label. */
function LabelChip({
  label,
  active,
  onPick,
}: {
  readonly label: string
  readonly active: boolean
  readonly onPick: (label: string) => void
}) {
  return (
    <button
      type="button"
      className="label-chip"
      aria-pressed={active}
      title={active ? `Filtered by ${label}` : `Show only locations labelled ${label}`}
      onClick={() => {
        onPick(label)
      }}
    >
      {label}
      <span className="visually-hidden">, label filter</span>
    </button>
  )
}

export function LocationsTable(props: LocationsTableProps) {
  const { locations, sort, highlightedId, compared, compareFull } = props
  const ariaSort = (column: Column) =>
    column.sort && sort !== CHANGES_ORDER && fieldOf(sort) === column.sort
      ? sort.startsWith('-')
        ? 'descending'
        : 'ascending'
      : undefined
  return (
    <div className="locations-table__scroll">
      <table className="locations-table">
        <caption className="visually-hidden">
          Saved locations with their insights for the next 90 days
        </caption>
        <thead>
          <tr>
            <th scope="col">
              <span className="visually-hidden">Compare</span>
            </th>
            {COLUMNS.map((column) => (
              <th
                key={column.label}
                scope="col"
                aria-sort={ariaSort(column)}
                className={column.numeric ? 'is-numeric' : undefined}
              >
                {column.sort ? (
                  <button
                    type="button"
                    className="locations-table__sort"
                    onClick={() => {
                      if (column.sort) props.onSort(toggledSort(sort, column.sort))
                    }}
                  >
                    {column.label}
                    <span aria-hidden="true">
                      {ariaSort(column) === 'descending'
                        ? ' ↓'
                        : ariaSort(column) === 'ascending'
                          ? ' ↑'
                          : ''}
                    </span>
                  </button>
                ) : (
                  column.label
                )}
              </th>
            ))}
            <th scope="col">
              <span className="visually-hidden">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {locations.map((location) => {
            const insight = next90(location)
            const isCompared = compared.includes(location.location_id)
            return (
              <tr
                key={location.location_id}
                className={highlightedId === location.location_id ? 'is-highlighted' : undefined}
                onMouseEnter={() => {
                  props.onHover(location.location_id)
                }}
                onMouseLeave={() => {
                  props.onHover(null)
                }}
              >
                <td>
                  <input
                    type="checkbox"
                    aria-label={`Compare ${location.name}`}
                    checked={isCompared}
                    disabled={!isCompared && compareFull}
                    onChange={(event) => {
                      props.onCompare(location.location_id, event.currentTarget.checked)
                    }}
                  />
                </td>
                <th scope="row" className="locations-table__name">
                  <button
                    type="button"
                    className="link-button"
                    onClick={() => {
                      props.onOpen(location.location_id)
                    }}
                  >
                    {location.name}
                  </button>
                  <ChangesBadge count={props.changeCounts.get(location.location_id)} />
                  <span className="locations-table__address">
                    {location.formatted_address || 'No address'}
                    <span className="locations-table__radius">{radiusText(location)}</span>
                  </span>
                  {location.labels.length > 0 ? (
                    <ul className="label-list" aria-label="Labels">
                      {location.labels.map((label) => (
                        <li key={label}>
                          <LabelChip
                            label={label}
                            active={props.activeLabels.includes(label)}
                            onPick={props.onLabel}
                          />
                        </li>
                      ))}
                    </ul>
                  ) : null}
                </th>
                <td>
                  <StatusBadge status={location.status} />
                </td>
                <td className="is-numeric">{formatInteger(insight?.svc_attendance_sum)}</td>
                <td className="is-numeric">{formatInteger(insight?.attended_event_count)}</td>
                <td className="is-numeric">{formatInteger(insight?.non_attended_event_count)}</td>
                <td className="is-numeric">{formatInteger(insight?.unscheduled_event_count)}</td>
                <td>
                  <div className="locations-table__actions">
                    <button
                      type="button"
                      className="button button--small"
                      onClick={() => {
                        props.onEdit(location)
                      }}
                    >
                      Edit<span className="visually-hidden"> {location.name}</span>
                    </button>
                    <button
                      type="button"
                      className="button button--small button--danger"
                      onClick={() => {
                        props.onDelete(location)
                      }}
                    >
                      Delete<span className="visually-hidden"> {location.name}</span>
                    </button>
                  </div>
                </td>
              </tr>
            )
          })}
        </tbody>
      </table>
    </div>
  )
}
