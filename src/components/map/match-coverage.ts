// "Map shows N of M" (docs/map-matches.md): how much of what matches the map holds, in words.
import { formatInteger } from '../../utils/format'

export interface Coverage {
  /** Rows on the map now. */
  readonly shown: number
  /** Rows the map will hold when every page is in (the total or the cap); undefined before. */
  readonly target: number | undefined
  /** How many match, as the API counts them. */
  readonly total: number | undefined
  /** More match than the API counts (its result window). */
  readonly overflow: boolean
  readonly loading: boolean
}

/**
 * `noun` names the rows ("events"); `order` says which come first when the map is capped
 * ("highest rank").
 */
export function coverageText(coverage: Coverage, noun: string, order: string): string {
  const { shown, target, total, overflow, loading } = coverage
  if (total === undefined || target === undefined) return loading ? `Loading ${noun}…` : ''
  if (total === 0) return `No ${noun} to show`
  if (loading && shown < target) {
    return `Loading the map: ${formatInteger(shown)} of ${formatInteger(target)} ${noun}`
  }
  if (shown >= total && !overflow) return `Map shows all ${formatInteger(total)} ${noun}`
  const of = overflow ? `more than ${formatInteger(total)}` : formatInteger(total)
  return `Map shows ${formatInteger(shown)} of ${of} ${noun}, ${order} first`
}
