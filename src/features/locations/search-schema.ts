// The Locations view's URL: the context every view shares (docs/view-context.md), then the view's
// own state an analyst would share: the selected location, the search, the labels filter, the
// sort, the page, the locations being compared and how. Every piece `.catch()`es its default, so a stale link opens the view.
import { z } from 'zod'

import { SAVED_LOCATION_SORT_FIELDS } from '../../contract/enums'
import type { SavedLocationSortField } from '../../contract/enums'
import { freeList, freeText } from '../../components/context/url-params'
import { viewContextShape } from '../../components/context/view-context'

export type LocationSort = SavedLocationSortField | `-${SavedLocationSortField}`

/**
 * The list's orders: the API's, or most changes since last seen first, which only this browser
 * knows (docs/location-changes.md), so the list is then read whole and ordered here.
 */
export const CHANGES_ORDER = 'changes'
export type ListOrder = LocationSort | typeof CHANGES_ORDER

/** The order the API is asked for: the changes order reads the list by name. */
export const apiSort = (order: ListOrder): LocationSort =>
  order === CHANGES_ORDER ? 'name' : order

/** Every order the API allows (docs/api.md "Saved locations (beta)": `sort`), both directions. */
export const LOCATION_SORTS: readonly LocationSort[] = SAVED_LOCATION_SORT_FIELDS.flatMap(
  (field): LocationSort[] => [field, `-${field}`],
)

const isListOrder = (value: unknown): value is ListOrder =>
  value === CHANGES_ORDER ||
  (typeof value === 'string' && (LOCATION_SORTS as readonly string[]).includes(value))

/** What the compare chart sets side by side: the figures, per km² of area, or indexed. */
export const COMPARE_MODES = ['absolute', 'area', 'indexed'] as const
export type CompareMode = (typeof COMPARE_MODES)[number]

/** The most locations compared at once (two to four side by side). */
export const MAX_COMPARED = 4

const ID = /^[A-Za-z0-9_-]+$/
/** A label as the URL can carry it: the list is comma separated, so a label with a comma cannot. */
const LABEL = /^[^,]{1,100}$/

export const locationsSearchSchema = z.object({
  ...viewContextShape,
  /** The location shown in detail. */
  id: z.string().regex(ID).optional().catch(undefined),
  q: freeText,
  /** Only locations carrying every one of these labels (labels.ts). */
  labels: freeList(LABEL),
  sort: z.custom<ListOrder>(isListOrder).catch('-created').default('-created'),
  page: z.coerce.number().int().min(1).max(10_000).catch(1).default(1),
  /** Locations picked for comparison, at most MAX_COMPARED. */
  compare: freeList(ID).transform((list) => list.slice(0, MAX_COMPARED)),
  /** How the comparison shows its figures (compare-series.ts). */
  compareBy: z.enum(COMPARE_MODES).catch('absolute').default('absolute'),
})

export type LocationsSearch = z.output<typeof locationsSearchSchema>

/** What a URL without parameters means; these values are kept out of the address. */
export const LOCATIONS_SEARCH_DEFAULTS = locationsSearchSchema.parse({})
