// The summary against the previous period of the same length (docs/view-habits.md "Comparisons").
// The period is a span of local days, so the previous one is the same number of days ending the day
// before it starts; every other filter stays as it is, so the two numbers count the same kind of
// broadcast.
import { addDays } from '../../utils/dates'
import type { BroadcastsQueryInput } from './build-query'
import { DAY_MS } from '../../utils/time'

export interface DaySpan {
  /** First local day, `YYYY-MM-DD`. */
  readonly gte: string
  /** Last local day, inclusive. */
  readonly lte: string
}

/** Days in a span, both ends included; 0 when it is backwards or not made of dates. */
export function spanDays(span: DaySpan): number {
  const first = Date.parse(`${span.gte}T00:00:00Z`)
  const last = Date.parse(`${span.lte}T00:00:00Z`)
  if (Number.isNaN(first) || Number.isNaN(last) || last < first) return 0
  return Math.round((last - first) / DAY_MS) + 1
}

/**
 * The span of the same length that ends the day before `bounds` starts; undefined for a period
 * open at either end (from a day on, or up to one), which has no length to repeat.
 */
export function previousSpan(bounds: {
  readonly gte?: string
  readonly lte?: string
}): DaySpan | undefined {
  if (bounds.gte === undefined || bounds.lte === undefined) return undefined
  const days = spanDays({ gte: bounds.gte, lte: bounds.lte })
  if (days === 0) return undefined
  return { gte: addDays(bounds.gte, -days), lte: addDays(bounds.gte, -1) }
}

/** The same filters over another span of days (the zone, `start.tz`, stays the view's). */
export function withSpan(filter: BroadcastsQueryInput, span: DaySpan): BroadcastsQueryInput {
  return { ...filter, 'start.gte': span.gte, 'start.lte': span.lte }
}

/**
 * Change from `previous` to `current` in percent; 0 when both are 0, undefined when only the
 * previous is 0 (a change from nothing has no percentage).
 */
export function percentChange(current: number, previous: number): number | undefined {
  if (previous === 0) return current === 0 ? 0 : undefined
  return ((current - previous) / Math.abs(previous)) * 100
}

export type ChangeDirection = 'up' | 'down' | 'flat' | 'new'

export interface ChangeText {
  /** `+12.3%`, `−4.0%`, `0.0%`, or `new` for a change from nothing. */
  readonly text: string
  /** The direction as an arrow, for the eye; `text` and `words` say it for everyone. */
  readonly arrow: '↑' | '↓' | '→'
  readonly direction: ChangeDirection
  /** The change in words, for screen readers and the tooltip: `up 12.3%`. */
  readonly words: string
}

export function formatChange(change: number | undefined): ChangeText {
  if (change === undefined) {
    return { text: 'new', arrow: '↑', direction: 'new', words: 'up from none' }
  }
  const rounded = Math.round(change * 10) / 10
  if (rounded === 0) return { text: '0.0%', arrow: '→', direction: 'flat', words: 'no change' }
  const size = `${Math.abs(rounded).toFixed(1)}%`
  return rounded > 0
    ? { text: `+${size}`, arrow: '↑', direction: 'up', words: `up ${size}` }
    : { text: `−${size}`, arrow: '↓', direction: 'down', words: `down ${size}` }
}
