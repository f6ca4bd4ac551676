// Parsers of the query value grammar (docs/api.md "Query parameter types").
// Each takes the string a URL carries and yields a value convenient for the service.
import { z } from 'zod'

import { isTimeZone } from '../../utils/dates'
import { dayNumber } from '../dates'

const invalid = (message: string) => ({ message, params: { type: 'invalid_format' } })

export const text = z.string().min(1, 'must not be empty')

export const nonNegativeInt = z
  .string()
  .regex(/^\d+$/, 'expected a non-negative integer')
  .transform(Number)

export function boundedInt(max: number) {
  return nonNegativeInt.pipe(z.number().max(max, `must not exceed ${max}`))
}

export const NUMBER_PATTERN = '^-?\\d+(?:\\.\\d+)?$'
export const decimal = z
  .string()
  .regex(new RegExp(NUMBER_PATTERN), 'expected a number')
  .transform(Number)
export const integer = z
  .string()
  .regex(/^-?\d+$/, 'expected an integer')
  .transform(Number)

export const booleanValue = z
  .string()
  .refine((v) => v === 'true' || v === 'false', invalid('expected true or false'))
  .transform((v) => v === 'true')

/** A string that must be one of `values` (typed as the literal union). */
export function oneOf<const T extends readonly [string, ...string[]]>(values: T) {
  return z.string().pipe(z.enum(values, { error: () => `expected one of ${values.join(', ')}` }))
}

/** Comma list, each item parsed by `item`; the result is the union over the values. */
export function commaList<T>(item: z.ZodType<T, string>) {
  return z
    .string()
    .transform((v) => v.split(',').map((s) => s.trim()))
    .pipe(z.array(z.string().min(1, 'empty list item').pipe(item)).min(1))
}

export const idList = commaList(z.string())

/** ISO 3166-1 alpha-2, case-insensitive in, upper case out. */
export const countryCode = z
  .string()
  .regex(/^[A-Za-z]{2}$/, 'expected an ISO 3166-1 alpha-2 code')
  .transform((v) => v.toUpperCase())

export const timeZone = z.string().refine(isTimeZone, {
  message: 'expected a TZ Database name',
  params: { type: 'invalid_timezone' },
})

export const LAT_LON_PATTERN = '(-?\\d+(?:\\.\\d+)?),\\s*(-?\\d+(?:\\.\\d+)?)'
export interface LatLon {
  readonly lat: number
  readonly lon: number
}

function latLon(prefix: string, hint: string) {
  const re = new RegExp(`^${prefix}${LAT_LON_PATTERN}$`)
  return z.string().transform((v, ctx): LatLon => {
    const m = re.exec(v)
    const lat = Number(m?.[1])
    const lon = Number(m?.[2])
    if (!m) {
      ctx.addIssue({
        code: 'custom',
        message: `expected ${hint}`,
        params: { type: 'invalid_format' },
      })
    } else if (lat < -90 || lat > 90 || lon < -180 || lon > 180) {
      ctx.addIssue({
        code: 'custom',
        message: 'latitude must be in [-90, 90] and longitude in [-180, 180]',
        params: { type: 'range' },
      })
    }
    return { lat, lon }
  })
}

/** `{latitude},{longitude}` (location.origin and friends). */
export const origin = latLon('', '{latitude},{longitude}')
/** `@{latitude},{longitude}` (places `location`). */
export const atOrigin = latLon('@', '@{latitude},{longitude}')

/** `YYYY-MM-DD` that is a real calendar day. */
export const calendarDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'expected YYYY-MM-DD')
  .refine((v) => dayNumber(v) !== undefined, invalid('not a calendar date'))
