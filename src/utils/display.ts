// The one rule for showing a value that came from the API: format it when it is what the formatter
// reads, else show it as written, or a dash when there is nothing to show. A backend may send any
// value the contract leaves open (an unknown time zone, an empty title) and, to a client built with
// `validateResponses: false` (src/api/client.ts), anything at all; one odd record must cost one
// cell, never the view (the route's error view, src/components/layout/route-error-view.tsx, is
// for failures of the view itself). Formatters built on `formatOr` never throw.

/** The conventional "no value" of tables and panels: an en dash. */
export const NO_VALUE = '–'

/**
 * A value as written, for when it cannot be formatted: text as it is, finite numbers and booleans
 * in words, and a dash for nothing to show (null, undefined, blank text, NaN, objects).
 */
export function rawText(value: unknown): string {
  if (typeof value === 'string') return value.trim() === '' ? NO_VALUE : value
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : NO_VALUE
  if (typeof value === 'boolean' || typeof value === 'bigint') return String(value)
  return NO_VALUE
}

/**
 * `format(value)` when `accepts(value)`, else the raw text. A formatter that throws anyway (an
 * Intl option the runtime refuses) or returns nothing also falls back to the raw text.
 */
export function formatOr<T>(
  value: unknown,
  accepts: (value: unknown) => value is T,
  format: (value: T) => string,
): string {
  if (!accepts(value)) return rawText(value)
  try {
    const text = format(value)
    return text.trim() === '' ? rawText(value) : text
  } catch {
    return rawText(value)
  }
}

export const isText = (value: unknown): value is string =>
  typeof value === 'string' && value.trim() !== ''

export const isFiniteNumber = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value)

/** The items of a list field, or none when the field is missing or not a list. */
export function itemsOf<T>(value: readonly T[] | null | undefined): readonly T[] {
  // The declared type is what the contract promises; the check is for a value that breaks it.
  const given: unknown = value
  return Array.isArray(given) ? (given as readonly T[]) : []
}

/** The items of a list field that are records (objects), so their fields can be read. */
export function recordsOf<T extends object>(value: readonly T[] | null | undefined): readonly T[] {
  return itemsOf(value).filter((item: unknown) => typeof item === 'object' && item !== null)
}

/** Field `key` of `value` when `value` is a record: for nested fields an odd record may lack. */
export function fieldOf(value: unknown, key: string): unknown {
  return typeof value === 'object' && value !== null
    ? (value as Readonly<Record<string, unknown>>)[key]
    : undefined
}

/** The entries of a map field (counts by key), or none when it is not a record. */
export function entriesOf(value: unknown): readonly (readonly [string, unknown])[] {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? Object.entries(value)
    : []
}
