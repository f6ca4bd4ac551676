// Date ranges `name.gt/gte/lt/lte/tz` (docs/api.md "Query parameter types"): values `YYYY-MM-DD` or
// `YYYY-MM-DDThh:mm:ss`, read as wall-clock times in `tz` (default UTC). A date-only `gt` means
// after 23:59:59.999999 of that day, `gte` from 00:00, `lt` before 00:00, `lte` up to the end of
// the day. The output is one half-open interval [fromMs, toMs) in UTC epoch milliseconds.
import { z } from 'zod'

import { DAY_MS } from '../../utils/time'
import { wallTimeToUtc } from '../dates'
import { param } from './param'
import { timeZone } from './primitives'

export const DATE_VALUE_PATTERN =
  '^\\d{4}-\\d{2}-\\d{2}(?:T\\d{2}:\\d{2}:\\d{2}(?:\\.\\d{1,6})?(?:Z|[+-]\\d{2}:\\d{2})?)?$'
const DATE_VALUE_RE = new RegExp(DATE_VALUE_PATTERN)

/** One bound as sent. `wallMs` is the wall-clock time read as if it were UTC. */
export interface DateBound {
  readonly raw: string
  readonly dateOnly: boolean
  readonly wallMs: number
  /** Set when the value carries its own `Z` or offset (then `tz` does not apply). */
  readonly offsetMs?: number
}

export const dateBound = z.string().transform((raw, ctx): DateBound => {
  const wallMs = Date.parse(`${raw.slice(0, 19)}${raw.length === 10 ? 'T00:00:00' : ''}Z`)
  if (
    !DATE_VALUE_RE.test(raw) ||
    Number.isNaN(wallMs) ||
    !new Date(wallMs).toISOString().startsWith(raw.slice(0, 10))
  ) {
    ctx.addIssue({
      code: 'custom',
      message: 'expected YYYY-MM-DD or YYYY-MM-DDThh:mm:ss',
      params: { type: 'invalid_format' },
    })
    return { raw, dateOnly: true, wallMs: Number.NaN }
  }
  const zone = /(Z|[+-]\d{2}:\d{2})$/.exec(raw)?.[1]
  const fraction = /\.(\d{1,6})/.exec(raw)?.[1]
  const ms = fraction === undefined ? 0 : Math.floor(Number(`0.${fraction}`) * 1000)
  const bound = { raw, dateOnly: raw.length === 10, wallMs: wallMs + ms }
  if (zone === undefined) return bound
  const offsetMs =
    zone === 'Z'
      ? 0
      : (zone.startsWith('-') ? -1 : 1) *
        (Number(zone.slice(1, 3)) * 60 + Number(zone.slice(4, 6))) *
        60_000
  return { ...bound, offsetMs }
})

export interface DateRange {
  readonly gt?: string
  readonly gte?: string
  readonly lt?: string
  readonly lte?: string
  readonly tz: string
  /** Inclusive lower instant (UTC epoch ms), absent when unbounded below. */
  readonly fromMs?: number
  /** Exclusive upper instant (UTC epoch ms), absent when unbounded above. */
  readonly toMs?: number
}

export const DATE_SUFFIXES = ['gt', 'gte', 'lt', 'lte'] as const
type DateSuffix = (typeof DATE_SUFFIXES)[number]

const SUFFIX_TEXT: Record<DateSuffix, string> = {
  gt: 'after (a date-only value: after the end of that day)',
  gte: 'on or after (a date-only value: from 00:00 of that day)',
  lt: 'before (a date-only value: before 00:00 of that day)',
  lte: 'on or before (a date-only value: up to the end of that day)',
}

/** The five parameters of a date range named `name`. */
export function dateRangeParams<N extends string>(name: N, what: string) {
  const bound = (s: DateSuffix) =>
    param(dateBound, {
      description: `${what}: ${SUFFIX_TEXT[s]}. YYYY-MM-DD or YYYY-MM-DDThh:mm:ss.`,
      pattern: DATE_VALUE_PATTERN,
    })
  return {
    [`${name}.gt`]: bound('gt'),
    [`${name}.gte`]: bound('gte'),
    [`${name}.lt`]: bound('lt'),
    [`${name}.lte`]: bound('lte'),
    [`${name}.tz`]: param(timeZone, {
      description: `${what}: TZ Database name the dates are read in.`,
      default: 'UTC',
    }),
  } as { [K in `${N}.${DateSuffix}`]: ReturnType<typeof bound> } & {
    [K in `${N}.tz`]: ReturnType<typeof param<typeof timeZone>>
  }
}

type DateRangeRaw<N extends string> = {
  readonly [K in `${N}.${DateSuffix}`]?: DateBound | undefined
} & {
  readonly [K in `${N}.tz`]?: string | undefined
}

function instant(bound: DateBound, tz: string, nextDay: boolean): number {
  const wall = bound.wallMs + (nextDay ? DAY_MS : 0)
  return bound.offsetMs === undefined ? wallTimeToUtc(wall, tz) : wall - bound.offsetMs
}

/** Resolves the parts of range `name` into [fromMs, toMs); undefined when no bound was sent. */
export function resolveDateRange<N extends string>(
  raw: DateRangeRaw<N>,
  name: N,
): DateRange | undefined {
  const get = (s: DateSuffix): DateBound | undefined =>
    (raw as Readonly<Record<string, DateBound | undefined>>)[`${name}.${s}`]
  const tz = (raw as Readonly<Record<string, string | undefined>>)[`${name}.tz`] ?? 'UTC'
  const [gt, gte, lt, lte] = DATE_SUFFIXES.map(get)
  if (!gt && !gte && !lt && !lte) return undefined
  const from = [
    gt && (gt.dateOnly ? instant(gt, tz, true) : instant(gt, tz, false) + 1),
    gte && instant(gte, tz, false),
  ].filter((v): v is number => v !== undefined)
  const to = [
    lt && instant(lt, tz, false),
    lte && (lte.dateOnly ? instant(lte, tz, true) : instant(lte, tz, false) + 1),
  ].filter((v): v is number => v !== undefined)
  return {
    ...(gt && { gt: gt.raw }),
    ...(gte && { gte: gte.raw }),
    ...(lt && { lt: lt.raw }),
    ...(lte && { lte: lte.raw }),
    tz,
    ...(from.length > 0 && { fromMs: Math.max(...from) }),
    ...(to.length > 0 && { toMs: Math.min(...to) }),
  }
}
