// Point-in-polygon over many features through a 1-degree grid of bounding boxes. Rings may
// hold unwrapped longitudes beyond ±180 (shapes crossing the antimeridian), so a query also
// tries the point shifted by ±360 degrees where the feature's box reaches that far.
import { pointInRings, type FlatRing } from '../geo/polygon'

export interface IndexedShape {
  readonly rings: readonly FlatRing[]
  /** [west, south, east, north] in the same (possibly unwrapped) longitudes as the rings. */
  readonly bbox: readonly [number, number, number, number]
}

const CELLS_X = 360

function cellKey(lonCell: number, latCell: number): number {
  return latCell * CELLS_X + (((lonCell % CELLS_X) + CELLS_X) % CELLS_X)
}

export class PolygonIndex {
  private readonly cells = new Map<number, number[]>()

  constructor(private readonly shapes: readonly IndexedShape[]) {
    shapes.forEach((shape, i) => {
      const [w, s, e, n] = shape.bbox
      const x0 = Math.floor(w + 180)
      const x1 = Math.min(Math.floor(e + 180), x0 + CELLS_X - 1)
      const y0 = Math.max(0, Math.floor(s + 90))
      const y1 = Math.min(179, Math.floor(n + 90))
      for (let y = y0; y <= y1; y++)
        for (let x = x0; x <= x1; x++) {
          const key = cellKey(x, y)
          const list = this.cells.get(key)
          if (list) list.push(i)
          else this.cells.set(key, [i])
        }
    })
  }

  /** Index of the first shape containing the point, or -1. */
  find(lon: number, lat: number): number {
    const x = Math.floor(lon + 180)
    const y = Math.min(179, Math.max(0, Math.floor(lat + 90)))
    const candidates = this.cells.get(cellKey(x, y))
    if (!candidates) return -1
    for (const i of candidates) {
      const shape = this.shapes[i]
      if (!shape) continue
      const [w, s, e, n] = shape.bbox
      if (lat < s || lat > n) continue
      for (const shift of [0, 360, -360]) {
        const px = lon + shift
        if (px >= w && px <= e && pointInRings(px, lat, shape.rings)) return i
      }
    }
    return -1
  }
}
