// Number and count formatting for people (en-US grouping, as the rest of the product shows).

const integerFormat = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 })
const compactFormat = new Intl.NumberFormat('en-US', {
  notation: 'compact',
  maximumFractionDigits: 1,
})

/** `1234` -> `1,234`; null/undefined -> an en dash, the conventional "no value" in tables. */
export function formatInteger(value: number | null | undefined): string {
  return value === null || value === undefined || !Number.isFinite(value)
    ? '–'
    : integerFormat.format(value)
}

/** `12345` -> `12.3K`: for axis ticks and tight cells. */
export function formatCompact(value: number | null | undefined): string {
  return value === null || value === undefined || !Number.isFinite(value)
    ? '–'
    : compactFormat.format(value)
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
