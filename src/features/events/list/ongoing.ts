// Whether a listed event began before the period the list covers: the list holds the events
// active in the period (`active.gte`/`active.lte` read in `active.tz`, docs/api.md), so an event
// that started earlier is there because it is still going on, and the list says so.
import { dayStartInZone, isZoned } from '../../../utils/dates'

export interface PeriodStart {
  /** The period's first local day, `YYYY-MM-DD`. */
  readonly date: string
  /** The zone the period's days are read in (the context's `tz`). */
  readonly timeZone: string
}

export function isOngoing(start: unknown, period: PeriodStart): boolean {
  if (typeof start !== 'string') return false
  // A local timestamp (no zone, docs/api.md "Event") is read on the period's own clock.
  if (!isZoned(start)) return /^\d{4}-\d{2}-\d{2}/.test(start) && start.slice(0, 10) < period.date
  const ms = Date.parse(start)
  return !Number.isNaN(ms) && ms < dayStartInZone(period.date, period.timeZone)
}
