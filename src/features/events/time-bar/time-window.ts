// The time window of the events map in days (docs/view-habits.md "The time bar"): a playhead on
// one day of the view's period and a length of 1 day, 3 days or a week. A moving window lights the
// events active in its days; a cumulative one everything from the period's start to its end. Days
// are indices of the period (0 is its first day), as active-days.ts counts them; the window itself
// is the shared one of src/components/time-bar/window-span.ts, counted in days.
import type { DayWindow } from '../../../components/map/active-days'
import { spanDays } from '../../../components/compare/period-change'
import { clampStart, lastStart, nextStart, spanAt } from '../../../components/time-bar/window-span'
import type {
  TimeAxis,
  WindowMode,
  WindowShape as Shape,
  WindowUnit,
} from '../../../components/time-bar/window-span'
import { dayNumber } from '../../../contract/dates'
import { addDays, formatDateRange } from '../../../utils/dates'
import { shortDates } from './lit-text'

export { WINDOW_MODES } from '../../../components/time-bar/window-span'

export const WINDOW_LENGTHS = { '1d': 1, '3d': 3, '1w': 7 } as const
export type WindowLength = keyof typeof WINDOW_LENGTHS
export const WINDOW_LENGTH_NAMES = Object.keys(WINDOW_LENGTHS) as [WindowLength, ...WindowLength[]]

/** Playback speeds in days per second, slowest first. */
const PLAY_SPEEDS = [1, 2, 4, 7] as const

/** The events window's unit: days, a week with Shift. */
export const DAY_UNIT: WindowUnit<WindowLength> = {
  names: WINDOW_LENGTH_NAMES,
  lengths: WINDOW_LENGTHS,
  lengthLabels: { '1d': '1 day', '3d': '3 days', '1w': '1 week' },
  speeds: PLAY_SPEEDS,
  defaultSpeed: 2,
  speedLabel: (speed) =>
    speed === 7 ? '1 week/s' : `${String(speed)} ${speed === 1 ? 'day' : 'days'}/s`,
  name: 'day',
  one: 'a day',
  bigStep: 7,
}

type WindowShape = Shape<WindowLength>

/** The view's period as the time bar draws it. */
export interface PeriodDays {
  /** Its first day, `YYYY-MM-DD`. */
  readonly gte: string
  /** How many days it has. */
  readonly days: number
}

/** The last day a playhead can stand on: a moving window never runs past the period. */
export function lastPlayhead(period: PeriodDays, length: WindowLength): number {
  return lastStart(period.days, WINDOW_LENGTHS[length])
}

export function clampPlayhead(index: number, period: PeriodDays, length: WindowLength): number {
  return clampStart(index, period.days, WINDOW_LENGTHS[length])
}

/** The playhead a link names (`at=YYYY-MM-DD`), moved into the period; undefined for none. */
export function playheadOf(
  at: string | undefined,
  period: PeriodDays,
  length: WindowLength,
): number | undefined {
  const [day, first] = [at === undefined ? undefined : dayNumber(at), dayNumber(period.gte)]
  if (day === undefined || first === undefined) return undefined
  return clampPlayhead(day - first, period, length)
}

/** The days the window lights. */
export function windowDays(index: number, shape: WindowShape, period: PeriodDays): DayWindow {
  return spanAt(index, WINDOW_LENGTHS[shape.length], shape.mode, period.days)
}

/** The window's dates for people: `12–14 Dec 2026`. */
export function windowLabel(window: DayWindow, period: PeriodDays): string {
  return formatDateRange(addDays(period.gte, window.first), addDays(period.gte, window.last))
}

/** The playhead after one step of playback; undefined when playback ends there. */
export function nextPlayhead(
  index: number,
  period: PeriodDays,
  length: WindowLength,
  loop: boolean,
): number | undefined {
  return nextStart(index, period.days, WINDOW_LENGTHS[length], loop)
}

/** The period as the shared time bar reads it: days named by their dates. */
export function dayAxis(period: PeriodDays): TimeAxis {
  const first = dayNumber(period.gte)
  return {
    units: period.days,
    nameOf: (index) => addDays(period.gte, index),
    indexOf: (name) => {
      const day = dayNumber(name)
      return day === undefined || first === undefined ? undefined : day - first
    },
    label: (span) => windowLabel(span, period),
    shortLabel: (span) =>
      shortDates(addDays(period.gte, span.first), addDays(period.gte, span.last)),
  }
}

/** The URL's part of the window (events search-schema.ts). */
export interface WindowSearch {
  readonly at?: string | undefined
  readonly window: WindowLength
  readonly mode: WindowMode
}

/** The dates the URL's window lights in the period `gte`…`lte`; undefined without a window. */
export function windowDates(
  search: WindowSearch,
  gte: string,
  lte: string,
): { readonly gte: string; readonly lte: string } | undefined {
  const period = { gte, days: spanDays({ gte, lte }) }
  if (period.days === 0) return undefined
  const playhead = playheadOf(search.at, period, search.window)
  if (playhead === undefined) return undefined
  const days = windowDays(playhead, { length: search.window, mode: search.mode }, period)
  return { gte: addDays(gte, days.first), lte: addDays(gte, days.last) }
}
