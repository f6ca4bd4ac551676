// Days and places for events that keep to a season or a region (docs/dataset.md
// "Plausibility"): a day in given months of the generated year, and the place of a given type
// that holds a city.

import type { PlaceRecord, PlaceType } from '../gazetteer/types'
import type { Rng } from '../random'
import type { GenContext } from './context'
import { DAY_MS } from '../../../utils/time'

export function daysInMonth(year: number, month: number): number {
  return Math.round((Date.UTC(year, month + 1, 1) - Date.UTC(year, month, 1)) / DAY_MS)
}

/**
 * A day (00:00, UTC reading) in one of `months` of the window's year, the month drawn first;
 * `weekdayWeights` (Sunday first) bias the weekday as in attended.ts `pickDay`.
 */
export function pickDayInMonths(
  ctx: GenContext,
  rng: Rng,
  months: readonly number[],
  weekdayWeights?: readonly number[],
): number {
  const year = new Date(ctx.window.start).getUTCFullYear()
  for (;;) {
    const month = rng.pick(months)
    const day = Date.UTC(year, month, 1 + rng.int(daysInMonth(year, month)))
    if (!weekdayWeights) return day
    if (rng.next() < (weekdayWeights[new Date(day).getUTCDay()] ?? 1)) return day
  }
}

/** The place of exactly that type holding `city` (the city itself for a locality), if any. */
export function placeOfType(
  ctx: GenContext,
  city: PlaceRecord,
  type: PlaceType,
): PlaceRecord | undefined {
  if (type === 'locality') return city
  return ctx.world.ancestorOfType(city, type)
}

/**
 * The first of `days` days from `day`, moved back within its month when the run would end in a
 * month out of `months` (a tournament's last day still in its season).
 */
export function fitRun(day: number, days: number, months: readonly number[]): number {
  const last = day + (days - 1) * DAY_MS
  if (months.includes(new Date(last).getUTCMonth())) return day
  const date = new Date(day)
  const monthEnd = Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 1) - DAY_MS
  return Math.min(day, monthEnd - (days - 1) * DAY_MS)
}
