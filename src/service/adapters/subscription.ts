// Subscription scoping (docs/api.md "Subscription scoping", "Errors"): the plan's countries and
// visibility window restrict results silently; out-of-plan requests are never an error.
import type { Organisation } from '../auth/accounts'
import type { Subscription } from '../engine/query'
import { DAY_MS } from '../../utils/time'

/** The engine's view of the caller's plan at `now`; undefined when the plan restricts nothing. */
export function subscriptionScope(
  organisation: Organisation,
  now: number,
): Subscription | undefined {
  const { countries, visibleFromDays, visibleToDays } = organisation.subscription
  if (countries === null && visibleFromDays === null && visibleToDays === null) return undefined
  return {
    ...(visibleFromDays !== null && { from: now + visibleFromDays * DAY_MS }),
    ...(visibleToDays !== null && { to: now + visibleToDays * DAY_MS }),
    ...(countries !== null && { countries: [...countries].sort() }),
  }
}

/** Maximum number of results a search pages through (docs/api.md "Limits": result window). */
export function resultWindow(organisation: Organisation): number {
  return organisation.subscription.resultWindow
}
