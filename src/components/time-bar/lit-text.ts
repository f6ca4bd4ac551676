// What a time window lights, in words, for the bar's status line, the legend and exports
// (docs/view-habits.md "The time bar"): "312 of 1,274 events active 12–14 Dec 2026".
import { formatInteger } from '../../utils/format'

/** What the window lights among the items the map holds. */
export interface LitCount {
  readonly lit: number
  /** The items the map holds: all the matches, or the first of them when capped. */
  readonly shown: number
  /** The matches in all; more than `shown` when the map is capped. */
  readonly total: number
}

/** How a view names what it lights. */
export interface LitWords {
  readonly one: string
  readonly many: string
  /** What a lit item is: "active", "on air". */
  readonly state: string
  /** Which items a capped map keeps: "highest-ranked", "most watched". */
  readonly kept: string
}

/** "312 of 1,274 events active 12–14 Dec 2026"; a capped map says what it holds. */
export function litText({ lit, shown, total }: LitCount, span: string, words: LitWords): string {
  const of =
    shown < total
      ? `${formatInteger(lit)} of the ${formatInteger(shown)} ${words.kept} ${words.many} shown`
      : `${formatInteger(lit)} of ${formatInteger(total)} ${total === 1 ? words.one : words.many}`
  return `${of} ${words.state} ${span}`
}

/** The bar's short form, where the controls leave little room: "312 of 1,274 active 12–14 Dec". */
export function shortLitText({ lit, shown, total }: LitCount, span: string, state: string): string {
  const of = shown < total ? `${formatInteger(shown)} shown` : formatInteger(total)
  return `${formatInteger(lit)} of ${of} ${state} ${span}`
}
