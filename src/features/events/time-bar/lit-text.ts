// What a time window lights, in words, for the bar's status line, the legend and exports.
import { formatDayTick } from '../../../utils/dates'
import { formatInteger } from '../../../utils/format'

/** What the window lights among the events the map holds. */
export interface LitCount {
  readonly lit: number
  /** The events the map holds: all the matches, or the highest-ranked when capped. */
  readonly shown: number
  /** The matches in all; more than `shown` when the map is capped. */
  readonly total: number
}

/** "312 of 1,274 events active 12–14 Dec 2026"; a capped map says what it holds. */
export function litText({ lit, shown, total }: LitCount, dates: string): string {
  const of =
    shown < total
      ? `${formatInteger(lit)} of the ${formatInteger(shown)} highest-ranked events shown`
      : `${formatInteger(lit)} of ${formatInteger(total)} ${total === 1 ? 'event' : 'events'}`
  return `${of} active ${dates}`
}

/** The bar's short form, where the controls leave little room: "312 of 1,274 active 12–14 Dec". */
export function shortLitText({ lit, shown, total }: LitCount, first: string, last: string): string {
  const dates = shortDates(first, last)
  const of = shown < total ? `${formatInteger(shown)} shown` : formatInteger(total)
  return `${formatInteger(lit)} of ${of} active ${dates}`
}

/** Days for a line with little room: "12–14 Dec" within a month, "30 Nov – 2 Dec" across two. */
export function shortDates(first: string, last: string): string {
  const [from, to] = [formatDayTick(first), formatDayTick(last)]
  if (first === last) return from
  if (first.slice(0, 7) === last.slice(0, 7)) return `${first.slice(8).replace(/^0/, '')}–${to}`
  return `${from} – ${to}`
}
