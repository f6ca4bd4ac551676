// Spatio-temporal point index for `within`: short events (at most 16 days long) are cut into
// blocks of consecutive rows, i.e. of consecutive start times, each with its own k-d tree, so
// a circle plus a time range searches only the blocks of that period. Long events (holidays,
// terms, seasons) share one tree searched whatever the period. A block's tree is built on its first
// search, so a first radius over the next weeks builds the trees of those weeks, not the year's.

import KDBush from 'kdbush'
import type { BBox } from '../data/geo/distance'
import type { EventTable } from '../data/tables'
import { durationOf, FLOATING_SLACK_MS } from './duration-classes'
import { DAY_MS } from '../../utils/time'

/** Rows per block: small enough to skip most of a year, large enough for few trees. */
export const DEFAULT_BLOCK_ROWS = 1 << 15
export const SHORT_MAX_MS = 16 * DAY_MS

interface Block {
  readonly rows: Uint32Array
  readonly minStart: number
  readonly maxStart: number
  /** The block's k-d tree, built on first use. */
  tree(): KDBush
}

export interface SpatialIndex {
  readonly blocks: readonly Block[]
  readonly long: Block
  readonly size: number
}

function treeOf(t: EventTable, rows: Uint32Array): KDBush {
  const tree = new KDBush(Math.max(1, rows.length))
  for (const r of rows) tree.add(t.lon[r] ?? 0, t.lat[r] ?? 0)
  if (rows.length === 0) tree.add(0, 0)
  tree.finish()
  return tree
}

function block(t: EventTable, rows: Uint32Array): Block {
  let tree: KDBush | undefined
  const first = rows[0]
  const last = rows[rows.length - 1]
  return {
    rows,
    tree: () => (tree ??= treeOf(t, rows)),
    minStart: first === undefined ? Infinity : (t.start[first] ?? 0),
    maxStart: last === undefined ? -Infinity : (t.start[last] ?? 0),
  }
}

export function buildSpatialIndex(t: EventTable, blockRows = DEFAULT_BLOCK_ROWS): SpatialIndex {
  const short: number[] = []
  const long: number[] = []
  for (let r = 0; r < t.size; r++) (durationOf(t, r) <= SHORT_MAX_MS ? short : long).push(r)
  const blocks: Block[] = []
  for (let i = 0; i < short.length; i += blockRows) {
    blocks.push(block(t, Uint32Array.from(short.slice(i, i + blockRows))))
  }
  return { blocks, long: block(t, Uint32Array.from(long)), size: t.size }
}

/** Blocks that may hold short events starting within [lo, hi] (widened for floating times). */
function blocksFor(ix: SpatialIndex, lo: number, hi: number): Block[] {
  return ix.blocks.filter(
    (b) => b.maxStart >= lo - FLOATING_SLACK_MS && b.minStart <= hi + FLOATING_SLACK_MS,
  )
}

/** Share of the rows a search over the period touches (for the planner's estimate). */
export function periodShare(ix: SpatialIndex, lo: number, hi: number): number {
  const rows = blocksFor(ix, lo, hi).reduce((s, b) => s + b.rows.length, ix.long.rows.length)
  return ix.size === 0 ? 0 : rows / ix.size
}

/** Ascending rows inside the boxes among the short events starting in [lo, hi] and all long events. */
export function searchBoxes(
  ix: SpatialIndex,
  boxes: readonly BBox[],
  lo: number,
  hi: number,
): Uint32Array {
  const out: number[] = []
  for (const b of [...blocksFor(ix, lo, hi), ix.long]) {
    if (b.rows.length === 0) continue
    for (const box of boxes) {
      for (const i of b.tree().range(box.west, box.south, box.east, box.north))
        out.push(b.rows[i] ?? 0)
    }
  }
  return Uint32Array.from(new Set(out)).sort()
}
