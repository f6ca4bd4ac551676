// Daily attendance of compared locations as one table of rows by date (for the chart and its text
// alternative): each location's features response summed over the attended categories per day,
// shown as it is, per km² of each location's area, or indexed to its first week.
import type { FeaturesDay } from '../../../contract/features-response'
import type { SavedLocation } from '../../../contract/saved-location'
import { toMeters } from '../../../contract/enums'
import { addDays } from '../../../utils/dates'
import { circleAreaSquareMeters } from '../../../utils/geodesy'
import { circleOf } from '../location-shape'
import { attendanceSum } from '../detail/previous-period'
import type { CompareMode } from '../search-schema'

export type CompareRow = { readonly date: string } & Readonly<Record<string, number | string>>

export function compareRows(
  series: readonly { readonly id: string; readonly days: readonly FeaturesDay[] }[],
): CompareRow[] {
  const byDate = new Map<string, Record<string, number | string>>()
  for (const { id, days } of series) {
    for (const day of days) {
      const row = byDate.get(day.date) ?? { date: day.date }
      row[id] = attendanceSum([day])
      byDate.set(day.date, row)
    }
  }
  return [...byDate.entries()]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([date, row]) => ({ ...row, date }))
}

/** The first week's days, from the first date charted: their mean is the index's 100. */
const BASE_DAYS = 7

/**
 * A saved location's area in km², where the app knows it: a radius location's circle on the
 * ground. Places carry no area in the API (src/contract/place.ts has a centroid only), so a
 * place-based location has none, and is said to have none rather than given one.
 */
export function areaKm2(location: Pick<SavedLocation, 'geojson'>): number | undefined {
  const circle = circleOf(location)
  if (!circle) return undefined
  return circleAreaSquareMeters(toMeters(circle.radius, circle.unit)) / 1e6
}

/** Why a location is left off the chart in a mode. */
export type LeftOff = 'no-area' | 'no-first-week'

export interface CompareView {
  readonly rows: CompareRow[]
  readonly left: ReadonlyMap<string, LeftOff>
}

/**
 * The rows in `mode`: as they are; each location's figure divided by its area in km²; or each
 * divided by the mean of its first BASE_DAYS days and times 100. A location the mode cannot take
 * (no area known, nothing in its first week) is left off the rows and named in `left`.
 */
export function compareView(
  rows: readonly CompareRow[],
  ids: readonly string[],
  mode: CompareMode,
  areas: ReadonlyMap<string, number | undefined>,
): CompareView {
  if (mode === 'absolute') return { rows: [...rows], left: new Map() }
  const left = new Map<string, LeftOff>()
  const divisors = new Map<string, number>()
  for (const id of ids) {
    // A series not loaded (or refused) is no fault of the mode: the chart says why elsewhere.
    if (mode === 'indexed' && !rows.some((row) => typeof row[id] === 'number')) continue
    const divisor = mode === 'area' ? areas.get(id) : firstWeekMean(rows, id) / 100
    if (divisor === undefined || !(divisor > 0))
      left.set(id, mode === 'area' ? 'no-area' : 'no-first-week')
    else divisors.set(id, divisor)
  }
  return {
    rows: rows.map((row) => {
      const out: Record<string, number | string> = { date: row.date }
      for (const [id, divisor] of divisors) {
        const value = row[id]
        if (typeof value === 'number') out[id] = value / divisor
      }
      return { ...out, date: row.date }
    }),
    left,
  }
}

function firstWeekMean(rows: readonly CompareRow[], id: string): number {
  const first = rows[0]?.date
  if (first === undefined) return 0
  const last = addDays(first, BASE_DAYS - 1)
  const values = rows
    .filter((row) => row.date <= last)
    .map((row) => row[id])
    .filter((value): value is number => typeof value === 'number')
  return values.length === 0 ? 0 : values.reduce((sum, v) => sum + v, 0) / values.length
}
