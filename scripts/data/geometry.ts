// Polygon preparation for the build: antimeridian unwrapping (world-atlas rings of Russia,
// Fiji and Antarctica jump from +180 to -180, which planar renderers smear across the map),
// largest-polygon centroids, and quantized encoding for the service's point-in-polygon.
import type { Geometry } from 'geojson'

export type Position = [number, number]
export type Ring = Position[]
export type Polygon = Ring[]

export function polygonsOf(geometry: Geometry | null): Polygon[] {
  if (!geometry) return []
  const toRing = (ring: number[][]): Ring => ring.map((p) => [p[0] ?? 0, p[1] ?? 0])
  if (geometry.type === 'Polygon') return [geometry.coordinates.map(toRing)]
  if (geometry.type === 'MultiPolygon') return geometry.coordinates.map((p) => p.map(toRing))
  return []
}

function lonSpan(ring: Ring): [number, number] {
  let min = Infinity
  let max = -Infinity
  for (const [x] of ring) {
    if (x < min) min = x
    if (x > max) max = x
  }
  return [min, max]
}

function shiftRing(ring: Ring, dx: number): Ring {
  return dx === 0 ? ring : ring.map(([x, y]) => [x + dx, y])
}

/** Makes consecutive longitudes continuous; rings that go round a pole are closed through it. */
function unwrapRing(ring: Ring): Ring | null {
  const first = ring[0]
  if (!first) return null
  if (ring.every(([, y]) => Math.abs(y) > 89.9)) return null
  const out: Ring = [first]
  let offset = 0
  let prev = first[0]
  for (let i = 1; i < ring.length; i++) {
    const p = ring[i]
    if (!p) continue
    const d = p[0] - prev
    if (d > 180) offset -= 360
    else if (d < -180) offset += 360
    prev = p[0]
    out.push([p[0] + offset, p[1]])
  }
  const last = out[out.length - 1] ?? first
  if (Math.abs(last[0] - first[0]) > 180) {
    const meanLat = out.reduce((s, [, y]) => s + y, 0) / out.length
    const pole = meanLat < 0 ? -90 : 90
    out.push([last[0], pole], [first[0], pole], [first[0], first[1]])
  }
  return out
}

export function unwrapPolygon(polygon: Polygon): Polygon | null {
  const rings = polygon.map(unwrapRing).filter((r): r is Ring => r !== null)
  const outer = rings[0]
  if (!outer) return null
  const [min, max] = lonSpan(outer)
  const centre = (min + max) / 2
  const dx = centre > 180 ? -360 : centre < -180 ? 360 : 0
  const shiftedOuter = shiftRing(outer, dx)
  const target = centre + dx
  const holes = rings.slice(1).map((hole) => {
    const [hMin, hMax] = lonSpan(hole)
    const hc = (hMin + hMax) / 2
    return shiftRing(hole, Math.round((target - hc) / 360) * 360)
  })
  return [shiftedOuter, ...holes]
}

/** Signed area and first moments of a ring, x scaled by a fixed cos(lat0) (equal-area-ish). */
function ringMoments(ring: Ring, k: number): { area: number; cx: number; cy: number } {
  let area = 0
  let cx = 0
  let cy = 0
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const a = ring[j]
    const b = ring[i]
    if (!a || !b) continue
    const ax = a[0] * k
    const bx = b[0] * k
    const cross = ax * b[1] - bx * a[1]
    area += cross
    cx += (ax + bx) * cross
    cy += (a[1] + b[1]) * cross
  }
  return { area: area / 2, cx, cy }
}

function polygonMoments(polygon: Polygon): { area: number; lon: number; lat: number } {
  const outer = polygon[0] ?? []
  const lat0 = outer.reduce((sum, [, y]) => sum + y, 0) / Math.max(1, outer.length)
  const k = Math.max(0.05, Math.cos((lat0 * Math.PI) / 180))
  let area = 0
  let cx = 0
  let cy = 0
  polygon.forEach((ring, i) => {
    const m = ringMoments(ring, k)
    // Outer ring adds, holes subtract, whatever the winding of the source.
    const sign = (i === 0 ? 1 : -1) * Math.sign(m.area)
    area += sign * m.area
    cx += sign * m.cx
    cy += sign * m.cy
  })
  if (area === 0) {
    const p = outer[0] ?? [0, 0]
    return { area: 0, lon: p[0], lat: p[1] }
  }
  return { area, lon: cx / (6 * area) / k, lat: cy / (6 * area) }
}

