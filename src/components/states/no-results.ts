// The words of an empty result: what was asked for, so the analyst knows what to change. A search
// text that matched nothing is named, in quotes, with the period it was looked for in
// (docs/view-habits.md "Inputs that say what is wrong").
import { formatDate } from '../../utils/dates'
import { PERIOD_LABELS } from '../context/view-context'
import type { ViewContext } from '../context/view-context'

/** Search texts longer than this are cut in the message: it names the text, it need not hold it. */
const QUOTED_MAX = 60

/** `in the next 30 days`, `from 1 Jan 2026 to 31 Dec 2026`; '' for custom dates without any. */
export function periodPhrase(context: Pick<ViewContext, 'range' | 'from' | 'to'>): string {
  if (context.range !== 'custom') return `in the ${PERIOD_LABELS[context.range].toLowerCase()}`
  const { from, to } = context
  if (from !== undefined && to !== undefined) {
    return from === to ? `on ${formatDate(from)}` : `from ${formatDate(from)} to ${formatDate(to)}`
  }
  if (from !== undefined) return `from ${formatDate(from)} on`
  return to === undefined ? '' : `until ${formatDate(to)}`
}

/** The search text as the message quotes it: trimmed, and cut when long. */
export function quoted(q: string): string {
  const text = q.trim()
  return `“${text.length > QUOTED_MAX ? `${text.slice(0, QUOTED_MAX - 1)}…` : text}”`
}

/**
 * The title and advice of an empty list of `noun` (`events`): with a search text, the text and
 * the period, and to clear the text or widen the period; without, `otherAdvice`.
 */
export function noResultsText(input: {
  readonly noun: string
  readonly q: string
  readonly context: Pick<ViewContext, 'range' | 'from' | 'to'>
  readonly otherAdvice: string
}): { readonly title: string; readonly advice: string } {
  const phrase = periodPhrase(input.context)
  const when = phrase === '' ? '' : ` ${phrase}`
  if (input.q.trim() === '') {
    return { title: `No ${input.noun} match these filters${when}`, advice: input.otherAdvice }
  }
  return {
    title: `No ${input.noun} match ${quoted(input.q)}${when}`,
    advice: 'Clear the search text or widen the period.',
  }
}
