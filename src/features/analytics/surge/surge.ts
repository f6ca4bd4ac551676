// The demand-surge threshold, drawn as a line over the daily totals. The API returns the surge
// days only; the threshold is the rule it applies, recomputed here from the same totals: the mean
// of the window's daily attendance plus 1, 2, 3 or 4 population standard deviations for s, m, l,
// xl (src/contract/enums.ts SURGE_INTENSITY_SIGMAS). Each 90-day request window has its own mean,
// so a year gets one threshold per window.
import { SURGE_INTENSITY_SIGMAS } from '../../../contract/enums'
import type { SurgeIntensity } from '../../../contract/enums'
import type { DaySpan } from '../../../components/compare/period-change'

/** mean + sigmas × population sd of `values`; undefined for an empty window. */
export function surgeThreshold(values: readonly number[], sigmas: number): number | undefined {
  if (values.length === 0) return undefined
  const mean = values.reduce((s, v) => s + v, 0) / values.length
  const sd = Math.sqrt(values.reduce((s, v) => s + (v - mean) ** 2, 0) / values.length)
  return mean + sigmas * sd
}

/**
 * The threshold of each day: its window's threshold, or null when any day of the window is a hole
 * (a threshold over part of a window would be wrong, not approximate).
 */
export function thresholdByDay(
  dates: readonly string[],
  totals: readonly (number | null)[],
  windows: readonly DaySpan[],
  intensity: SurgeIntensity,
): (number | null)[] {
  const out = new Array<number | null>(dates.length).fill(null)
  for (const window of windows) {
    const indexes = dates.flatMap((d, i) => (d >= window.gte && d <= window.lte ? [i] : []))
    const values = indexes.map((i) => totals[i] ?? null)
    const present = values.filter((v): v is number => v !== null)
    if (present.length !== values.length) continue
    const threshold = surgeThreshold(present, SURGE_INTENSITY_SIGMAS[intensity])
    if (threshold === undefined) continue
    for (const i of indexes) out[i] = threshold
  }
  return out
}
