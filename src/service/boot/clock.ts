// The service clock. With SERVICE_NOW the service starts at that instant and time still moves
// from there (docs/architecture.md "The embedded dataset": deterministic from a seed and a clock), so
// rate-limit windows and enrichment delays behave as they would against the real API.
import { DAY_MS } from '../../utils/time.ts'

/**
 * `fixedNow` (epoch ms) starts the clock at that instant; without it the clock is the real one.
 * `realNow` is injectable so the drift can be tested without waiting.
 */
export function serviceClock(
  fixedNow: number | undefined,
  realNow: () => number = Date.now,
): () => number {
  if (fixedNow === undefined) return realNow
  const startedAt = realNow()
  return () => fixedNow + (realNow() - startedAt)
}

/**
 * The instant the dataset is generated for. With SERVICE_NOW, that instant; on the real clock, the
 * start of the current UTC day: the data then stays the same all day, so a page can keep it
 * between loads, and still follows the calendar from one day to the next (docs/dataset-cache.md).
 */
export function datasetInstant(fixedNow: number | undefined, realNow: number = Date.now()): number {
  return fixedNow ?? Math.floor(realNow / DAY_MS) * DAY_MS
}