/** Centroid of the largest polygon: better than a bbox middle for countries with colonies. */
export function largestPolygonCentroid(polygons: readonly Polygon[]): Position {
  let best: { area: number; lon: number; lat: number } | null = null
  for (const polygon of polygons) {
    const m = polygonMoments(polygon)
    if (!best || m.area > best.area) best = m
  }
  if (!best) return [0, 0]
  const lon = ((((best.lon + 180) % 360) + 360) % 360) - 180
  return [round5(lon), round5(best.lat)]
}

export function round5(x: number): number {
  return Math.round(x * 1e5) / 1e5
}

export function roundTo(x: number, decimals: number): number {
  const f = 10 ** decimals
  return Math.round(x * f) / f
}

/** Rounds coordinates and drops repeated points, keeping rings closed and valid. */
export function roundPolygon(polygon: Polygon, decimals: number): Polygon {
  return polygon
    .map((ring) => {
      const out: Ring = []
      for (const [x, y] of ring) {
        const p: Position = [roundTo(x, decimals), roundTo(y, decimals)]
        const last = out[out.length - 1]
        if (!last || last[0] !== p[0] || last[1] !== p[1]) out.push(p)
      }
      return out
    })
    .filter((ring) => ring.length >= 4)
}

/** Quantized, delta-encoded ring: [x0, y0, dx1, dy1, ...] in 1/scale degrees. */
export function encodeRing(ring: Ring, scale: number): number[] {
  const out: number[] = []
  let px = 0
  let py = 0
  for (const [x, y] of ring) {
    const qx = Math.round(x * scale)
    const qy = Math.round(y * scale)
    if (out.length > 0 && qx === px && qy === py) continue
    out.push(qx - px, qy - py)
    px = qx
    py = qy
  }
  return out
}

export function bboxOf(polygons: readonly Polygon[]): [number, number, number, number] {
  let w = Infinity
  let s = Infinity
  let e = -Infinity
  let n = -Infinity
  for (const polygon of polygons)
    for (const ring of polygon)
      for (const [x, y] of ring) {
        if (x < w) w = x
        if (x > e) e = x
        if (y < s) s = y
        if (y > n) n = y
      }
  return [w, s, e, n]
}

/** `line` with the vertices Douglas–Peucker finds within `tolerance` of a line dropped; its ends stay. */
export function simplifyLine<P extends readonly number[]>(
  line: readonly P[],
  tolerance: number,
): P[] {
  if (line.length <= 2) return [...line]
  const keep = new Uint8Array(line.length)
  keep[0] = 1
  keep[line.length - 1] = 1
  const stack: [number, number][] = [[0, line.length - 1]]
  for (let span = stack.pop(); span; span = stack.pop()) {
    const [from, to] = span
    const [ax = 0, ay = 0] = line[from] ?? []
    const [bx = 0, by = 0] = line[to] ?? []
    const length = Math.hypot(bx - ax, by - ay) || 1
    let worst = -1
    let worstDistance = tolerance
    for (let i = from + 1; i < to; i++) {
      const [px = 0, py = 0] = line[i] ?? []
      const distance = Math.abs((bx - ax) * (ay - py) - (ax - px) * (by - ay)) / length
      if (distance > worstDistance) [worst, worstDistance] = [i, distance]
    }
    if (worst < 0) continue
    keep[worst] = 1
    stack.push([from, worst], [worst, to])
  }
  return line.filter((_, i) => keep[i] === 1)
}

/** `ring` (closed) with the vertices Douglas–Peucker finds within `tolerance` of a line dropped. */
export function simplifyRing<P extends readonly number[]>(
  ring: readonly P[],
  tolerance: number,
): P[] {
  if (ring.length <= 4) return [...ring]
  // The ring starts and ends at one point: split it at the vertex farthest from that point first.
  const [x0 = 0, y0 = 0] = ring[0] ?? []
  let far = 0
  ring.forEach(([x = 0, y = 0], i) => {
    const [fx = 0, fy = 0] = ring[far] ?? []
    if ((x - x0) ** 2 + (y - y0) ** 2 > (fx - x0) ** 2 + (fy - y0) ** 2) far = i
  })
  const kept = [
    ...simplifyLine(ring.slice(0, far + 1), tolerance),
    ...simplifyLine(ring.slice(far), tolerance).slice(1),
  ]
  // A ring needs three corners: one too small for the tolerance keeps its outline.
  return kept.length >= 4 ? kept : [...ring]
}
