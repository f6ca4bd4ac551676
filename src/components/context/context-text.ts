// The words a context is shown in: "Next 30 days (24 Nov – 23 Dec 2026, UTC)", "10 km around
// 40.71, -74.01". Pure, so the bar, exports and captions say it the same way.
import { parseWithin } from '../map/within'
import { PERIOD_LABELS, periodBounds } from './view-context'
import type { ViewContext } from './view-context'

const dayFormat = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
})

/** A local date `YYYY-MM-DD` as `24 Nov 2026` (the date itself, whatever zone it was read in). */
export function formatDay(date: string): string {
  const ms = Date.parse(`${date}T00:00:00Z`)
  return Number.isNaN(ms) ? date : dayFormat.format(ms)
}

export function periodText(
  context: Pick<ViewContext, 'range' | 'from' | 'to' | 'tz'>,
  nowMs: number,
): string {
  const { gte, lte } = periodBounds(context, nowMs)
  const days =
    gte && lte
      ? `${formatDay(gte)} – ${formatDay(lte)}`
      : gte
        ? `from ${formatDay(gte)}`
        : lte
          ? `until ${formatDay(lte)}`
          : 'any date'
  const name = context.range === 'custom' ? 'Custom dates' : PERIOD_LABELS[context.range]
  return `${name} (${days}, ${context.tz})`
}

/** `10 km around 40.71, -74.01`, or the raw value if it does not parse. */
export function withinText(within: string): string {
  const circle = parseWithin(within)
  if (!circle) return within
  return `${String(circle.radius)} ${circle.unit} around ${circle.lat.toFixed(2)}, ${circle.lon.toFixed(2)}`
}
