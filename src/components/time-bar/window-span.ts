// The time window over a time bar, in the bar's unit of time (docs/view-habits.md "The time bar"):
// the events view counts in days, the broadcasts view in hours. A period is a number of units, the
// first being 0; the playhead is the unit a window starts on, and a window is a span of units,
// moving along or, cumulative, growing from the period's start.

export const WINDOW_MODES = ['moving', 'cumulative'] as const
export type WindowMode = (typeof WINDOW_MODES)[number]

/** Units of the period, both ends included (the same shape as active-days.ts's `DayWindow`). */
export interface Span {
  readonly first: number
  readonly last: number
}

export interface WindowShape<L extends string> {
  readonly length: L
  readonly mode: WindowMode
}

/** What a view's window is made of: its unit's lengths, speeds and names. */
export interface WindowUnit<L extends string> {
  /** The lengths' names, shortest first. */
  readonly names: readonly [L, ...L[]]
  /** Each window length's name, as the URL writes it, and its number of units. */
  readonly lengths: Readonly<Record<L, number>>
  /** The lengths as the window select names them: "3 days", "6 h". */
  readonly lengthLabels: Readonly<Record<L, string>>
  /** Playback speeds in units per second, slowest first. */
  readonly speeds: readonly number[]
  readonly defaultSpeed: number
  readonly speedLabel: (speed: number) => string
  /** The unit for the step buttons: "day", "hour". */
  readonly name: string
  /** The same with its article, for the bar's hint: "a day", "an hour". */
  readonly one: string
  /** The units a Shift+arrow steps: a week of days, a day of hours. */
  readonly bigStep: number
}

/** The last unit a playhead can stand on: a moving window never runs past the period. */
export function lastStart(units: number, length: number): number {
  return Math.max(0, units - length)
}

export function clampStart(index: number, units: number, length: number): number {
  return Math.min(Math.max(0, Math.round(index)), lastStart(units, length))
}

/** The playhead a URL's `at` names on `axis`, kept inside the period; undefined without one. */
export function urlStart(
  axis: TimeAxis,
  at: string | undefined,
  length: number,
): number | undefined {
  const named = at === undefined ? undefined : axis.indexOf(at)
  return named === undefined ? undefined : clampStart(named, axis.units, length)
}

/** The units the window lights. */
export function spanAt(index: number, length: number, mode: WindowMode, units: number): Span {
  const last = Math.min(index + length - 1, units - 1)
  return { first: mode === 'cumulative' ? 0 : index, last }
}

/** The playhead after `by` units of playback; undefined when playback ends there. */
export function nextStart(
  index: number,
  units: number,
  length: number,
  loop: boolean,
  by = 1,
): number | undefined {
  const end = lastStart(units, length)
  if (index < end) return Math.min(index + by, end)
  return loop ? 0 : undefined
}

/**
 * How far one frame of playback moves and how long it shows: one unit at a time, or, when the
 * speed asks for more frames a second than a map can repaint, a few units per frame.
 */
const MAX_FRAMES_PER_SECOND = 8

export function frameStep(speed: number): { readonly units: number; readonly ms: number } {
  const units = Math.max(1, Math.round(speed / MAX_FRAMES_PER_SECOND))
  return { units, ms: (1000 * units) / speed }
}

/** The view's period in the bar's unit: how many units it has and how people and links name them. */
export interface TimeAxis {
  readonly units: number
  /** The URL's name of the unit at `index`: `YYYY-MM-DD` for a day, `YYYY-MM-DDThh` for an hour. */
  readonly nameOf: (index: number) => string
  /** The unit a URL's name stands for, possibly outside the period; undefined for no name. */
  readonly indexOf: (name: string) => number | undefined
  /** The span in full, for the legend and exports: "12 Dec 2026 – 14 Dec 2026". */
  readonly label: (span: Span) => string
  /** The span briefly, for the bar's status line: "12–14 Dec". */
  readonly shortLabel: (span: Span) => string
}
