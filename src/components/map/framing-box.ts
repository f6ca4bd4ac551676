// The box that frames a set of points: saved locations, or the outline of a place. Longitude
// wraps: locations in Texas and Sydney are 111° apart across the Pacific but 249° apart across the
// Atlantic, and a plain min/max box would frame the Atlantic side, too wide to show either well
// (and Alaska's Aleutians, on both sides of 180°, would span the globe). The box is the narrowest
// one: it leaves out the largest gap between neighbouring longitudes. An east edge smaller than
// the west edge means the box crosses the antimeridian (viewport.ts fitBounds reads it so).
import type { BBox } from './viewport'

/** Into -180..180; a longitude already there is kept exactly. */
const wrap = (lon: number): number =>
  lon >= -180 && lon <= 180 ? lon : ((((lon + 180) % 360) + 360) % 360) - 180

export function framingBox(points: readonly (readonly [number, number])[]): BBox | undefined {
  if (points.length === 0) return undefined
  const lons = [...new Set(points.map(([lon]) => wrap(lon)))].sort((a, b) => a - b)
  const lats = points.map(([, lat]) => lat)
  const south = Math.min(...lats)
  const north = Math.max(...lats)
  const first = lons[0] ?? 0
  const last = lons[lons.length - 1] ?? 0
  // The gap across the antimeridian, from the last longitude round to the first.
  let gap = first + 360 - last
  let west = first
  let east = last
  for (let i = 1; i < lons.length; i++) {
    const before = lons[i - 1] ?? 0
    const after = lons[i] ?? 0
    if (after - before > gap) {
      gap = after - before
      west = after
      east = before
    }
  }
  return [west, south, east, north]
}

/**
 * The narrowest box holding every box given. Each box stands as its west and east edges and its
 * middle: with the middle, a box wider than half the world is not mistaken for the gap around it.
 */
export function boxOfBoxes(boxes: readonly BBox[]): BBox | undefined {
  return framingBox(
    boxes.flatMap(([west, south, east, north]) => {
      const width = east >= west ? east - west : east + 360 - west
      return [[west, south] as const, [west + width / 2, south] as const, [east, north] as const]
    }),
  )
}
