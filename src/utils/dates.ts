// Calendar-date helpers in a named time zone, built on Intl (no date library needed).
import { formatOr, isFiniteNumber, isText, rawText } from './display'
import { formatInteger } from './format'

const DAY_MS = 86_400_000

const partsFormatters = new Map<string, Intl.DateTimeFormat>()

function partsFormatter(timeZone: string): Intl.DateTimeFormat {
  let formatter = partsFormatters.get(timeZone)
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    })
    partsFormatters.set(timeZone, formatter)
  }
  return formatter
}

/** Whether `timeZone` is a name Intl knows (TZ Database names and `UTC`). */
export function isTimeZone(timeZone: string): boolean {
  try {
    partsFormatter(timeZone)
    return true
  } catch {
    return false
  }
}

/** The calendar date `YYYY-MM-DD` of instant `ms` in `timeZone`. */
export function dateInZone(ms: number, timeZone: string): string {
  const parts = partsFormatter(timeZone).formatToParts(new Date(ms))
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '00'
  return `${part('year')}-${part('month')}-${part('day')}`
}

/** Whether `text` is a real calendar date `YYYY-MM-DD`. */
export function isIsoDate(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false
  const ms = Date.parse(`${text}T00:00:00Z`)
  return !Number.isNaN(ms) && new Date(ms).toISOString().startsWith(text)
}

/** `YYYY-MM-DD` plus `days` calendar days (time zones do not matter for date arithmetic). */
export function addDays(date: string, days: number): string {
  const ms = Date.parse(`${date}T00:00:00Z`) + days * DAY_MS
  return new Date(ms).toISOString().slice(0, 10)
}

/** The Intl fields of a date-time display; the zone and its name are the formatter's business. */
export type DateTimeFields = Omit<Intl.DateTimeFormatOptions, 'timeZone' | 'timeZoneName'>

const DATE_TIME_FIELDS: DateTimeFields = {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
}

/** Without the weekday: for table cells, where the time must not be cut. */
const COMPACT_DATE_TIME_FIELDS: DateTimeFields = {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
}

const ZONED = /(?:Z|[+-]\d{2}:\d{2})$/

/**
 * The zone to show an instant in: `timeZone` when Intl knows it, else UTC, which the display names
 * (a null zone means UTC to the API; an unknown one, `Mars/Olympus`, would make Intl throw).
 */
export function displayZone(timeZone: unknown): string {
  return typeof timeZone === 'string' && isTimeZone(timeZone) ? timeZone : 'UTC'
}

/** Per fields object (callers pass module constants), formatters by locale, zone and naming. */
const timestampFormatters = new WeakMap<DateTimeFields, Map<string, Intl.DateTimeFormat>>()

function timestampFormatter(
  locale: string,
  fields: DateTimeFields,
  timeZone: string,
  zoned: boolean,
): Intl.DateTimeFormat {
  let cache = timestampFormatters.get(fields)
  if (!cache) {
    cache = new Map()
    timestampFormatters.set(fields, cache)
  }
  const key = `${locale}|${timeZone}|${String(zoned)}`
  let formatter = cache.get(key)
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(locale, {
      ...fields,
      timeZone,
      ...(zoned ? { timeZoneName: 'short' } : {}),
    })
    cache.set(key, formatter)
  }
  return formatter
}

/**
 * An API timestamp for people, in `timeZone` (see displayZone) with its zone named. Timestamps
 * without a zone (events whose `timezone` is null, docs/api.md "Event") are local times and shown
 * as written. Anything that does not parse as a timestamp shows as written, or as a dash.
 */
export function formatTimestamp(
  value: unknown,
  timeZone: unknown,
  locale: string,
  fields: DateTimeFields,
): string {
  return formatOr(value, isText, (iso) => {
    const zoned = ZONED.test(iso)
    const ms = Date.parse(zoned ? iso : `${iso.slice(0, 19)}Z`)
    if (Number.isNaN(ms)) return rawText(iso)
    const zone = zoned ? displayZone(timeZone) : 'UTC'
    return timestampFormatter(locale, fields, zone, zoned).format(ms)
  })
}

/** `Sat, 14 Jun 2025, 19:30 AEST`: the product's date-time (formatTimestamp in en-GB). */
export function formatDateTime(value: unknown, timeZone: unknown): string {
  return formatTimestamp(value, timeZone, 'en-GB', DATE_TIME_FIELDS)
}

/**
 * A table column that shows formatDateTimeCompact whole, the longest offset included
 * ("30 Aug 2026, 00:00 GMT+12:45").
 */
export const COMPACT_DATE_TIME_WIDTH = '224px'

/** `14 Jun 2025, 19:30 AEST`: formatDateTime without the weekday, for table cells. */
export function formatDateTimeCompact(value: unknown, timeZone: unknown): string {
  return formatTimestamp(value, timeZone, 'en-GB', COMPACT_DATE_TIME_FIELDS)
}

/** Seconds as `3 d 4 h`, `2 h 30 min` or `45 min`; anything but a duration as written. */
export function formatDuration(value: unknown): string {
  return formatOr(value, isDuration, (seconds) => {
    const minutes = Math.round(seconds / 60)
    const days = Math.floor(minutes / 1440)
    const hours = Math.floor((minutes % 1440) / 60)
    const rest = minutes % 60
    const parts = [
      days > 0 ? `${formatInteger(days)} d` : '',
      hours > 0 ? `${hours} h` : '',
      rest > 0 && days === 0 ? `${rest} min` : '',
    ].filter((part) => part !== '')
    return parts.length === 0 ? '0 min' : parts.join(' ')
  })
}

const isDuration = (value: unknown): value is number => isFiniteNumber(value) && value >= 0
