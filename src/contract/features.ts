// Features request body (docs/api.md "Features"): every rule of the body table, with "now" injected
// so the `<current year + 1>-12-31` bound is testable.
import { z } from 'zod'

import { optionalMembers } from './common'
import { dayNumber, formatDay } from './dates'
import {
  ATTENDANCE_FEATURES,
  DEFAULT_FEATURE_STATS,
  FEATURE_STATS,
  RANK_FEATURES,
  VIEWERSHIP_FEATURES,
} from './enums'
import { distanceToMeters, DISTANCE_RE } from './query/distance'

export const FEATURES_MIN_DATE = '2016-01-01'
export const FEATURES_MAX_DAYS = 90
export const FEATURES_MAX_PLACES = 3
/** 100 miles in meters (docs/api.md "Features": a radius of at most 100 miles or equivalent). */
export const FEATURES_MAX_RADIUS_M = 160_934.4

// `abort` keeps the range rules below from running on a value that is not a date.
const localDate = z.string().refine((v) => dayNumber(v) !== undefined, {
  message: 'expected a date YYYY-MM-DD',
  params: { type: 'invalid_format' },
  abort: true,
})

const rankBound = z.number().int().min(0).max(100)
const rankCriteria = z
  .strictObject({
    gt: rankBound.optional(),
    gte: rankBound.optional(),
    lt: rankBound.optional(),
    lte: rankBound.optional(),
  })
  .superRefine((r, ctx) => {
    const lower = r.gt ?? r.gte
    const upper = r.lt ?? r.lte
    if (lower !== undefined && upper !== undefined && lower >= upper) {
      ctx.addIssue({
        code: 'custom',
        path: [r.lt === undefined ? 'lte' : 'lt'],
        message: 'lower bound must be less than upper bound',
        params: { type: 'range' },
      })
    }
  })

const criteria = z.strictObject({
  stats: z.array(z.enum(FEATURE_STATS)).min(1).optional(),
  svc_rank: rankCriteria.optional(),
})
export type FeatureCriteria = z.infer<typeof criteria>

/** Attendance and viewership keys: `true` (defaults), `false` (not evaluated) or criteria. */
const statsFeature = z.union([z.boolean(), criteria])
/** Rank features accept only `true`. */
const rankFeature = z.literal(true)

const geo = z
  .strictObject({
    lat: z.number().min(-90).max(90),
    lon: z.number().min(-180).max(180),
    radius: z
      .string()
      .regex(DISTANCE_RE, 'expected a number followed by km, mi, m or ft')
      .refine((r) => distanceToMeters(r) > 0, {
        message: 'radius must be greater than 0',
        params: { type: 'range' },
      })
      .refine((r) => distanceToMeters(r) <= FEATURES_MAX_RADIUS_M, {
        message: 'radius must not exceed 100 miles or the equivalent',
        params: { type: 'range' },
      }),
  })
  .transform((g) => ({ ...g, radiusMeters: distanceToMeters(g.radius) }))

const location = z
  .strictObject({
    place_id: z.array(z.string().min(1)).min(1).max(FEATURES_MAX_PLACES).optional(),
    geo: geo.optional(),
  })
  .superRefine((loc, ctx) => {
    if ((loc.place_id === undefined) === (loc.geo === undefined)) {
      const both = loc.place_id !== undefined
      ctx.addIssue({
        code: 'custom',
        path: [both ? 'geo' : 'place_id'],
        message: both
          ? 'place_id and geo are mutually exclusive'
          : 'exactly one of place_id or geo is required',
        params: { type: both ? 'mutually_exclusive' : 'required' },
      })
    }
  })

const hour = z.number().int().min(0).max(23)

