// Aggregates of the events count response (docs/api.md "Events count response"), computed in one
// pass over matched rows with typed-array counters; the calendar applies the same per local day.

import { NO_U8 } from '../data/tables'
import type { EventTable } from '../data/tables'
import { EVENT_CATEGORIES, rankLevel } from '../../contract/enums'

export type LevelCounts = Record<'1' | '2' | '3' | '4' | '5', number>

export interface EventAggregates {
  count: number
  /** Null when no matched event has the value (contract: "Tops are null with no events"). */
  top_rank: number | null
  top_local_rank: number | null
  top_aviation_rank: number | null
  rank_levels: LevelCounts
  local_rank_levels: LevelCounts
  aviation_rank_levels: LevelCounts
  categories: Record<string, number>
  labels: Record<string, number>
}

const LEVEL_SLOTS = 18
const CATEGORY_COUNT = EVENT_CATEGORIES.length
/** Offsets within a group's counters. */
const COUNT = 0
const LEVELS = 1
const CATEGORIES = LEVELS + LEVEL_SLOTS

/**
 * Counters for `groups` groups of rows at once (the whole result, or each day of a calendar), in
 * flat typed arrays. A row counted in a run of groups (a multi-day event in a calendar) adds at
 * the run's first group and takes away after its last; the counts are summed along the groups
 * once, when read. So a row costs the same whatever its span, and only the tops (a maximum, not
 * a sum) are walked group by group.
 */
export class AggregateAccumulator {
  /** Per group (plus one past the last): counts, then LEVEL_SLOTS levels, categories and labels. */
  private readonly counters: Int32Array
  private readonly stride: number
  private readonly tops: Int16Array
  private readonly labelCount: number
  private summed = false

  constructor(
    private readonly t: EventTable,
    private readonly groups = 1,
  ) {
    this.labelCount = t.labelNames.values.length
    this.stride = 1 + LEVEL_SLOTS + CATEGORY_COUNT + this.labelCount
    this.counters = new Int32Array((groups + 1) * this.stride)
    this.tops = new Int16Array(groups * 3).fill(-1)
  }

  /** Counts row `r` in groups `from` to `to` (both included). */
  add(r: number, from = 0, to = from): void {
    const t = this.t
    const rank = t.rank[r] ?? 0
    const local = t.localRank[r] ?? NO_U8
    const aviation = t.aviationRank[r] ?? NO_U8
    const begin = from * this.stride
    const after = (to + 1) * this.stride
    this.bump(begin, after, COUNT)
    this.bump(begin, after, LEVELS + rankLevel(rank))
    if (local !== NO_U8) this.bump(begin, after, LEVELS + 6 + rankLevel(local))
    if (aviation !== NO_U8) this.bump(begin, after, LEVELS + 12 + rankLevel(aviation))
    this.bump(begin, after, CATEGORIES + (t.category[r] ?? 0))
    const labels = CATEGORIES + CATEGORY_COUNT
    const endLabel = t.labels.offsets[r + 1] ?? 0
    for (let i = t.labels.offsets[r] ?? 0; i < endLabel; i++) {
      this.bump(begin, after, labels + (t.labels.values[i] ?? 0))
    }
    const tops = this.tops
    for (let g = from; g <= to; g++) {
      const top = g * 3
      if (rank > (tops[top] ?? -1)) tops[top] = rank
      if (local !== NO_U8 && local > (tops[top + 1] ?? -1)) tops[top + 1] = local
      if (aviation !== NO_U8 && aviation > (tops[top + 2] ?? -1)) tops[top + 2] = aviation
    }
  }

  /** One more in `slot` from the group at `begin` to the one before `after` (counter offsets). */
  private bump(begin: number, after: number, slot: number): void {
    const counters = this.counters
    counters[begin + slot] = (counters[begin + slot] ?? 0) + 1
    counters[after + slot] = (counters[after + slot] ?? 0) - 1
  }

  /** Turns the additions and removals into each group's counts, once. */
  private sum(): Int32Array {
    const { counters, stride } = this
    if (!this.summed) {
      for (let i = stride; i < this.groups * stride; i++) {
        counters[i] = (counters[i] ?? 0) + (counters[i - stride] ?? 0)
      }
      this.summed = true
    }
    return counters
  }

  /** How many rows group `g` counted. */
  count(g = 0): number {
    return this.sum()[g * this.stride + COUNT] ?? 0
  }

  result(g = 0): EventAggregates {
    const counters = this.sum()
    const base = g * this.stride
    const levelBase = base + LEVELS
    const categoryBase = base + CATEGORIES
    const labelBase = categoryBase + CATEGORY_COUNT
    const categories: Record<string, number> = {}
    for (let i = 0; i < CATEGORY_COUNT; i++) {
      const n = counters[categoryBase + i] ?? 0
      if (n > 0) categories[EVENT_CATEGORIES[i] ?? String(i)] = n
    }
    const labels: Record<string, number> = {}
    const names = this.t.labelNames.values
    for (let i = 0; i < this.labelCount; i++) {
      const n = counters[labelBase + i] ?? 0
      if (n > 0) labels[names[i] ?? String(i)] = n
    }
    const top = (i: number) => {
      const v = this.tops[g * 3 + i] ?? -1
      return v < 0 ? null : v
    }
    const levelCounts = (slot: number): LevelCounts => {
      const at = (l: number): number => counters[levelBase + slot + l] ?? 0
      return { '1': at(1), '2': at(2), '3': at(3), '4': at(4), '5': at(5) }
    }
    return {
      count: counters[base + COUNT] ?? 0,
      top_rank: top(0),
      top_local_rank: top(1),
      top_aviation_rank: top(2),
      rank_levels: levelCounts(0),
      local_rank_levels: levelCounts(6),
      aviation_rank_levels: levelCounts(12),
      categories,
      labels,
    }
  }
}

export function aggregate(t: EventTable, rows: Uint32Array): EventAggregates {
  const acc = new AggregateAccumulator(t)
  for (let i = 0; i < rows.length; i++) acc.add(rows[i] ?? 0)
  return acc.result()
}
