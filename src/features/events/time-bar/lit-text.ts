// What a time window lights among the events, in words, for the bar's status line, the legend and
// exports (the wording is the shared one of src/components/time-bar/lit-text.ts).
import { shortLitText as sharedShort } from '../../../components/time-bar/lit-text'
import type { LitCount, LitWords } from '../../../components/time-bar/lit-text'
import { formatDayTick } from '../../../utils/dates'

export const EVENT_WORDS: LitWords = {
  one: 'event',
  many: 'events',
  state: 'active',
  kept: 'highest-ranked',
}

/** The bar's short form, where the controls leave little room: "312 of 1,274 active 12–14 Dec". */
export function shortLitText(lit: LitCount, first: string, last: string): string {
  return sharedShort(lit, shortDates(first, last), EVENT_WORDS.state)
}

/** Days for a line with little room: "12–14 Dec" within a month, "30 Nov – 2 Dec" across two. */
export function shortDates(first: string, last: string): string {
  const [from, to] = [formatDayTick(first), formatDayTick(last)]
  if (first === last) return from
  if (first.slice(0, 7) === last.slice(0, 7)) return `${first.slice(8).replace(/^0/, '')}–${to}`
  return `${from} – ${to}`
}
