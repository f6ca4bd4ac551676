// Filtering, ordering and paging of GET /v1/saved-locations/ (docs/api.md "Saved locations
// (beta)": `location_id`, `q` over name, description, location_code, formatted_address and labels,
// `sort` by created, updated, name, address, location_code or `<date_range_type>.<insight key>`).
import type { SavedLocation } from '../../contract/saved-location'
import type { SavedLocationsQuery } from '../../contract/query/saved-locations'

type SortKey = SavedLocationsQuery['sort'][number]
type Value = string | number | undefined

/** Lower case without accents, so "Zurich" finds "Zürich". */
export function foldText(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase()
}

/** Every word of `q` must occur in one of the searched fields. */
export function matchesText(location: SavedLocation, q: string): boolean {
  const haystack = foldText(
    [
      location.name,
      location.description ?? '',
      location.location_code ?? '',
      location.formatted_address,
      ...location.labels,
    ].join('\n'),
  )
  return foldText(q)
    .split(/\s+/)
    .filter((w) => w !== '')
    .every((word) => haystack.includes(word))
}

function sortValue(location: SavedLocation, field: SortKey['field']): Value {
  switch (field) {
    case 'created':
      return Date.parse(location.create_dt)
    case 'updated':
      return Date.parse(location.update_dt)
    case 'name':
      return foldText(location.name)
    case 'address':
      return foldText(location.formatted_address)
    case 'location_code':
      return location.location_code === undefined ? undefined : foldText(location.location_code)
    default: {
      const [range, key] = field.split('.') as [
        string,
        keyof SavedLocation['summary_insights'][number],
      ]
      const insight = location.summary_insights.find((i) => i.date_range.type === range)
      const value = insight?.[key]
      return typeof value === 'number' ? value : undefined
    }
  }
}

/**
 * Compares by the sort keys; a location without the value (no location_code, insights still
 * pending) sorts last in either direction, as events without a sort value do (docs/api.md
 * "Search events": `sort`). Ties fall back to the id so pages are stable.
 */
export function compareLocations(keys: readonly SortKey[]) {
  return (a: SavedLocation, b: SavedLocation): number => {
    for (const key of keys) {
      const x = sortValue(a, key.field)
      const y = sortValue(b, key.field)
      if (x === y) continue
      if (x === undefined) return 1
      if (y === undefined) return -1
      const order = x < y ? -1 : 1
      return key.descending ? -order : order
    }
    return a.location_id < b.location_id ? -1 : a.location_id > b.location_id ? 1 : 0
  }
}

export function selectLocations(
  all: readonly SavedLocation[],
  query: SavedLocationsQuery,
): { count: number; locations: SavedLocation[] } {
  const ids = query.location_id === undefined ? undefined : new Set(query.location_id)
  const q = query.q
  const matching = all.filter(
    (l) => (ids === undefined || ids.has(l.location_id)) && (q === undefined || matchesText(l, q)),
  )
  matching.sort(compareLocations(query.sort))
  return {
    count: matching.length,
    locations: matching.slice(query.offset, query.offset + query.limit),
  }
}
