// The legend's bins: round breaks an analyst can read off and compare, from 1 up to the busiest
// day. Two families of steps, and the one that spreads the days over more colours is used:
//   - linear: equal steps of 1, 2, 2.5 or 5 × 10ⁿ (1–25, 26–50, …), when days are evenly spread;
//   - 1–2–5: each break about twice the last (1–10, 11–20, 21–50, …), when a few busy days
//     would otherwise leave every other day in the palest bin.
// Breaks never follow the data's quantiles: a quantile edge at 34 makes 28 and 34 look like
// calm and extreme. The top rank takes the five rank levels, whose bands are fixed
// (contract/enums.ts RANK_LEVEL_BANDS). The legend states which scale it uses (`scale`).
import { RANK_LEVELS, RANK_LEVEL_BANDS } from '../../../contract/enums'
import { BLUES } from '../../../components/theme/ramps'
import type { Theme } from '../../../components/theme/theme'
import { formatInteger } from '../../../utils/format'
import type { CalendarMetric } from '../calendar-search'

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
  /** The steps in words, for the legend's title: `linear steps of 50`. */
  readonly scale: string
}

/**
 * The heatmap's colours per theme: the shared ramp (src/components/theme/ramps.ts), the colour of a
 * day without events, and the bins whose figures are written in white.
 */
export const CALENDAR_PALETTES = {
  light: {
    bins: BLUES.light,
    empty: '#f1f3f5',
    lightText: ['#2171b5', '#08519c'],
  },
  dark: {
    bins: BLUES.dark,
    empty: '#23282f',
    lightText: ['#1d3657', '#1f5288', '#2f74b5'],
  },
} as const satisfies Record<
  Theme,
  { bins: readonly string[]; empty: string; lightText: readonly string[] }
>

type Palette = (typeof CALENDAR_PALETTES)[Theme]

/** The fills whose figures are written in white, of either theme. */
const DARK_FILLS = new Set<string>([
  ...CALENDAR_PALETTES.light.lightText,
  ...CALENDAR_PALETTES.dark.lightText,
])
/** The other bins, whose figures are written in near-black whatever the theme. */
const LIGHT_FILLS = new Set<string>(
  [...CALENDAR_PALETTES.light.bins, ...CALENDAR_PALETTES.dark.bins].filter(
    (fill) => !DARK_FILLS.has(fill),
  ),
)

/**
 * The class of a day's figures on `fill` (calendar.css): white, near-black, or none for the
 * theme's text on a day without events.
 */
export const inkOn = (fill: string): 'on-dark' | 'on-light' | '' =>
  DARK_FILLS.has(fill) ? 'on-dark' : LIGHT_FILLS.has(fill) ? 'on-light' : ''

const RANK_BANDS = RANK_LEVELS.map((level) => RANK_LEVEL_BANDS[level])
const MAX_BINS = CALENDAR_PALETTES.light.bins.length

function rangeLabel(lo: number, hi: number): string {
  return lo === hi ? formatInteger(lo) : `${formatInteger(lo)}–${formatInteger(hi)}`
}

/** The smallest of 1, 2, 5, 10, 20, 50, … that is at least `value`. */
export function niceAtLeast(value: number): number {
  let step = 1
  for (;;) {
    for (const factor of [1, 2, 5]) if (step * factor >= value) return step * factor
    step *= 10
  }
}

/** The smallest of 1, 2, 5, 10, 20, 25, 50, 100, 200, 250, … at least `value`: a whole step. */
export function stepAtLeast(value: number): number {
  let magnitude = 1
  for (;;) {
    const factors = magnitude >= 10 ? [1, 2, 2.5, 5] : [1, 2, 5]
    for (const factor of factors) if (magnitude * factor >= value) return magnitude * factor
    magnitude *= 10
  }
}

/** Upper bounds of equal round steps from 0 to at least `max`, at most five of them. */
export function linearBreaks(max: number): number[] {
  const step = stepAtLeast(max / MAX_BINS)
  const count = Math.max(1, Math.ceil(max / step))
  return Array.from({ length: count }, (_, i) => (i + 1) * step)
}

/** Upper bounds from the 1–2–5 sequence, the last at least `max`, at most five of them. */
export function stepBreaks(max: number): number[] {
  const top = niceAtLeast(max)
  const breaks = [top]
  while (breaks.length < MAX_BINS) {
    const below = previousNice(breaks[0] ?? 1)
    if (below === undefined) break
    breaks.unshift(below)
  }
  return breaks
}

function previousNice(value: number): number | undefined {
  if (value <= 1) return undefined
  const magnitude = 10 ** Math.floor(Math.log10(value))
  const lead = Math.round(value / magnitude)
  if (lead === 1) return magnitude / 2
  return lead === 2 ? magnitude : 2 * magnitude
}

/** How evenly the values fall into bins with these upper bounds (entropy, in bits). */
function spread(values: readonly number[], breaks: readonly number[]): number {
  const counts = breaks.map(() => 0)
  for (const value of values) {
    const index = breaks.findIndex((hi) => value <= hi)
    const at = index === -1 ? counts.length - 1 : index
    counts[at] = (counts[at] ?? 0) + 1
  }
  return counts.reduce((bits, count) => {
    if (count === 0) return bits
    const p = count / values.length
    return bits - p * Math.log2(p)
  }, 0)
}

function binsOf(breaks: readonly number[], palette: Palette): LegendBin[] {
  // Fewer bins than colours use the darker end, so the busiest days always read darkest.
  const offset = MAX_BINS - breaks.length
  return breaks.map((hi, index) => {
    const lo = (breaks[index - 1] ?? 0) + 1
    const color = palette.bins[offset + index] ?? palette.empty
    return { lo, hi, label: rangeLabel(lo, hi), color }
  })
}

/** The bins for `values` (one per day of the span, zeros included). */
export function legendFor(
  metric: CalendarMetric,
  values: readonly number[],
  theme: Theme = 'light',
): Legend {
  const palette = CALENDAR_PALETTES[theme]
  if (metric === 'top') {
    return {
      empty: { label: 'No events', color: palette.empty },
      bins: RANK_BANDS.map(([lo, hi], index) => ({
        // A day with events of rank 0 still has events: its band starts above "no events".
        lo: index === 0 ? 0.5 : lo,
        hi,
        label: `${rangeLabel(lo, hi)} (level ${index + 1})`,
        color: palette.bins[index] ?? palette.empty,
      })),
      scale: 'by rank level',
    }
  }
  const empty = { label: '0', color: palette.empty }
  const positive = values.filter((value) => value > 0)
  if (positive.length === 0) return { empty, bins: [], scale: 'no days with any' }
  const max = Math.max(...positive)
  const linear = linearBreaks(max)
  const steps = stepBreaks(max)
  // Ties go to the linear steps: equal steps are the easier to read.
  if (spread(positive, steps) > spread(positive, linear) + 0.05) {
    return { empty, bins: binsOf(steps, palette), scale: 'doubling steps (1–2–5)' }
  }
  const step = linear[0] ?? 1
  return {
    empty,
    bins: binsOf(linear, palette),
    scale: `linear steps of ${formatInteger(step)}`,
  }
}

/** The colour of a value: the empty colour for 0, otherwise its bin's. */
export function colorOf(legend: Legend, value: number): string {
  if (value <= 0) return legend.empty.color
  const bin = legend.bins.find((b) => value <= b.hi) ?? legend.bins[legend.bins.length - 1]
  return bin?.color ?? legend.empty.color
}
