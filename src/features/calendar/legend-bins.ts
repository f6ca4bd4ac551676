// The legend's bins. Counts are skewed (a few festival weekends, many quiet Tuesdays), so the
// count bins follow the quantiles of the days that have any, rounded to whole numbers; the top
// rank takes the five rank levels, whose bands are fixed (contract/enums.ts RANK_LEVEL_BANDS).
import { RANK_LEVELS, RANK_LEVEL_BANDS } from '../../contract/enums'
import { formatInteger } from '../../utils/format'
import type { CalendarMetric } from './calendar-search'

export interface LegendBin {
  /** Inclusive bounds of the values in the bin. */
  readonly lo: number
  readonly hi: number
  readonly label: string
  readonly color: string
}

export interface Legend {
  /** Days whose value is 0: no events (or none counted by the metric). */
  readonly empty: { readonly label: string; readonly color: string }
  readonly bins: readonly LegendBin[]
}

/** A sequential blue scale (ColorBrewer Blues), light to dark; readable under colour deficiencies. */
export const BIN_COLORS = ['#c6dbef', '#9ecae1', '#6baed6', '#3182bd', '#08519c'] as const
export const EMPTY_COLOR = '#f1f3f5'

const RANK_BANDS = RANK_LEVELS.map((level) => RANK_LEVEL_BANDS[level])

function rangeLabel(lo: number, hi: number): string {
  return lo === hi ? formatInteger(lo) : `${formatInteger(lo)}–${formatInteger(hi)}`
}

/** The bins for `values` (one per day of the span, zeros included). */
export function legendFor(metric: CalendarMetric, values: readonly number[]): Legend {
  if (metric === 'top') {
    return {
      empty: { label: 'No events', color: EMPTY_COLOR },
      bins: RANK_BANDS.map(([lo, hi], index) => ({
        // A day with events of rank 0 still has events: its band starts above "no events".
        lo: index === 0 ? 0.5 : lo,
        hi,
        label: `${rangeLabel(lo, hi)} (level ${index + 1})`,
        color: BIN_COLORS[index] ?? EMPTY_COLOR,
      })),
    }
  }
  const positive = values.filter((value) => value > 0).sort((a, b) => a - b)
  const empty = { label: '0', color: EMPTY_COLOR }
  if (positive.length === 0) return { empty, bins: [] }
  const max = positive[positive.length - 1] ?? 1
  // Upper bounds at the 20th … 80th percentiles, then the maximum; repeats merge.
  const uppers = [0.2, 0.4, 0.6, 0.8]
    .map((q) => positive[Math.min(positive.length - 1, Math.floor(q * positive.length))] ?? max)
    .concat(max)
  const bounds: number[] = []
  for (const upper of uppers) {
    const previous = bounds[bounds.length - 1] ?? 0
    if (upper > previous) bounds.push(upper)
  }
  // Fewer bins than colours use the darker end, so the busiest days always read darkest.
  const offset = BIN_COLORS.length - bounds.length
  return {
    empty,
    bins: bounds.map((hi, index) => {
      const lo = (bounds[index - 1] ?? 0) + 1
      return { lo, hi, label: rangeLabel(lo, hi), color: BIN_COLORS[offset + index] ?? EMPTY_COLOR }
    }),
  }
}

/** The colour of a value: the empty colour for 0, otherwise its bin's. */
export function colorOf(legend: Legend, value: number): string {
  if (value <= 0) return legend.empty.color
  const bin = legend.bins.find((b) => value <= b.hi) ?? legend.bins[legend.bins.length - 1]
  return bin?.color ?? legend.empty.color
}
