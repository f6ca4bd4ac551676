// The calendar's URL: the view context (docs/view-context.md), the event filters shared with the
// events explorer (same keys, so a link moves between the two unchanged), then the calendar's
// own choices. Every piece `.catch()`es its default: a hand-edited link opens the view.
import { z } from 'zod'

import { EVENT_CATEGORIES } from '../../contract/enums'
import { viewContextShape } from '../../components/context/view-context'
import { eventFilterShape } from '../../components/event-filters/event-filter-search'
import { isIsoDate } from '../../utils/dates'

/** `impact` comes first and is the default: days are busy by what their events weigh, not by how many. */
export const CALENDAR_METRICS = ['impact', 'count', 'major', 'top', 'category'] as const
export type CalendarMetric = (typeof CALENDAR_METRICS)[number]

export const CALENDAR_LAYOUTS = ['year', 'month'] as const
export type CalendarLayout = (typeof CALENDAR_LAYOUTS)[number]

/** The heatmap, or its text alternative: a table of the same days. */
export const CALENDAR_DISPLAYS = ['heatmap', 'table'] as const

const isoDay = z.string().refine(isIsoDate).optional().catch(undefined)

export const calendarSearchSchema = z.object({
  ...viewContextShape,
  ...eventFilterShape,
  /** What colours a day. */
  metric: z.enum(CALENDAR_METRICS).catch('impact').default('impact'),
  /** The category counted by the `category` metric. */
  metricCategory: z.enum(EVENT_CATEGORIES).catch('concerts').default('concerts'),
  layout: z.enum(CALENDAR_LAYOUTS).catch('year').default('year'),
  display: z.enum(CALENDAR_DISPLAYS).catch('heatmap').default('heatmap'),
  /** The month shown (`YYYY-MM`), or any month of the year shown; default: the period's start. */
  month: z
    .string()
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/)
    .optional()
    .catch(undefined),
  /** The selected day, or the first day of a selected range. */
  day: isoDay,
  /** The last day of a selected range (absent for one day). */
  dayEnd: isoDay,
})

export type CalendarSearch = z.output<typeof calendarSearchSchema>

/** What a URL without parameters means; these values are kept out of the address. */
export const CALENDAR_SEARCH_DEFAULTS = calendarSearchSchema.parse({})

/** The selected days as an ordered `[first, last]`, or undefined when none is selected. */
export function selectedRange(
  search: Pick<CalendarSearch, 'day' | 'dayEnd'>,
): readonly [string, string] | undefined {
  if (search.day === undefined) return undefined
  const end = search.dayEnd ?? search.day
  return end < search.day ? [end, search.day] : [search.day, end]
}
