// Events' points as the kept files hold them (docs/dataset-cache.md "The file"): an event at a
// venue stands at the venue's point, so its longitude and latitude are kept as their differences
// from the venue's, in millionths of a degree: zeros, which compress to next to nothing, where the
// file held a second copy of the venues' points. An event without a venue keeps its own point.
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

/** Each event's point as kept: its difference from its venue's, or its own without one. */
export interface KeptPoints {
  readonly lon: Int32Array
  readonly lat: Int32Array
}

/** A missing coordinate (NaN), among the whole millionths. */
const NO_POINT = -0x80000000

const millionths = (degrees: number): number => Math.round(degrees * 1e6)

/**
 * `values` as kept, or undefined when one would not come back exactly: a coordinate that is not
 * a whole number of millionths of a degree (data/tables.ts `keptCoordinate` rounds them so).
 */
function keptAxis(
  values: Float64Array,
  venue: Int32Array,
  venueValues: Float64Array,
): Int32Array | undefined {
  const kept = new Int32Array(values.length)
  for (let r = 0; r < values.length; r++) {
    const value = values[r] ?? NaN
    const v = venue[r] ?? -1
    const base = v >= 0 ? (venueValues[v] ?? NaN) : 0
    if (Number.isNaN(value)) {
      kept[r] = NO_POINT
      continue
    }
    if (Number.isNaN(base)) return undefined
    const offset = millionths(value) - millionths(base)
    if (!(offset > NO_POINT && offset <= 0x7fffffff)) return undefined
    kept[r] = offset
    if (!Object.is(axisValue(offset, v >= 0 ? base : 0), value)) return undefined
  }
  return kept
}

const axisValue = (offset: number, base: number): number =>
  offset === NO_POINT ? NaN : (millionths(base) + offset) / 1e6

function axisOf(kept: Int32Array, venue: Int32Array, venueValues: Float64Array): Float64Array {
  const values = new Float64Array(kept.length)
  for (let r = 0; r < kept.length; r++) {
    const v = venue[r] ?? -1
    values[r] = axisValue(kept[r] ?? NO_POINT, v >= 0 ? (venueValues[v] ?? NaN) : 0)
  }
  return values
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
