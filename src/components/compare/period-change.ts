// A period against the one before it (docs/view-habits.md "Comparisons"): the span of local days of
// the same length that ends the day before, and the change between two figures in percent, written
// the same way by every view (broadcasts' summary, analytics' KPI tiles, saved locations' cards).
import { dayNumber, formatDay } from '../../contract/dates'

export interface DaySpan {
  /** First local day, `YYYY-MM-DD`. */
  readonly gte: string
  /** Last local day, inclusive. */
  readonly lte: string
}

/** Days in a span, both ends included; 0 when it is backwards or not made of dates. */
export function spanDays(span: DaySpan): number {
  const first = dayNumber(span.gte)
  const last = dayNumber(span.lte)
  if (first === undefined || last === undefined || last < first) return 0
  return last - first + 1
}

/**
 * The span of the same length that ends the day before `bounds` starts; undefined for a period
 * open at either end (from a day on, or up to one) or holding no day, which has no length to repeat.
 */
export function previousSpan(bounds: {
  readonly gte?: string | undefined
  readonly lte?: string | undefined
}): DaySpan | undefined {
  if (bounds.gte === undefined || bounds.lte === undefined) return undefined
  const first = dayNumber(bounds.gte)
  const days = spanDays({ gte: bounds.gte, lte: bounds.lte })
  if (first === undefined || days === 0) return undefined
  return { gte: formatDay(first - days), lte: formatDay(first - 1) }
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

/** A percent change (percentChange) written to one decimal, with its arrow and its words. */
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

/**
 * Why a period past today reads low against one before it: future days hold only the events
 * announced so far, past days every event that happened.
 */
export function notYetAnnouncedNote(previousDays: number): string {
  return `Days after today hold only the events announced so far, while the previous ${String(previousDays)} days hold every event that happened: part of a fall is events not yet announced.`
}
