// Coasts the basemap's Natural Earth land gets wrong at city zoom, redrawn from GSHHG's
// full-resolution shorelines (docs/architecture.md "The offline basemap"). Natural Earth's 1:10m
// land closes Sydney Harbour and the Thames below Gravesend; GSHHG has both as water. GSHHG is not
// better everywhere (it closes the Hudson, which Natural Earth leaves open), so it is used only
// inside the boxes of COAST_BOXES.
//
// Each box is kept in the repository as a land mask (`coasts/<name>.json`, ~0.0005° cells, about
// 50 m), which `coast-masks.ts` makes with GMT where Debian's `gmt` and `gmt-gshhg-full` are
// installed. `npm run data` needs neither: it traces the masks' outlines here and puts them in
// place of Natural Earth's land inside each box.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { deflateRawSync, inflateRawSync } from 'node:zlib'
import { contours } from 'd3-contour'
import polygonClipping from 'polygon-clipping'
import type { MultiPolygon as ClipMultiPolygon } from 'polygon-clipping'
import { bboxOf, simplifyRing, type Polygon, type Position } from './geometry'

export interface CoastBox {
  readonly name: string
  /** Degrees: west, south, east, north, on the mask's outer cell centres. */
  readonly bounds: readonly [number, number, number, number]
}

/** The boxes redrawn from GSHHG, and why each. */
export const COAST_BOXES: readonly CoastBox[] = [
  // The harbour from the Heads to the Parramatta River, Middle Harbour and Circular Quay.
  { name: 'sydney-harbour', bounds: [151.05, -33.9, 151.35, -33.75] },
  // The estuary from Dartford to Southend.
  { name: 'thames-estuary', bounds: [0.2, 51.38, 0.95, 51.6] },
]

/** The mask's cell size in degrees. */
export const COAST_STEP = 0.0005

/** A box's land mask: `land[row * cols + col]` is 1 on land, rows from the north. */
export interface CoastMask {
  readonly name: string
  readonly bounds: readonly [number, number, number, number]
  readonly step: number
  readonly cols: number
  readonly rows: number
  readonly land: Uint8Array
}

/** A mask as kept in the repository: its cells as bits, deflated and in base64. */
interface KeptMask {
  readonly name: string
  readonly source: string
  readonly bounds: readonly [number, number, number, number]
  readonly step: number
  readonly cols: number
  readonly rows: number
  readonly bits: string
}

const COAST_DIR = join(import.meta.dirname, 'coasts')

export const coastMaskFile = (name: string) => join(COAST_DIR, `${name}.json`)

/** The files `npm run data` reads the masks from. */
export const coastMaskFiles = () => COAST_BOXES.map((box) => coastMaskFile(box.name))

export function encodeMask(mask: CoastMask, source: string): string {
  const bits = new Uint8Array(Math.ceil(mask.land.length / 8))
  mask.land.forEach((cell, i) => {
    if (cell === 1) bits[i >> 3] = (bits[i >> 3] ?? 0) | (1 << (i & 7))
  })
  const kept: KeptMask = {
    name: mask.name,
    source,
    bounds: mask.bounds,
    step: mask.step,
    cols: mask.cols,
    rows: mask.rows,
    bits: deflateRawSync(bits, { level: 9 }).toString('base64'),
  }
  // As Prettier writes it: one field a line, the bounds on theirs.
  const lines = Object.entries(kept).map(([field, value]) =>
    Array.isArray(value)
      ? `  "${field}": [${value.join(', ')}]`
      : `  "${field}": ${JSON.stringify(value)}`,
  )
  return `{\n${lines.join(',\n')}\n}\n`
}

export function decodeMask(text: string): CoastMask {
  const kept = JSON.parse(text) as KeptMask
  const bits = inflateRawSync(Buffer.from(kept.bits, 'base64'))
  const land = new Uint8Array(kept.cols * kept.rows)
  for (let i = 0; i < land.length; i++) land[i] = ((bits[i >> 3] ?? 0) >> (i & 7)) & 1
  return { ...kept, land }
}

export function readCoastMasks(): CoastMask[] {
  return coastMaskFiles().map((file) => decodeMask(readFileSync(file, 'utf8')))
}

/**
 * The mask's land as polygons, traced between cell centres (marching squares). Cells outside the
 * mask count as water, so land reaching the box's edge is closed along it, half a cell out: the
 * polygons exactly tile the box's extent (`maskExtent`) with the water between them.
 */
export function maskLand(mask: CoastMask): Polygon[] {
  const [west, , , north] = mask.bounds
  const [land] = contours().size([mask.cols, mask.rows]).thresholds([0.5])(Array.from(mask.land))
  const at = ([x = 0, y = 0]: number[]): Position => [
    west + (x - 0.5) * mask.step,
    north - (y - 0.5) * mask.step,
  ]
  return (land?.coordinates ?? []).map((polygon) =>
    polygon.map((ring) => simplifyRing(ring, STAIR_TOLERANCE).map(at)),
  )
}

/**
 * How far a traced outline may stray from the cells' edges, in cells. The cells make a stair of
 * every coast that does not run north–south or east–west; a line within this of the stair reads
 * as the coast it is, and stays well inside the shorelines' own error.
 */
const STAIR_TOLERANCE = 0.8

/** The mask's water as polygons, traced as `maskLand` traces its land. */
export function maskWater(mask: CoastMask): Polygon[] {
  return maskLand({ ...mask, land: Uint8Array.from(mask.land, (cell) => 1 - cell) })
}

/** The area a mask stands for: its cells, each a step wide around its centre. */
export function maskExtent(mask: CoastMask): Polygon {
  const [west, south, east, north] = mask.bounds
  const half = mask.step / 2
  const [w, s, e, n] = [west - half, south - half, east + half, north + half]
  return [
    [
      [w, s],
      [e, s],
      [e, n],
      [w, n],
      [w, s],
    ],
  ]
}

const overlaps = (a: readonly number[], b: readonly number[]) =>
  (a[0] ?? 0) <= (b[2] ?? 0) &&
  (b[0] ?? 0) <= (a[2] ?? 0) &&
  (a[1] ?? 0) <= (b[3] ?? 0) &&
  (b[1] ?? 0) <= (a[3] ?? 0)

/** `land` with each mask's extent cut out and the mask's own land put in its place. */
export function withCoasts(land: readonly Polygon[], masks: readonly CoastMask[]): Polygon[] {
  const extents = masks.map(maskExtent)
  const boxes = extents.map((extent) => bboxOf([extent]))
  const outside = land.flatMap((polygon): Polygon[] => {
    const box = bboxOf([polygon])
    const cut = extents.filter((_, i) => overlaps(box, boxes[i] ?? []))
    if (cut.length === 0) return [polygon]
    const rest: ClipMultiPolygon = polygonClipping.difference(polygon, ...cut)
    return rest.map((p) => p.map((ring) => ring.map(([x, y]): Position => [x, y])))
  })
  return [...outside, ...masks.flatMap(maskLand)]
}
