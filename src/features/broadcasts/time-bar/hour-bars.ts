// What the time bar under the broadcasts map draws (docs/view-habits.md "The time bar",
// broadcasts): the broadcasts starting in each bar of the period, a bar an hour or, over a longer
// period, a few hours (hoursPerBar: at most 200 bars), and the local midnights the axis names.
import { hourName, hoursLabel, hoursPerBar } from '../../../components/time-bar/hour-axis'
import type { PeriodHours } from '../../../components/time-bar/hour-axis'
import type { TimeBarModel } from '../../../components/time-bar/time-bar-frame'
import { addDays, dayStartInZone, formatDateWithWeekday, formatDayTick } from '../../../utils/dates'
import { formatInteger } from '../../../utils/format'
import { HOUR_MS } from '../../../utils/time'
import { countPerBar } from './broadcast-hours'

/** The least distance between two labels of the axis, as a share of the period. */
const TICK_GAP = 0.07
/** No label starts past this share of the period: the caption ends the axis. */
const LAST_TICK_AT = 0.74

export interface HourBars extends TimeBarModel {
  /** Hours per bar. */
  readonly size: number
}

/** "per hour", "per 4 h". */
export const perBar = (size: number) => (size === 1 ? 'per hour' : `per ${String(size)} h`)

const broadcastsText = (n: number) =>
  `${formatInteger(n)} ${n === 1 ? 'broadcast' : 'broadcasts'} on air`

/** The local days of the period the axis names: every day of a short period, else Mondays or firsts. */
function dayTicks(period: PeriodHours): { index: number; label: string }[] {
  const days = Math.round((Date.parse(period.lte) - Date.parse(period.gte)) / (24 * HOUR_MS)) + 1
  const named = (date: string, i: number) =>
    i === 0 ||
    days <= 10 ||
    (days < 100 ? new Date(`${date}T00:00:00Z`).getUTCDay() === 1 : date.endsWith('-01'))
  const gap = period.hours * TICK_GAP
  const ticks: { index: number; label: string }[] = []
  for (let i = 0; i < days; i += 1) {
    const date = addDays(period.gte, i)
    const index = Math.round((dayStartInZone(date, period.timeZone) - period.startMs) / HOUR_MS)
    const last = ticks[ticks.length - 1]
    if (
      !named(date, i) ||
      (last && index - last.index < gap) ||
      index > period.hours * LAST_TICK_AT
    )
      continue
    const label = days <= 10 ? formatDateWithWeekday(date).slice(0, -5) : formatDayTick(date)
    ticks.push({ index, label })
  }
  return ticks
}

export function hourBars(period: PeriodHours, hoursOf: Float64Array): HourBars {
  const size = hoursPerBar(period.hours)
  const counts = countPerBar(hoursOf, period.hours, size)
  const bars = Array.from(counts, (count, i) => {
    const first = i * size
    const units = Math.min(size, period.hours - first)
    const span = { first, last: first + units - 1 }
    return {
      date: hourName(period, first),
      count,
      units,
      title: `${hoursLabel(period, span, false)}: ${broadcastsText(count)}`,
    }
  })
  const peak = bars.reduce<(typeof bars)[number] | undefined>(
    (best, bar) => (bar.count > (best?.count ?? 0) ? bar : best),
    undefined,
  )
  return { bars, peak, ticks: dayTicks(period), units: period.hours, size }
}
