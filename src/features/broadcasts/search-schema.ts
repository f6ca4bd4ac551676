// The broadcasts view's URL: the context every view shares (docs/view-context.md), then this
// view's filters, the map click mode, the viewport and the selection. Every piece `.catch()`es
// its default, so a stale or hand-edited link opens the view instead of failing.
import { z } from 'zod'

import { BROADCAST_RECORD_STATUSES, BROADCAST_STATUSES } from '../../contract/enums'
import { enumList, freeList, optionalNumber } from '../../components/context/url-params'
import { viewContextShape } from '../../components/context/view-context'
import { WINDOW_MODES } from '../../components/time-bar/window-span'
import { isSortValue } from './list/sort-options'
import type { SortValue } from './list/sort-options'
import { HOUR_LENGTH_NAMES } from './time-bar/hour-window'

const ID = /^[A-Za-z0-9_-]+$/

/** What a click on the map filters by (docs/api.md "Search broadcasts": location.*). */
export const CLICK_MODES = ['county', 'state', 'point'] as const
export type ClickMode = (typeof CLICK_MODES)[number]

export const broadcastsSearchSchema = z.object({
  ...viewContextShape,
  status: enumList(BROADCAST_STATUSES),
  /** Empty means the API default, `active` only (docs/api.md "Search broadcasts"). */
  record_status: enumList(BROADCAST_RECORD_STATUSES),
  viewMin: optionalNumber(0, 1e9),
  viewMax: optionalNumber(0, 1e9),
  label: freeList(/^[a-z0-9][a-z0-9_ -]*$/, (item) => item.toLowerCase()),
  eventId: freeList(ID),
  entity: freeList(ID),
  /** `location.origin`, `{lat},{lon}`: the county containing that point. */
  origin: z
    .string()
    .regex(/^-?\d{1,2}(\.\d+)?,-?\d{1,3}(\.\d+)?$/)
    .optional()
    .catch(undefined),
  click: z.enum(CLICK_MODES).catch('county').default('county'),
  sort: z.custom<SortValue>(isSortValue).catch('start').default('start'),
  /** Map viewport; never sent to the API. */
  lat: optionalNumber(-90, 90),
  lon: optionalNumber(-180, 180),
  zoom: optionalNumber(0, 22),
  /** The selected broadcast, whose event the detail panel shows. */
  broadcast: z.string().regex(ID).optional().catch(undefined),
  page: z.coerce.number().int().min(1).max(10_000).catch(1).default(1),
  /**
   * The time window's first hour, a wall time `YYYY-MM-DDThh` in `tz`
   * (time-bar/hour-window.ts); none shows the whole period.
   */
  at: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}T\d{2}$/)
    .optional()
    .catch(undefined),
  window: z.enum(HOUR_LENGTH_NAMES).catch('3h').default('3h'),
  mode: z.enum(WINDOW_MODES).catch('moving').default('moving'),
  /** `window`: the list holds only the broadcasts the time window lights. */
  list: z.enum(['all', 'window']).catch('all').default('all'),
})

export type BroadcastsSearch = z.output<typeof broadcastsSearchSchema>

/** What a URL without parameters means; these values are kept out of the address. */
export const BROADCASTS_SEARCH_DEFAULTS = broadcastsSearchSchema.parse({})