/** Builds the body schema; `now` gives the clock that sets the maximum date. */
export function makeFeaturesBody(now: () => Date) {
  const active = z
    .strictObject({
      gt: localDate.optional(),
      gte: localDate.optional(),
      lt: localDate.optional(),
      lte: localDate.optional(),
    })
    .superRefine((a, ctx) => {
      const problem = activeProblem(a, now())
      if (problem)
        ctx.addIssue({
          code: 'custom',
          path: [problem[0]],
          message: problem[1],
          params: { type: problem[2] },
        })
    })
    .transform((a) => ({ ...a, ...activeDays(a) }))

  return z
    .strictObject({
      active,
      location,
      hour_of_day_start: z.strictObject({ gte: hour.optional(), lte: hour.optional() }).optional(),
      ...optionalMembers(ATTENDANCE_FEATURES, statsFeature),
      ...optionalMembers(VIEWERSHIP_FEATURES, statsFeature),
      ...optionalMembers(RANK_FEATURES, rankFeature),
    })
    .superRefine((body, ctx) => {
      const keys = [...ATTENDANCE_FEATURES, ...VIEWERSHIP_FEATURES, ...RANK_FEATURES]
      if (!keys.some((key) => body[key] !== undefined && body[key] !== false)) {
        ctx.addIssue({
          code: 'custom',
          path: [],
          message: 'at least one feature key is required',
          params: { type: 'required' },
        })
      }
    })
}

/** The body schema on the real clock. */
export const featuresBody = makeFeaturesBody(() => new Date())
export type FeaturesBody = z.infer<typeof featuresBody>
export type FeaturesBodyInput = z.input<typeof featuresBody>

/** The stats a criteria value asks for: `count` plus the listed ones, or the defaults. */
export function requestedStats(
  value: boolean | FeatureCriteria,
): readonly (typeof FEATURE_STATS)[number][] {
  if (typeof value === 'boolean' || value.stats === undefined) return DEFAULT_FEATURE_STATS
  return ['count', ...value.stats.filter((s) => s !== 'count')]
}

interface ActiveBounds {
  gt?: string | undefined
  gte?: string | undefined
  lt?: string | undefined
  lte?: string | undefined
}

/** Inclusive first and last local day of the `active` bounds. */
function activeDays(a: ActiveBounds): { first: string; last: string } {
  const first = a.gte !== undefined ? day(a.gte) : day(a.gt) + 1
  const last = a.lte !== undefined ? day(a.lte) : day(a.lt) - 1
  return { first: formatDay(first), last: formatDay(last) }
}

function day(date: string | undefined): number {
  return date === undefined ? Number.NaN : (dayNumber(date) ?? Number.NaN)
}

type Problem = readonly [field: string, message: string, type: string]

/** The first rule of `active` (docs/api.md "Features") that the bounds break, if any. */
function activeProblem(a: ActiveBounds, now: Date): Problem | undefined {
  if (a.gt !== undefined && a.gte !== undefined)
    return ['gte', 'gt and gte are mutually exclusive', 'mutually_exclusive']
  if (a.lt !== undefined && a.lte !== undefined)
    return ['lte', 'lt and lte are mutually exclusive', 'mutually_exclusive']
  const lower = a.gte ?? a.gt
  const upper = a.lte ?? a.lt
  if (lower === undefined) return ['gte', 'a lower bound (gt or gte) is required', 'required']
  if (upper === undefined) return ['lte', 'an upper bound (lt or lte) is required', 'required']
  const lowerField = a.gte !== undefined ? 'gte' : 'gt'
  const upperField = a.lte !== undefined ? 'lte' : 'lt'
  const maxDate = `${now.getUTCFullYear() + 1}-12-31`
  for (const [field, value] of [
    [lowerField, lower],
    [upperField, upper],
  ] as const) {
    if (value < FEATURES_MIN_DATE)
      return [field, `date must not be before ${FEATURES_MIN_DATE}`, 'range']
    if (value > maxDate) return [field, `date must not be after ${maxDate}`, 'range']
  }
  if (lower >= upper) return [upperField, 'lower bound must be less than upper bound', 'range']
  const { first, last } = activeDays(a)
  const days = day(last) - day(first) + 1
  if (days < 1) return [upperField, 'the range holds no day', 'range']
  if (days > FEATURES_MAX_DAYS)
    return [upperField, `the range must not exceed ${FEATURES_MAX_DAYS} days`, 'range']
  return undefined
}
