// The basemap's lakes. Natural Earth's 1:10m land (the basemap's land) fills lakes in, so without
// them Lake Michigan beside Chicago's Loop is drawn as land. They come from OpenStreetMap's water
// areas as @geo-maps/earth-lakes-100m packs them (sources.ts).
//
// That package's outlines are generalised, and some are crude: a harbour or lagoon mapped as water
// comes out as a few straight edges over the land around it (Sydney Harbour has 14 vertices, and
// would cover the east of its CBD). Two rules keep what an analyst can trust:
// - only lakes of LAKE_MIN_KM2 or more: the small areas are mostly pieces of rivers;
// - only lakes wholly on Natural Earth's land: one that reaches the sea is a harbour, bay or lagoon
//   mapped twice, and its outline disagrees with the coast the basemap draws.
import { readFileSync } from 'node:fs'
import type { GeometryCollection, Position } from 'geojson'
import { venueSpreadKm } from '../../src/service/data/generate/venues'
import { bboxOf, polygonsOf, type Polygon } from './geometry'

/** The smallest lake the basemap draws, in km²: Seattle's Lake Washington (88 km²) is in, ponds out. */
export const LAKE_MIN_KM2 = 20

const EARTH_RADIUS_KM = 6371.0088
const RAD = Math.PI / 180

/** A ring's area on the sphere, in km², whatever its winding. */
export function ringAreaKm2(ring: readonly Position[]): number {
  let sum = 0
  for (let i = 0; i + 1 < ring.length; i++) {
    const [x1 = 0, y1 = 0] = ring[i] ?? []
    const [x2 = 0, y2 = 0] = ring[i + 1] ?? []
    sum += (x2 - x1) * RAD * (2 + Math.sin(y1 * RAD) + Math.sin(y2 * RAD))
  }
  return Math.abs((sum * EARTH_RADIUS_KM * EARTH_RADIUS_KM) / 2)
}

/** A polygon's area in km²: its outer ring less its holes. */
export function polygonAreaKm2(polygon: readonly (readonly Position[])[]): number {
  const [outer, ...holes] = polygon
  if (!outer) return 0
  return holes.reduce((area, hole) => area - ringAreaKm2(hole), ringAreaKm2(outer))
}

/** Latitude band of the land index, in degrees: a point is tested against its band's edges only. */
const BAND_DEGREES = 0.05

/**
 * Whether a point is on the land: the even-odd rule over every ring's edges, the edges kept in
 * bands of latitude so that a point meets only the few that cross its band.
 */
export function landTest(land: readonly Polygon[]): (lon: number, lat: number) => boolean {
  const bands = new Map<number, number[]>()
  for (const polygon of land)
    for (const ring of polygon)
      for (let i = 0; i + 1 < ring.length; i++) {
        const [x1, y1] = ring[i] ?? [0, 0]
        const [x2, y2] = ring[i + 1] ?? [0, 0]
        if (y1 === y2) continue
        const last = Math.floor(Math.max(y1, y2) / BAND_DEGREES)
        for (let b = Math.floor(Math.min(y1, y2) / BAND_DEGREES); b <= last; b++) {
          const edges = bands.get(b) ?? []
          if (edges.length === 0) bands.set(b, edges)
          edges.push(x1, y1, x2, y2)
        }
      }
  return (lon, lat) => {
    const edges = bands.get(Math.floor(lat / BAND_DEGREES)) ?? []
    let inside = false
    for (let i = 0; i < edges.length; i += 4) {
      const [x1, y1, x2, y2] = [
        edges[i] ?? 0,
        edges[i + 1] ?? 0,
        edges[i + 2] ?? 0,
        edges[i + 3] ?? 0,
      ]
      if (y1 > lat !== y2 > lat && lon < ((x2 - x1) * (lat - y1)) / (y2 - y1) + x1) inside = !inside
    }
    return inside
  }
}

/**
 * The package's lakes of LAKE_MIN_KM2 or more. The others (half a million areas) are dropped as the
 * file is read, so they are garbage before the tiles are cut rather than live through it.
 */
export function loadLakes(path: string): Polygon[] {
  const { geometries } = JSON.parse(readFileSync(path, 'utf8')) as GeometryCollection
  return geometries
    .flatMap((g) =>
      g.type === 'MultiPolygon' ? g.coordinates : g.type === 'Polygon' ? [g.coordinates] : [],
    )
    .filter((lake) => polygonAreaKm2(lake) >= LAKE_MIN_KM2)
    .flatMap((lake) => polygonsOf({ type: 'Polygon', coordinates: lake }))
}

/**
 * Of `lakes`, those within reach of a place's venues (venues.ts `venueSpreadKm`, with a margin):
 * the service keeps venues out of them (gazetteer `inLake`), and it needs the lakes beside towns,
 * not the tundra's.
 */
export function lakesNear(
  lakes: readonly Polygon[],
  places: readonly { readonly lon: number; readonly lat: number; readonly population: number }[],
): Polygon[] {
  const cellOf = (lon: number, lat: number) =>
    `${String(Math.floor(lon))},${String(Math.floor(lat))}`
  const byCell = new Map<string, (typeof places)[number][]>()
  for (const p of places) {
    const cell = byCell.get(cellOf(p.lon, p.lat)) ?? []
    if (cell.length === 0) byCell.set(cellOf(p.lon, p.lat), cell)
    cell.push(p)
  }
  const reachKm = (population: number) => venueSpreadKm(population) + 1
  const maxLat = reachKm(Number.MAX_SAFE_INTEGER) / 111
  return lakes.filter((lake) => {
    const [w, s, e, n] = bboxOf([lake])
    const lonScale = 1 / Math.max(0.1, Math.cos(((s + n) / 2) * RAD))
    const near = (p: (typeof places)[number]) => {
      const dLat = reachKm(p.population) / 111
      const dLon = dLat * lonScale
      return p.lon >= w - dLon && p.lon <= e + dLon && p.lat >= s - dLat && p.lat <= n + dLat
    }
    for (let x = Math.floor(w - maxLat * lonScale); x <= Math.floor(e + maxLat * lonScale); x++)
      for (let y = Math.floor(s - maxLat); y <= Math.floor(n + maxLat); y++)
        if (byCell.get(cellOf(x, y))?.some(near)) return true
    return false
  })
}

/** Of `lakes` (as loadLakes reads them), those wholly on the basemap's land (the rules above). */
export function inlandLakes(lakes: readonly Polygon[], land: readonly Polygon[]): Polygon[] {
  const onLand = landTest(land)
  return lakes.filter((lake) => (lake[0] ?? []).every(([lon, lat]) => onLand(lon, lat)))
}
