// Number and count formatting for people (en-US grouping, as the rest of the product shows).
// Values from the API go through formatOr (display.ts): anything else shows as written or a dash.
import { formatOr, isFiniteNumber, isText } from './display'

const integerFormat = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 })
const compactFormat = new Intl.NumberFormat('en-US', {
  notation: 'compact',
  maximumFractionDigits: 1,
})

/** `1234` -> `1,234`; null, undefined, NaN -> an en dash; other values as written. */
export function formatInteger(value: unknown): string {
  return formatOr(value, isFiniteNumber, (n) => integerFormat.format(n))
}

/** `12345` -> `12.3K`: for axis ticks and tight cells. */
export function formatCompact(value: unknown): string {
  return formatOr(value, isFiniteNumber, (n) => compactFormat.format(n))
}

/** `performing-arts` -> `Performing arts`: enumeration values (categories) in words. */
export function formatSlug(value: unknown): string {
  return formatOr(value, isText, (text) => {
    const words = text.replaceAll('-', ' ')
    return words.charAt(0).toUpperCase() + words.slice(1)
  })
}

/** `showing 1–50 of 1,234` for a page window; `first` is 1-based. */
export function formatWindow(first: number, last: number, total: number): string {
  if (total === 0 || last < first) return `0 of ${formatInteger(total)}`
  return `${formatInteger(first)}–${formatInteger(last)} of ${formatInteger(total)}`
}

/** `1 event` / `2 events`. */
export function plural(count: number, one: string, many = `${one}s`): string {
  return `${formatInteger(count)} ${count === 1 ? one : many}`
}
