// The events view's URL: every filter, the viewport and the selection (design.md "Anything an
// analyst would share lives in the URL"). Values stay flat strings and numbers so the address
// reads `?category=sports,concerts&rank=4,5`; lists are comma strings, canonicalised here. Every
// field `.catch()`es its default (and `.default()`s it when absent, so links may leave it out),
// so a hand-edited or stale link opens a view instead of failing.
import { z } from 'zod'

import { DELETED_REASONS, EVENT_CATEGORIES, EVENT_STATES, RANK_LEVELS } from '../../contract/enums'
import { WITHIN_RE } from '../../contract/query/geo'
import { isIsoDate, isTimeZone } from '../../utils/dates'
import { isSortValue } from './sort-options'
import type { SortValue } from './sort-options'

export const DATE_PRESETS = ['next7', 'next30', 'next90', 'custom'] as const
export type DatePreset = (typeof DATE_PRESETS)[number]

/** Keeps the listed values of a comma string, in the order of `allowed`, without repeats. */
function enumList(allowed: readonly (string | number)[]) {
  const names = allowed.map(String)
  return z
    .union([z.string(), z.number()])
    .transform((value) => {
      const given = new Set(
        String(value)
          .split(',')
          .map((item) => item.trim()),
      )
      return names.filter((name) => given.has(name)).join(',')
    })
    .catch('')
    .default('')
}

/** A comma list of free values (labels, ids, countries): trimmed, no blanks, no repeats. */
function freeList(pattern: RegExp, transform: (item: string) => string = (item) => item) {
  return z
    .union([z.string(), z.number()])
    .transform((value) => {
      const items = String(value)
        .split(',')
        .map((item) => transform(item.trim()))
        .filter((item) => pattern.test(item))
      return [...new Set(items)].join(',')
    })
    .catch('')
    .default('')
}

// The router's default search parser reads `q=2024` as the number 2024, so free text takes both.
const text = z
  .union([z.string(), z.number()])
  .transform((value) => String(value).trim().slice(0, 200))
  .catch('')
  .default('')

const optionalNumber = (min: number, max: number) =>
  z.coerce.number().min(min).max(max).optional().catch(undefined)

export const eventsSearchSchema = z.object({
  range: z.enum(DATE_PRESETS).catch('next30').default('next30'),
  /** Custom range bounds (`range=custom`), local dates in `tz`. */
  from: z.string().refine(isIsoDate).optional().catch(undefined),
  to: z.string().refine(isIsoDate).optional().catch(undefined),
  tz: z.string().refine(isTimeZone).catch('UTC').default('UTC'),
  category: enumList(EVENT_CATEGORIES),
  rank: enumList(RANK_LEVELS),
  localRank: enumList(RANK_LEVELS),
  label: freeList(/^[a-z0-9][a-z0-9_-]*$/, (item) => item.toLowerCase()),
  q: text,
  country: freeList(/^[A-Z]{2}$/, (item) => item.toUpperCase()),
  /** Place ids for `place.scope`. */
  place: freeList(/^[A-Za-z0-9:_-]+$/),
  /** Empty means the API default, `active` only (spec Search events: state). */
  state: enumList(EVENT_STATES),
  deleted: enumList(DELETED_REASONS),
  attMin: optionalNumber(0, 1e9),
  attMax: optionalNumber(0, 1e9),
  sort: z.custom<SortValue>(isSortValue).catch('relevance').default('relevance'),
  within: z.string().regex(WITHIN_RE).optional().catch(undefined),
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
})

export type EventsSearch = z.output<typeof eventsSearchSchema>

/** What a URL without parameters means; these values are kept out of the address. */
export const EVENTS_SEARCH_DEFAULTS = eventsSearchSchema.parse({})

/** Splits a canonical comma string into its items ('' -> []). */
export function listOf(value: string): string[] {
  return value === '' ? [] : value.split(',')
}

/** The search with every value at its default dropped, as the URL shows it. */
export function withoutDefaults(search: EventsSearch): Partial<EventsSearch> {
  return Object.fromEntries(
    Object.entries(search).filter(
      // Absent optional values equal their undefined default and drop out here too.
      ([key, value]) => value !== EVENTS_SEARCH_DEFAULTS[key as keyof EventsSearch],
    ),
  )
}
