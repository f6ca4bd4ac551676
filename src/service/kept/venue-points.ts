// Events' points as the kept files hold them (docs/dataset-cache.md "The file"): an event at a
// venue stands at the venue's point, so its longitude and latitude are kept as their differences
// from the venue's: zeros, which compress to next to nothing, where the file held a second copy of
// the venues' points. An event without a venue keeps its own point. The differences are whole
// millionths of a degree, which pack.ts keeps as 32-bit whole numbers like any coordinate.
import type { VenueTable } from '../data/tables'

/** The venues' points an event's venue index reads. */
export type VenuePoints = Pick<VenueTable, 'lon' | 'lat'>

/** An event table's points and venues, as much of it as its points are kept from. */
export interface PointRows {
  readonly lon: Float64Array
  readonly lat: Float64Array
  /** Row in the venue table; -1 for events without a venue. */
  readonly venue: Int32Array
}

/** Each event's point as kept, in degrees: its difference from its venue's, or its own without one. */
export interface KeptPoints {
  readonly lon: Float64Array
  readonly lat: Float64Array
}

const millionths = (degrees: number): number => Math.round(degrees * 1e6)

/** A coordinate from its kept difference and what it differs from (0 without a venue). */
const fromDifference = (difference: number, base: number): number =>
  (millionths(base) + millionths(difference)) / 1e6

/** The point an axis of row `r` differs from: its venue's, or 0 without one. */
const baseOf = (r: number, venue: Int32Array, venueValues: Float64Array): number => {
  const v = venue[r] ?? -1
  return v >= 0 ? (venueValues[v] ?? NaN) : 0
}

/**
 * `values` as kept, or undefined when one would not come back exactly: a coordinate that is not
 * a whole number of millionths of a degree (data/tables.ts `keptCoordinate` rounds them so), or
 * one at a venue without a point.
 */
function keptAxis(
  values: Float64Array,
  venue: Int32Array,
  venueValues: Float64Array,
): Float64Array | undefined {
  const kept = new Float64Array(values.length)
  for (let r = 0; r < values.length; r++) {
    const value = values[r] ?? NaN
    const base = baseOf(r, venue, venueValues)
    const difference = (millionths(value) - millionths(base)) / 1e6
    if (!Object.is(fromDifference(difference, base), value)) return undefined
    kept[r] = difference
  }
  return kept
}

function axisOf(kept: Float64Array, venue: Int32Array, venueValues: Float64Array): Float64Array {
  return kept.map((difference, r) => fromDifference(difference, baseOf(r, venue, venueValues)))
}

/** The rows' points as kept, or undefined when some would not come back exactly as they are. */
export function keptPoints(rows: PointRows, venues: VenuePoints): KeptPoints | undefined {
  const lon = keptAxis(rows.lon, rows.venue, venues.lon)
  const lat = lon && keptAxis(rows.lat, rows.venue, venues.lat)
  return lon && lat ? { lon, lat } : undefined
}

/** The points `keptPoints` kept, back as they were. */
export function pointsOf(
  kept: KeptPoints,
  venue: Int32Array,
  venues: VenuePoints,
): Pick<PointRows, 'lon' | 'lat'> {
  return { lon: axisOf(kept.lon, venue, venues.lon), lat: axisOf(kept.lat, venue, venues.lat) }
}

/** Rows as a kept file holds them: their points kept, or as they are when those would not come back exactly. */
export type StoredPoints<T extends PointRows> = Omit<T, 'lon' | 'lat'> &
  ({ readonly points: KeptPoints } | Pick<T, 'lon' | 'lat'>)

export function storePoints<T extends PointRows>(rows: T, venues: VenuePoints): StoredPoints<T> {
  const points = keptPoints(rows, venues)
  if (!points) return rows
  const others = Object.fromEntries(
    Object.entries(rows).filter(([name]) => name !== 'lon' && name !== 'lat'),
  ) as Omit<T, 'lon' | 'lat'>
  return { ...others, points }
}

export function restorePoints<T extends PointRows>(
  stored: StoredPoints<T>,
  venues: VenuePoints,
): T {
  if (!('points' in stored)) return stored as T
  const { points, ...others } = stored
  // The stored rows are `T` without its points, which this puts back.
  return { ...others, ...pointsOf(points, stored.venue, venues) } as unknown as T
}
