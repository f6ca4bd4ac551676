// Fuzzy `*_around` parameters (docs/api.md "Search events"): `origin`, `offset`, `scale`, `decay`.
// They only shape `relevance`; an origin is required once any of the group is sent.
import { z } from 'zod'

import { DAY_MS, HOUR_MS } from '../../utils/time'
import { dayNumber } from '../dates'
import { parseDistance } from './distance'
import { param } from './param'
import { decimal, origin } from './primitives'
import type { LatLon } from './primitives'

const DURATION_UNITS = { d: DAY_MS, h: HOUR_MS, m: 60_000, s: 1000 } as const

/** `<integer><d|h|m|s>`, e.g. `2d`, in milliseconds. */
const duration = z
  .string()
  .regex(/^\d+[dhms]$/, 'expected a duration such as 2d, 12h, 30m or 10s')
  .transform(
    (v) => Number(v.slice(0, -1)) * DURATION_UNITS[v.slice(-1) as keyof typeof DURATION_UNITS],
  )

const distance = z
  .string()
  .regex(/^\d+(?:\.\d+)?(?:km|mi|m|ft)$/, 'expected a distance such as 5km')
  .transform((v) => parseDistance(v)?.meters ?? Number.NaN)

const decay = decimal.pipe(
  z.number().gt(0, 'decay must be in (0, 1)').lt(1, 'decay must be in (0, 1)'),
)

const dayStart = z
  .string()
  .refine((v) => dayNumber(v) !== undefined, {
    message: 'expected YYYY-MM-DD',
    params: { type: 'invalid_format' },
  })
  .transform((v) => (dayNumber(v) ?? 0) * DAY_MS)

export interface FuzzyDate {
  readonly originMs: number
  readonly offsetMs: number
  readonly scaleMs: number
  readonly decay: number
}
export interface FuzzyLocation extends LatLon {
  readonly offsetMeters: number
  readonly scaleMeters: number
  readonly decay: number
}

export function fuzzyDateParams<N extends string>(name: N) {
  return {
    [`${name}.origin`]: param(dayStart, {
      description: `${name}: the date relevance peaks at (YYYY-MM-DD).`,
    }),
    [`${name}.offset`]: param(duration, {
      description: `${name}: distance from the origin with full relevance (e.g. 1d). Default 0d.`,
    }),
    [`${name}.scale`]: param(duration, {
      description: `${name}: distance at which relevance falls to decay (e.g. 7d). Default 1d.`,
    }),
    [`${name}.decay`]: param(decay, {
      description: `${name}: relevance at scale, between 0 and 1. Default 0.5.`,
      type: 'number',
    }),
  } as {
    [K in `${N}.origin` | `${N}.offset` | `${N}.scale`]: ReturnType<typeof param<typeof duration>>
  } & { [K in `${N}.decay`]: ReturnType<typeof param<typeof decay>> }
}

export const locationAroundParams = {
  'location_around.origin': param(origin, {
    description: 'location_around: the point relevance peaks at ({latitude},{longitude}).',
  }),
  'location_around.offset': param(distance, {
    description: 'location_around: distance with full relevance (e.g. 1km). Default 0m.',
  }),
  'location_around.scale': param(distance, {
    description:
      'location_around: distance at which relevance falls to decay (e.g. 10km). Default 10km.',
  }),
  'location_around.decay': param(decay, {
    description: 'location_around: relevance at scale, between 0 and 1. Default 0.5.',
    type: 'number',
  }),
}

type Raw = Readonly<Record<string, unknown>>
const num = (raw: Raw, key: string): number | undefined => {
  const v = raw[key]
  return typeof v === 'number' ? v : undefined
}

/** Reports `*_around` groups sent without their origin. */
export function checkFuzzyOrigins(
  raw: Raw,
  names: readonly string[],
  issue: (field: string) => void,
): void {
  for (const name of names) {
    const sent = ['offset', 'scale', 'decay'].some((s) => raw[`${name}.${s}`] !== undefined)
    if (sent && raw[`${name}.origin`] === undefined) issue(`${name}.origin`)
  }
}

export function resolveFuzzyDate(raw: Raw, name: string): FuzzyDate | undefined {
  const originMs = num(raw, `${name}.origin`)
  if (originMs === undefined) return undefined
  return {
    originMs,
    offsetMs: num(raw, `${name}.offset`) ?? 0,
    scaleMs: num(raw, `${name}.scale`) ?? DAY_MS,
    decay: num(raw, `${name}.decay`) ?? 0.5,
  }
}

export function resolveFuzzyLocation(raw: Raw): FuzzyLocation | undefined {
  const point = raw['location_around.origin'] as LatLon | undefined
  if (point === undefined) return undefined
  return {
    lat: point.lat,
    lon: point.lon,
    offsetMeters: num(raw, 'location_around.offset') ?? 0,
    scaleMeters: num(raw, 'location_around.scale') ?? 10_000,
    decay: num(raw, 'location_around.decay') ?? 0.5,
  }
}
