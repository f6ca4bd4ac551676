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

/** Mutable counters for one group of rows (the whole result, or one calendar day). */
export class AggregateAccumulator {
  count = 0
  private topRank = -1
  private topLocal = -1
  private topAviation = -1
  private readonly levels = new Uint32Array(18)
  private readonly categories = new Uint32Array(EVENT_CATEGORIES.length)
  private readonly labels: Uint32Array

  constructor(private readonly t: EventTable) {
    this.labels = new Uint32Array(t.labelNames.values.length)
  }

  add(r: number): void {
    const t = this.t
    this.count++
    const rank = t.rank[r] ?? 0
    if (rank > this.topRank) this.topRank = rank
    this.bump(rankLevel(rank))
    const local = t.localRank[r] ?? NO_U8
    if (local !== NO_U8) {
      if (local > this.topLocal) this.topLocal = local
      this.bump(6 + rankLevel(local))
    }
    const aviation = t.aviationRank[r] ?? NO_U8
    if (aviation !== NO_U8) {
      if (aviation > this.topAviation) this.topAviation = aviation
      this.bump(12 + rankLevel(aviation))
    }
    const c = t.category[r] ?? 0
    this.categories[c] = (this.categories[c] ?? 0) + 1
    for (let i = t.labels.offsets[r] ?? 0; i < (t.labels.offsets[r + 1] ?? 0); i++) {
      const l = t.labels.values[i] ?? 0
      this.labels[l] = (this.labels[l] ?? 0) + 1
    }
  }

  private bump(slot: number): void {
    this.levels[slot] = (this.levels[slot] ?? 0) + 1
  }

  private levelCounts(base: number): LevelCounts {
    const at = (l: number): number => this.levels[base + l] ?? 0
    return { '1': at(1), '2': at(2), '3': at(3), '4': at(4), '5': at(5) }
  }

  result(): EventAggregates {
    const categories: Record<string, number> = {}
    this.categories.forEach((n, i) => {
      if (n > 0) categories[EVENT_CATEGORIES[i] ?? String(i)] = n
    })
    const labels: Record<string, number> = {}
    this.labels.forEach((n, i) => {
      if (n > 0) labels[this.t.labelNames.values[i] ?? String(i)] = n
    })
    return {
      count: this.count,
      top_rank: this.topRank < 0 ? null : this.topRank,
      top_local_rank: this.topLocal < 0 ? null : this.topLocal,
      top_aviation_rank: this.topAviation < 0 ? null : this.topAviation,
      rank_levels: this.levelCounts(0),
      local_rank_levels: this.levelCounts(6),
      aviation_rank_levels: this.levelCounts(12),
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
