// The words a context is shown in: "Next 30 days (24 Nov 2026 – 23 Dec 2026, UTC-5)", "10 km
// around 40.71, -74.01". Pure, so the bar, exports and captions say it the same way; the dates and
// the zone are written as every row writes them (docs/view-habits.md "Dates").
import { formatDate, formatDateRange, formatPeriodZone } from '../../utils/dates'
import { parseWithin } from '../map/within'
import { PERIOD_LABELS, periodBounds } from './view-context'
import type { ViewContext } from './view-context'

export function periodText(
  context: Pick<ViewContext, 'range' | 'from' | 'to' | 'tz'>,
  nowMs: number,
): string {
  const { gte, lte } = periodBounds(context, nowMs)
  const days =
    gte && lte
      ? formatDateRange(gte, lte)
      : gte
        ? `from ${formatDate(gte)}`
        : lte
          ? `until ${formatDate(lte)}`
          : 'any date'
  const name = context.range === 'custom' ? 'Custom dates' : PERIOD_LABELS[context.range]
  return `${name} (${days}, ${formatPeriodZone(gte, lte, context.tz, nowMs)})`
}

/** `10 km around 40.71, -74.01`, or the raw value if it does not parse. */
export function withinText(within: string): string {
  const circle = parseWithin(within)
  if (!circle) return within
  return `${String(circle.radius)} ${circle.unit} around ${circle.lat.toFixed(2)}, ${circle.lon.toFixed(2)}`
}
