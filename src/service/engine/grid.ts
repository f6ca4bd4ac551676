// Coarse point counts per quarter-degree cell: a cheap estimate of how many rows a `within`
// circle touches, so the planner can compare it with posting-list lengths before running the
// exact (and costlier) k-d tree query.

import type { BBox } from '../data/geo/distance'

const CELLS_PER_DEG = 4
const COLS = 360 * CELLS_PER_DEG
const ROWS = 180 * CELLS_PER_DEG

export interface Grid {
  readonly counts: Uint32Array
}

function col(lon: number): number {
  return Math.min(COLS - 1, Math.max(0, Math.floor((lon + 180) * CELLS_PER_DEG)))
}
function row(lat: number): number {
  return Math.min(ROWS - 1, Math.max(0, Math.floor((lat + 90) * CELLS_PER_DEG)))
}

export function buildGrid(lon: Float64Array, lat: Float64Array): Grid {
  const counts = new Uint32Array(COLS * ROWS)
  for (let i = 0; i < lon.length; i++) {
    const k = row(lat[i] ?? 0) * COLS + col(lon[i] ?? 0)
    counts[k] = (counts[k] ?? 0) + 1
  }
  return { counts }
}

/** Rows in the cells a (non antimeridian-crossing) box overlaps: an upper bound. */
export function estimateBox(g: Grid, box: BBox): number {
  let sum = 0
  const c0 = col(box.west)
  const c1 = col(box.east)
  for (let y = row(box.south); y <= row(box.north); y++) {
    for (let x = c0; x <= c1; x++) sum += g.counts[y * COLS + x] ?? 0
  }
  return sum
}
