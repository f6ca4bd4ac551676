// Planar point-in-polygon on lon/lat degrees. Rings are flat coordinate lists
// [x0, y0, x1, y1, ...]; a polygon is an outer ring plus holes, and the even-odd rule makes
// holes (and islands inside holes) work without knowing which ring is which.

export type FlatRing = ArrayLike<number>

export function pointInRing(x: number, y: number, ring: FlatRing): boolean {
  let inside = false
  const n = ring.length
  if (n < 6) return false
  let xj = ring[n - 2] ?? 0
  let yj = ring[n - 1] ?? 0
  for (let i = 0; i < n; i += 2) {
    const xi = ring[i] ?? 0
    const yi = ring[i + 1] ?? 0
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside
    xj = xi
    yj = yi
  }
  return inside
}

/** Even-odd test over every ring of a polygon (or of all polygons of a multipolygon). */
export function pointInRings(x: number, y: number, rings: readonly FlatRing[]): boolean {
  let inside = false
  for (const ring of rings) if (pointInRing(x, y, ring)) inside = !inside
  return inside
}

/** Flat ring from GeoJSON positions. */
export function flattenRing(positions: readonly (readonly number[])[]): number[] {
  const out: number[] = []
  for (const p of positions) out.push(p[0] ?? 0, p[1] ?? 0)
  return out
}
