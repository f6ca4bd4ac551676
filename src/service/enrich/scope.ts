// The caller's subscription as the engine applies it (spec "Subscription scoping": limits are
// applied to results silently, never as an error).
import type { Organisation } from '../auth/accounts'
import type { Subscription } from '../engine/query'

const DAY_MS = 86_400_000

/** The engine's visibility filter for an organisation at service time `now`. */
export function engineSubscription(org: Organisation, now: number): Subscription {
  const s = org.subscription
  return {
    from: s.visibleFromDays === null ? undefined : now + s.visibleFromDays * DAY_MS,
    to: s.visibleToDays === null ? undefined : now + s.visibleToDays * DAY_MS,
    countries: s.countries === null ? undefined : [...s.countries],
  }
}

/** Spec Saved location: timestamps are ISO 8601 with a +00:00 offset. */
export function offsetDateTime(ms: number): string {
  return new Date(ms).toISOString().replace('Z', '+00:00')
}
