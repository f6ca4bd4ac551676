// The service clock. With SERVICE_NOW the service starts at that instant and time still moves
// from there (docs/architecture.md "The embedded dataset": deterministic from a seed and a clock), so
// rate-limit windows and enrichment delays behave as they would against the real API.

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
