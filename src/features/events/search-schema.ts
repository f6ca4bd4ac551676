// The events view's URL: the context every view shares (docs/view-context.md), then the events
// filters, the viewport and the selection (docs/architecture.md "Anything an analyst would share lives in
// the URL"). The pieces `.catch()` their defaults, so a stale link opens a view instead of failing.
import { z } from 'zod'

import { eventFilterShape } from '../../components/event-filters/event-filter-search'
import { optionalNumber } from '../../components/context/url-params'
import { viewContextShape } from '../../components/context/view-context'
import { isSortValue } from './sort-options'
import type { SortValue } from './sort-options'
import { WINDOW_LENGTH_NAMES, WINDOW_MODES } from './time-bar/time-window'

export const eventsSearchSchema = z.object({
  ...viewContextShape,
  ...eventFilterShape,
  sort: z.custom<SortValue>(isSortValue).catch('relevance').default('relevance'),
  /** Map viewport; never sent to the API. */
  lat: optionalNumber(-90, 90),
  lon: optionalNumber(-180, 180),
  zoom: optionalNumber(0, 22),
  /** Selected event id. */
  event: z
    .string()
    .regex(/^[A-Za-z0-9_-]+$/)
    .optional()
    .catch(undefined),
  page: z.coerce.number().int().min(1).max(10_000).catch(1).default(1),
  /** The time window's playhead (time-bar/time-window.ts); none shows the whole period. */
  at: z.iso.date().optional().catch(undefined),
  window: z.enum(WINDOW_LENGTH_NAMES).catch('1d').default('1d'),
  mode: z.enum(WINDOW_MODES).catch('moving').default('moving'),
  /** What the time bar's bars measure: events active each day, or people expected. */
  bars: z.enum(['events', 'attendance']).catch('events').default('events'),
  /** `window`: the list holds only the events the time window lights. */
  list: z.enum(['all', 'window']).catch('all').default('all'),
})

export type EventsSearch = z.output<typeof eventsSearchSchema>

/** What a URL without parameters means; these values are kept out of the address. */
export const EVENTS_SEARCH_DEFAULTS = eventsSearchSchema.parse({})
