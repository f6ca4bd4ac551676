// What the time bar under the events map draws (docs/view-habits.md "The time bar"): one bar per
// day of the view's period, as tall as the events active that day, every day of the period
// present (a day the calendar endpoint leaves out had none), and the few dates the axis names.
import { spanDays } from '../../../components/compare/period-change'
import type { CalendarDay } from '../../../contract/event'
import { addDays, formatDayTick } from '../../../utils/dates'

/** Longer periods name the first of each month on the axis; shorter ones each Monday. */
const MONTH_TICKS_FROM_DAYS = 100
/** The least distance between two labels of the axis, as a share of the period. */
const TICK_GAP = 0.06
/** No label starts past this share of the period: the peak's figure ends the axis. */
const LAST_TICK_AT = 0.86

/** What the bars measure: events active each day, or the people they are expected to draw. */
export type BarMeasure = 'events' | 'attendance'

export interface TimeBarDay {
  readonly date: string
  /**
   * The day's figure: the events matching the view's filters that are active on it, or, with
   * `weights`, the people they are expected to draw that day.
   */
  readonly count: number
}

export interface TimeBarModel {
  readonly days: readonly TimeBarDay[]
  /** The largest count, the bars' full height; 0 when no day has an event. */
  readonly peak: TimeBarDay | undefined
  /** Days the axis names: their place in `days`, date and label. */
  readonly ticks: readonly {
    readonly index: number
    readonly date: string
    readonly label: string
  }[]
}

const weekday = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay()

/**
 * The model of days `gte`…`lte` from the calendar's days, or from `weights` (one per day of the
 * period, attendance-days.ts) when the bars are weighted; undefined for a period of no day.
 */
export function timeBarModel(
  calendar: ReadonlyMap<string, CalendarDay>,
  gte: string,
  lte: string,
  weights?: ArrayLike<number>,
): TimeBarModel | undefined {
  const length = spanDays({ gte, lte })
  if (length === 0) return undefined
  const days = Array.from({ length }, (_, i) => {
    const date = addDays(gte, i)
    const count = weights ? Math.round(weights[i] ?? 0) : (calendar.get(date)?.count ?? 0)
    return { date, count }
  })
  const peak = days.reduce<TimeBarDay | undefined>(
    (best, day) => (day.count > (best?.count ?? 0) ? day : best),
    undefined,
  )
  const named =
    length >= MONTH_TICKS_FROM_DAYS
      ? (date: string) => date.endsWith('-01')
      : (date: string) => weekday(date) === 1
  // A label needs room: none within TICK_GAP of the one before, nor under the peak's figure.
  const gap = Math.ceil(length * TICK_GAP)
  const ticks: { index: number; date: string; label: string }[] = []
  let last = -Infinity
  days.forEach(({ date }, i) => {
    if (i !== 0 && (!named(date) || i - last < gap || i > length * LAST_TICK_AT)) return
    ticks.push({ index: i, date, label: formatDayTick(date) })
    last = i
  })
  return { days, peak, ticks }
}
