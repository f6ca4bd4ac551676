// The orders the list offers: every sort key the API allows for broadcasts (docs/api.md "Search
// broadcasts": sort; src/contract/enums.ts BROADCAST_SORT_FIELDS), both directions.
export const SORT_OPTIONS = [
  { value: 'start', label: 'Start, earliest first' },
  { value: '-start', label: 'Start, latest first' },
  { value: '-svc_viewership', label: 'Viewership, largest first' },
  { value: 'svc_viewership', label: 'Viewership, smallest first' },
  { value: '-updated', label: 'Updated, newest first' },
  { value: 'updated', label: 'Updated, oldest first' },
  { value: '-first_seen', label: 'First seen, newest first' },
  { value: 'first_seen', label: 'First seen, oldest first' },
] as const

export type SortValue = (typeof SORT_OPTIONS)[number]['value']

export function isSortValue(value: unknown): value is SortValue {
  return SORT_OPTIONS.some((option) => option.value === value)
}
