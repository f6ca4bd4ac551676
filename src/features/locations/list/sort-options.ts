// Sort choices in words for every order the API allows (docs/api.md "Saved locations (beta)":
// `sort`).
import type { SavedLocationSortField } from '../../../contract/enums'
import type { SelectOption } from '../../../components/filters/select-field'
import { CHANGES_ORDER, LOCATION_SORTS } from '../search-schema'
import type { ListOrder, LocationSort } from '../search-schema'

const FIELD_LABELS: Readonly<Record<SavedLocationSortField, [string, string, string]>> = {
  created: ['Created', 'oldest first', 'newest first'],
  updated: ['Updated', 'oldest first', 'latest first'],
  name: ['Name', 'A to Z', 'Z to A'],
  address: ['Address', 'A to Z', 'Z to A'],
  location_code: ['Location code', 'A to Z', 'Z to A'],
  'next_90d.svc_attendance_sum': ['Attendance, 90 days', 'lowest first', 'highest first'],
  'next_90d.attended_event_count': ['Attended events', 'fewest first', 'most first'],
  'next_90d.non_attended_event_count': ['Non-attended events', 'fewest first', 'most first'],
  'next_90d.unscheduled_event_count': ['Unscheduled events', 'fewest first', 'most first'],
}

export const fieldOf = (sort: LocationSort): SavedLocationSortField =>
  sort.startsWith('-')
    ? (sort.slice(1) as SavedLocationSortField)
    : (sort as SavedLocationSortField)

export function sortLabel(sort: LocationSort): string {
  const [name, asc, desc] = FIELD_LABELS[fieldOf(sort)]
  return `${name}, ${sort.startsWith('-') ? desc : asc}`
}

export const SORT_OPTIONS: readonly SelectOption<ListOrder>[] = [
  { value: CHANGES_ORDER, label: 'Most changes since last seen' },
  ...LOCATION_SORTS.map((value) => ({ value, label: sortLabel(value) })),
]

/** A column header's next order: its field descending for numbers and dates, else ascending. */
export function toggledSort(current: ListOrder, field: SavedLocationSortField): LocationSort {
  if (current !== CHANGES_ORDER && fieldOf(current) === field)
    return current.startsWith('-') ? field : `-${field}`
  return field === 'name' || field === 'address' || field === 'location_code' ? field : `-${field}`
}
