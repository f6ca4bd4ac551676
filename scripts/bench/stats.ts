// Summary statistics of timing samples: median and p95 per query, geometric mean of ratios.

export interface Summary {
  readonly runs: number
  readonly medianMs: number
  readonly p95Ms: number
  readonly minMs: number
  readonly maxMs: number
}

/**
 * The p-quantile (0..1) of ascending values by the nearest-rank method: the smallest sample
 * with at least p of the samples at or below it, so it is always a measured value.
 */
export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN
  const rank = Math.ceil(Math.min(1, Math.max(0, p)) * sorted.length)
  return sorted[Math.max(0, rank - 1)] ?? Number.NaN
}

/** Middle value; the mean of the two middle values for an even count. */
export function median(values: readonly number[]): number {
  if (values.length === 0) return Number.NaN
  const sorted = [...values].sort((a, b) => a - b)
  const mid = sorted.length >> 1
  return sorted.length % 2 === 1
    ? (sorted[mid] ?? Number.NaN)
    : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2
}

export function summarize(samplesMs: readonly number[]): Summary {
  const sorted = [...samplesMs].sort((a, b) => a - b)
  return {
    runs: sorted.length,
    medianMs: median(sorted),
    p95Ms: percentile(sorted, 0.95),
    minMs: sorted[0] ?? Number.NaN,
    maxMs: sorted[sorted.length - 1] ?? Number.NaN,
  }
}

/** Geometric mean of positive ratios (the fair average of speed ratios); NaN when empty or any is not positive. */
export function geomean(values: readonly number[]): number {
  if (values.length === 0 || values.some((v) => !(v > 0) || !Number.isFinite(v))) return Number.NaN
  return Math.exp(values.reduce((s, v) => s + Math.log(v), 0) / values.length)
}

/** A duration for a table cell: three significant digits, in ms or s. */
export function formatMs(ms: number): string {
  if (!Number.isFinite(ms)) return '-'
  if (ms >= 10_000) return `${(ms / 1000).toFixed(1)} s`
  if (ms >= 1000) return `${(ms / 1000).toFixed(2)} s`
  if (ms >= 100) return `${ms.toFixed(0)} ms`
  if (ms >= 10) return `${ms.toFixed(1)} ms`
  return `${ms.toFixed(2)} ms`
}
