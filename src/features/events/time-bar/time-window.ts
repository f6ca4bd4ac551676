// The time window of the events map (docs/view-habits.md "The time bar"): a playhead on one day
// of the view's period and a length of 1 day, 3 days or a week. A moving window lights the
// events active in its days; a cumulative one everything from the period's start to its end.
// Days are indices of the period (0 is its first day), as active-days.ts counts them.
import type { DayWindow } from '../../../components/map/active-days'
import { spanDays } from '../../../components/compare/period-change'
import { dayNumber } from '../../../contract/dates'
import { addDays, formatDateRange } from '../../../utils/dates'

export const WINDOW_LENGTHS = { '1d': 1, '3d': 3, '1w': 7 } as const
export type WindowLength = keyof typeof WINDOW_LENGTHS
export const WINDOW_LENGTH_NAMES = Object.keys(WINDOW_LENGTHS) as WindowLength[]

export const WINDOW_MODES = ['moving', 'cumulative'] as const
export type WindowMode = (typeof WINDOW_MODES)[number]

/** Playback speeds in days per second, slowest first. */
export const PLAY_SPEEDS = [1, 2, 4, 7] as const
export type PlaySpeed = (typeof PLAY_SPEEDS)[number]

export interface WindowShape {
  readonly length: WindowLength
  readonly mode: WindowMode
}

/** The view's period as the time bar draws it. */
export interface PeriodDays {
  /** Its first day, `YYYY-MM-DD`. */
  readonly gte: string
  /** How many days it has. */
  readonly days: number
}

/** The last day a playhead can stand on: a moving window never runs past the period. */
export function lastPlayhead(period: PeriodDays, length: WindowLength): number {
  return Math.max(0, period.days - WINDOW_LENGTHS[length])
}

export function clampPlayhead(index: number, period: PeriodDays, length: WindowLength): number {
  return Math.min(Math.max(0, Math.round(index)), lastPlayhead(period, length))
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

export function playheadDate(index: number, period: PeriodDays): string {
  return addDays(period.gte, index)
}

/** The days the window lights. */
export function windowDays(index: number, shape: WindowShape, period: PeriodDays): DayWindow {
  const last = Math.min(index + WINDOW_LENGTHS[shape.length] - 1, period.days - 1)
  return { first: shape.mode === 'cumulative' ? 0 : index, last }
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
  const end = lastPlayhead(period, length)
  if (index < end) return index + 1
  return loop ? 0 : undefined
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
