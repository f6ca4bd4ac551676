// The context every view shares (docs/view-context.md): the place and the period an analyst
// picked. Events, Calendar, Analytics, Broadcasts and Locations read the same URL keys, and the
// main navigation carries them, so switching views keeps looking at the same area and period.
import { deepEqual } from '@tanstack/react-router'
import { z } from 'zod'

import { WITHIN_RE } from '../../contract/query/geo'
import { addDays, dateInZone, isIsoDate, isTimeZone } from '../../utils/dates'
import { freeList } from './url-params'

export const PERIOD_PRESETS = ['next7', 'next30', 'next90', 'prev30', 'prev90', 'custom'] as const
export type PeriodPreset = (typeof PERIOD_PRESETS)[number]

export const PERIOD_LABELS: Readonly<Record<PeriodPreset, string>> = {
  next7: 'Next 7 days',
  next30: 'Next 30 days',
  next90: 'Next 90 days',
  prev30: 'Previous 30 days',
  prev90: 'Previous 90 days',
  custom: 'Custom dates',
}

/** Each preset as [first day, last day] relative to today: "next 7" is today and six more. */
const PRESET_OFFSETS: Readonly<Record<Exclude<PeriodPreset, 'custom'>, [number, number]>> = {
  next7: [0, 6],
  next30: [0, 29],
  next90: [0, 89],
  // "Previous 30 days" ends yesterday: today is still happening.
  prev30: [-30, -1],
  prev90: [-90, -1],
}

/** Saved-location ids, place ids: the identifier alphabet of the API. */
const ID_LIST = /^[A-Za-z0-9:_-]+$/

export const viewContextShape = {
  range: z.enum(PERIOD_PRESETS).catch('next30').default('next30'),
  /** Custom period bounds (`range=custom`), local dates in `tz`. */
  from: z.string().refine(isIsoDate).optional().catch(undefined),
  to: z.string().refine(isIsoDate).optional().catch(undefined),
  /** The time zone the period's days are read in (the API's `.tz` parameters). */
  tz: z.string().refine(isTimeZone).catch('UTC').default('UTC'),
  /** A radius area, `{radius}{unit}@{lat},{lon}` as the API writes `within`. */
  within: z.string().regex(WITHIN_RE).optional().catch(undefined),
  /** Place ids (the events API's `place.scope`). */
  place: freeList(ID_LIST),
  /** Saved-location ids (the events API's `saved_location.location_id`). */
  loc: freeList(ID_LIST),
}

export const viewContextSchema = z.object(viewContextShape)
export type ViewContext = z.output<typeof viewContextSchema>
export type ContextKey = keyof ViewContext

export const CONTEXT_KEYS = Object.keys(viewContextShape) as readonly ContextKey[]

/** What an address without context means; these values are kept out of the URL. */
export const VIEW_CONTEXT_DEFAULTS: ViewContext = viewContextSchema.parse({})

/**
 * The context members of any view's search that differ from the defaults: what a link to another
 * view must carry. Reads raw values too (the router hands over parsed ones, a test may not).
 */
export function pickContext(search: Readonly<Record<string, unknown>>): Partial<ViewContext> {
  const parsed = viewContextSchema.parse(
    Object.fromEntries(CONTEXT_KEYS.map((key) => [key, search[key]])),
  )
  return Object.fromEntries(
    CONTEXT_KEYS.filter((key) => !deepEqual(parsed[key], VIEW_CONTEXT_DEFAULTS[key])).map((key) => [
      key,
      parsed[key],
    ]),
  )
}

/** The period's local dates `[gte, lte]`, read in the context's time zone. */
export function periodBounds(
  context: Pick<ViewContext, 'range' | 'from' | 'to' | 'tz'>,
  nowMs: number,
): { gte?: string; lte?: string } {
  if (context.range === 'custom') {
    // Bounds given the wrong way round are read as the range they obviously mean.
    const [gte, lte] =
      context.from !== undefined && context.to !== undefined && context.from > context.to
        ? [context.to, context.from]
        : [context.from, context.to]
    return { ...(gte && { gte }), ...(lte && { lte }) }
  }
  const today = dateInZone(nowMs, context.tz)
  const [first, last] = PRESET_OFFSETS[context.range]
  return { gte: addDays(today, first), lte: addDays(today, last) }
}
