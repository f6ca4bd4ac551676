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

/**
 * Counters for `groups` groups of rows at once (the whole result, or each day of a calendar), in
 * flat typed arrays: a row's slots are worked out once, then counted in every group it is in.
 */
export class AggregateAccumulator {
  private readonly counts: Uint32Array
  private readonly tops: Int16Array
  private readonly levels: Uint32Array
  private readonly categories: Uint32Array
  private readonly labels: Uint32Array
  private readonly labelCount: number

  constructor(
    private readonly t: EventTable,
    groups = 1,
  ) {
    this.labelCount = t.labelNames.values.length
    this.counts = new Uint32Array(groups)
    this.tops = new Int16Array(groups * 3).fill(-1)
    this.levels = new Uint32Array(groups * LEVEL_SLOTS)
    this.categories = new Uint32Array(groups * EVENT_CATEGORIES.length)
    this.labels = new Uint32Array(groups * this.labelCount)
  }

  /** Counts row `r` in groups `from` to `to` (both included). */
  add(r: number, from = 0, to = from): void {
    const t = this.t
    const rank = t.rank[r] ?? 0
    const local = t.localRank[r] ?? NO_U8
    const aviation = t.aviationRank[r] ?? NO_U8
    const rankSlot = rankLevel(rank)
    const localSlot = local === NO_U8 ? -1 : 6 + rankLevel(local)
    const aviationSlot = aviation === NO_U8 ? -1 : 12 + rankLevel(aviation)
    const category = t.category[r] ?? 0
    const firstLabel = t.labels.offsets[r] ?? 0
    const endLabel = t.labels.offsets[r + 1] ?? 0
    const { counts, tops, levels, categories, labels, labelCount } = this
    const categoryCount = EVENT_CATEGORIES.length
    for (let g = from; g <= to; g++) {
      counts[g] = (counts[g] ?? 0) + 1
      const level = g * LEVEL_SLOTS
      if (rank > (tops[g * 3] ?? -1)) tops[g * 3] = rank
      levels[level + rankSlot] = (levels[level + rankSlot] ?? 0) + 1
      if (localSlot >= 0) {
        if (local > (tops[g * 3 + 1] ?? -1)) tops[g * 3 + 1] = local
        levels[level + localSlot] = (levels[level + localSlot] ?? 0) + 1
      }
      if (aviationSlot >= 0) {
        if (aviation > (tops[g * 3 + 2] ?? -1)) tops[g * 3 + 2] = aviation
        levels[level + aviationSlot] = (levels[level + aviationSlot] ?? 0) + 1
      }
      const c = g * categoryCount + category
      categories[c] = (categories[c] ?? 0) + 1
      for (let i = firstLabel; i < endLabel; i++) {
        const l = g * labelCount + (t.labels.values[i] ?? 0)
        labels[l] = (labels[l] ?? 0) + 1
      }
    }
  }

  /** How many rows group `g` counted. */
  count(g = 0): number {
    return this.counts[g] ?? 0
  }

  result(g = 0): EventAggregates {
    const categories: Record<string, number> = {}
    this.categories
      .subarray(g * EVENT_CATEGORIES.length, (g + 1) * EVENT_CATEGORIES.length)
      .forEach((n, i) => {
        if (n > 0) categories[EVENT_CATEGORIES[i] ?? String(i)] = n
      })
    const labels: Record<string, number> = {}
    this.labels.subarray(g * this.labelCount, (g + 1) * this.labelCount).forEach((n, i) => {
      if (n > 0) labels[this.t.labelNames.values[i] ?? String(i)] = n
    })
    const top = (i: number) => {
      const v = this.tops[g * 3 + i] ?? -1
      return v < 0 ? null : v
    }
    const levelCounts = (base: number): LevelCounts => {
      const at = (l: number): number => this.levels[g * LEVEL_SLOTS + base + l] ?? 0
      return { '1': at(1), '2': at(2), '3': at(3), '4': at(4), '5': at(5) }
    }
    return {
      count: this.count(g),
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
