// Candidate rows from the indexes, each with a cheap size estimate: posting-list lengths, binary
// searches on the start-sorted rows, grid counts for circles. Each filter of event-filters.ts
// that an index serves offers one; the planner (plan.ts) takes the smallest.

import { circleBbox, splitBbox } from '../data/geo/distance'
import { activeSlices, FLOATING_SLACK_MS } from './duration-classes'
import { estimateBox } from './grid'
import { periodShare, searchBoxes, SHORT_MAX_MS } from './spatial'
import type { EventIndexes } from './indexes'
import { postingLength, postingOf, unionAll, lowerBound } from './postings'
import type { Postings } from './postings'
import type { Circle, EventQuery, SavedArea, TimeRange } from './query'
import { containingPlaces } from './area'
import { subscriptionRange } from './ranges'

/**
 * A candidate set: ascending rows, or a contiguous row range plus a few ascending rows outside
 * it (the long events of an `active` range), which the scan merges in without materialising.
 */
export type Candidates =
  | { readonly from: number; readonly to: number; readonly extra?: Uint32Array }
  | { readonly rows: Uint32Array }

export interface Option {
  readonly estimate: number
  readonly make: () => Candidates
  /**
   * For a time filter's rows of the start-sorted table (a row range, and `extra` long events
   * outside it): another filter's list of rows can be cut down to them (plan.ts).
   */
  readonly ranged?: { readonly extra: number }
}

export function postingsOption(p: Postings, keys: readonly (number | undefined)[]): Option {
  const ks = [...new Set(keys.filter((k): k is number => k !== undefined))]
  return {
    estimate: ks.reduce((s, k) => s + postingLength(p, k), 0),
    make: () => ({ rows: unionAll(ks.map((k) => postingOf(p, k))) }),
  }
}

/**
 * `active`: the short classes as one contiguous range of the start-sorted table (no copy), the
 * longer ones as explicit rows; the split minimises the rows to scan.
 */
export function activeOption(ix: EventIndexes, r: TimeRange): Option {
  const lo = r.lo?.value ?? -Infinity
  const hi = r.hi?.value ?? Infinity
  const slices = activeSlices(ix.durations, lo, hi)
  const to = Math.min(ix.table.size, lowerBound(ix.table.start, hi + FLOATING_SLACK_MS, true))
  let best = { estimate: Infinity, split: 0, from: 0 }
  for (let split = 0; split <= slices.length; split++) {
    const maxDuration = split === 0 ? -Infinity : (slices[split - 1]?.[0].maxDuration ?? 0)
    const from = split === 0 ? to : lowerBound(ix.table.start, lo - maxDuration - FLOATING_SLACK_MS)
    const extra = slices.slice(split).reduce((s, [, a, b]) => s + b - a, 0)
    const estimate = Math.max(0, to - from) + extra
    if (estimate < best.estimate) best = { estimate, split, from: Math.min(from, to) }
  }
  return {
    estimate: best.estimate,
    ranged: { extra: best.estimate - Math.max(0, to - best.from) },
    make: () => ({
      from: best.from,
      to,
      extra: unionAll(slices.slice(best.split).map(([c, a, b]) => c.rows.subarray(a, b))),
    }),
  }
}

export function startOption(ix: EventIndexes, r: TimeRange): Option {
  const slack = (r.tz ?? 'UTC') === 'UTC' ? 0 : FLOATING_SLACK_MS
  const from = r.lo ? lowerBound(ix.table.start, r.lo.value - slack) : 0
  const to = r.hi ? lowerBound(ix.table.start, r.hi.value + slack, true) : ix.table.size
  return {
    estimate: Math.max(0, to - from),
    make: () => ({ from, to: Math.max(from, to) }),
    ranged: { extra: 0 },
  }
}

/**
 * The period in which the starts of short events (see spatial.ts) matching the query's time
 * filters lie: [start.lo, start.hi], [active.lo - longest short duration, active.hi], and the
 * subscription window likewise, intersected.
 */
export function startPeriod(q: EventQuery): [number, number] {
  let lo = -Infinity
  let hi = Infinity
  const sub = q.subscription
  const actives = [q.active, sub && subscriptionRange(sub.from, sub.to)]
  for (const r of actives) {
    if (r?.lo) lo = Math.max(lo, r.lo.value - SHORT_MAX_MS)
    if (r?.hi) hi = Math.min(hi, r.hi.value)
  }
  if (q.start?.lo) lo = Math.max(lo, q.start.lo.value)
  if (q.start?.hi) hi = Math.min(hi, q.start.hi.value)
  return [lo, hi]
}

export function circleOption(
  ix: EventIndexes,
  c: Circle,
  parentScopes: boolean,
  period: [number, number],
): Option {
  const boxes = splitBbox(circleBbox(c.lon, c.lat, c.radiusM / 1000))
  const broad = parentScopes
    ? [...containingPlaces(ix.gazetteer, c.lon, c.lat)].map((id) => ix.keys.placeIndex.get(id))
    : []
  const broadOption = postingsOption(ix.placeExact, broad)
  return {
    estimate:
      boxes.reduce((s, b) => s + estimateBox(ix.grid, b), 0) * periodShare(ix.spatial, ...period) +
      broadOption.estimate,
    make: () => {
      const lists = [searchBoxes(ix.spatial, boxes, ...period)]
      const broadRows = broadOption.make()
      if ('rows' in broadRows) lists.push(broadRows.rows)
      return { rows: unionAll(lists) }
    },
  }
}

export function scopeOption(ix: EventIndexes, placeIds: readonly string[]): Option {
  const lists: Uint32Array[] = []
  const exact = new Set<number>()
  for (const id of placeIds) {
    const key = ix.keys.placeKey.get(id)
    if (key !== undefined) lists.push(postingOf(ix.placeAncestor, key))
    for (const a of ix.gazetteer.hierarchy(id)) {
      const p = ix.keys.placeIndex.get(a)
      if (p !== undefined && a !== id) exact.add(p)
    }
  }
  for (const p of exact) lists.push(postingOf(ix.placeExact, p))
  return {
    estimate: lists.reduce((s, l) => s + l.length, 0),
    make: () => ({ rows: unionAll(lists) }),
  }
}

export function savedOption(
  ix: EventIndexes,
  areas: readonly SavedArea[],
  period: [number, number],
): Option {
  const parts = areas.map((a) =>
    a.kind === 'circle' ? circleOption(ix, a, false, period) : scopeOption(ix, a.placeIds),
  )
  return {
    estimate: parts.reduce((s, p) => s + p.estimate, 0),
    make: () => ({ rows: unionAll(parts.map((p) => rowsOf(p.make()))) }),
  }
}

export function rowsOf(c: Candidates): Uint32Array {
  if ('rows' in c) return c.rows
  const range = new Uint32Array(c.to - c.from)
  for (let i = 0; i < range.length; i++) range[i] = c.from + i
  return c.extra ? unionAll([range, c.extra]) : range
}
