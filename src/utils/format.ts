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

const BYTE_UNITS = ['bytes', 'kB', 'MB', 'GB', 'TB'] as const
const bytesFormat = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 })

/** `1536000` -> `1.5 MB` (powers of 1,000, as browsers and disks count); an en dash for no number. */
export function formatBytes(value: unknown): string {
  return formatOr(value, isFiniteNumber, (n) => {
    let size = Math.max(0, n)
    let unit = 0
    while (size >= 1000 && unit < BYTE_UNITS.length - 1) {
      size /= 1000
      unit += 1
    }
    return `${unit === 0 ? integerFormat.format(size) : bytesFormat.format(size)} ${BYTE_UNITS[unit] ?? ''}`
  })
}

/** `12345` -> `12.3K`: for axis ticks and tight cells. */
export function formatCompact(value: unknown): string {
  return formatOr(value, isFiniteNumber, (n) => compactFormat.format(n))
}

const oneDecimalFormat = new Intl.NumberFormat('en-US', {
  minimumFractionDigits: 1,
  maximumFractionDigits: 1,
})

/** What a KPI tile shows: a count of things or an average, and what it counts (`people a day`). */
export interface KpiFigure {
  readonly kind: 'count' | 'average'
  readonly unit?: string
}

/**
 * The one way a KPI tile writes its figure, so tiles side by side round alike: a count whole with
 * thousands grouping (`6,012`, never `6K`); an average to one decimal under 100 (`80.7`) and whole
 * from there (`72,917`), where a tenth no longer tells anyone anything; then the unit, if any
 * (`80.7 people a day`). Anything but a number shows as written, or a dash.
 */
export function formatKpi(value: unknown, figure: KpiFigure): string {
  return formatKpiParts(value, figure).join(' ').trim()
}

/** formatKpi as [figure, unit], for a tile that sets the unit apart from the figure. */
export function formatKpiParts(value: unknown, figure: KpiFigure): readonly [string, string] {
  const number = formatOr(value, isFiniteNumber, (n) =>
    figure.kind === 'average' && Math.abs(n) < 100
      ? oneDecimalFormat.format(n)
      : integerFormat.format(Math.round(n)),
  )
  return [number, isFiniteNumber(value) ? (figure.unit ?? '') : '']
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
