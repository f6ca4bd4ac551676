// Summary statistics of timing samples: median and p95 per query, geometric mean of ratios; and the
// rank correlation the dataset-quality check reports.

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

/** Percentiles of load latencies (load-section.ts). */
export interface Latency {
  readonly count: number
  readonly p50Ms: number
  readonly p95Ms: number
  readonly p99Ms: number
  readonly maxMs: number
}

export function latency(samplesMs: readonly number[]): Latency {
  const sorted = [...samplesMs].sort((a, b) => a - b)
  return {
    count: sorted.length,
    p50Ms: percentile(sorted, 0.5),
    p95Ms: percentile(sorted, 0.95),
    p99Ms: percentile(sorted, 0.99),
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

/**
 * Ranks from 1 in ascending order; tied values share the average of the ranks they span, so a
 * tie neither helps nor hurts a correlation.
 */
export function averageRanks(values: readonly number[]): number[] {
  const order = values.map((_, i) => i).sort((a, b) => (values[a] ?? 0) - (values[b] ?? 0))
  const ranks = new Array<number>(values.length).fill(0)
  for (let i = 0; i < order.length;) {
    let j = i
    while (j + 1 < order.length && values[order[j + 1] ?? 0] === values[order[i] ?? 0]) j++
    const rank = (i + j) / 2 + 1
    for (let k = i; k <= j; k++) ranks[order[k] ?? 0] = rank
    i = j + 1
  }
  return ranks
}

/** Pearson correlation; NaN when the lengths differ, there are fewer than two pairs, or one side is constant. */
export function pearson(xs: readonly number[], ys: readonly number[]): number {
  const n = xs.length
  if (n !== ys.length || n < 2) return Number.NaN
  const mean = (v: readonly number[]): number => v.reduce((s, x) => s + x, 0) / n
  const mx = mean(xs)
  const my = mean(ys)
  let sxy = 0
  let sxx = 0
  let syy = 0
  for (let i = 0; i < n; i++) {
    const dx = (xs[i] ?? 0) - mx
    const dy = (ys[i] ?? 0) - my
    sxy += dx * dy
    sxx += dx * dx
    syy += dy * dy
  }
  return sxx === 0 || syy === 0 ? Number.NaN : sxy / Math.sqrt(sxx * syy)
}

/** Spearman's rank correlation: Pearson's over average ranks, which stays exact with ties. */
export function spearman(xs: readonly number[], ys: readonly number[]): number {
  return pearson(averageRanks(xs), averageRanks(ys))
}
