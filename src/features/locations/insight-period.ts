// The period the Locations view's figures cover. Every card, column and comparison there is a
// saved location's `next_90d` insight (docs/api.md "Saved location"), counted in UTC days, so its
// context chip states that period rather than the shared one, which the other views keep
// (docs/view-context.md: a chip never claims a period the figures do not use).
import { periodText } from '../../components/context/context-text'
import { PERIOD_LABELS } from '../../components/context/view-context'
import type { ViewContext } from '../../components/context/view-context'
import type { FixedPeriod } from '../../components/context/context-bar'

export const INSIGHT_CONTEXT = { range: 'next90', tz: 'UTC' } as const

export function insightPeriod(
  context: Pick<ViewContext, 'range' | 'from' | 'to' | 'tz'>,
  nowMs: number,
): FixedPeriod {
  const text = periodText(INSIGHT_CONTEXT, nowMs)
  const shared = periodText(context, nowMs)
  const why = 'Saved-location insights always cover the next 90 days, in UTC days'
  if (shared === text) return { kind: 'Insights cover', text, why }
  // The preset's name says enough, unless it is the insights' own or a custom one.
  const kept =
    context.range === 'custom' || context.range === INSIGHT_CONTEXT.range
      ? shared
      : PERIOD_LABELS[context.range]
  return {
    kind: 'Insights cover',
    text,
    why: `${why}; the other views keep ${kept}`,
    note: `Other views keep ${kept}`,
  }
}
