// Daily attendance statistics for the features and demand-surge endpoints (docs/api.md
// "Features": count, sum, min, max, avg, median, std_dev; empty days give 0 and a null std_dev).
// An event contributes on each local day it spans. Attendance of a multi-day event covers
// its whole duration (docs/api.md "Event": `svc_attendance`), so it is spread evenly over its days,
// except conferences whose attendance is daily and counts in full on each day.

import type { EventTable } from '../data/tables'
import { NO_U32 } from '../data/tables'
import { EVENT_CATEGORIES, rankLevel } from '../../contract/enums'
import { firstActiveDay, formatDayNumber, lastActiveDay } from './days'
import type { LevelCounts } from './aggregate'

export interface DailyStats {
  date: string
  count: number
  sum: number
  min: number
  max: number
  avg: number
  median: number
  std_dev: number | null
  rank_levels: LevelCounts
}

export function statsOf(values: readonly number[]): Omit<DailyStats, 'date' | 'rank_levels'> {
  const count = values.length
  if (count === 0) return { count: 0, sum: 0, min: 0, max: 0, avg: 0, median: 0, std_dev: null }
  const sorted = [...values].sort((a, b) => a - b)
  const sum = sorted.reduce((s, v) => s + v, 0)
  const avg = sum / count
  const mid = count >> 1
  const median =
    count % 2 === 1 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2
  const variance = sorted.reduce((s, v) => s + (v - avg) ** 2, 0) / count
  return {
    count,
    sum,
    min: sorted[0] ?? 0,
    max: sorted[count - 1] ?? 0,
    avg,
    median,
    std_dev: Math.sqrt(variance),
  }
}

const CONFERENCES = EVENT_CATEGORIES.indexOf('conferences')

/** One entry per day of [fromDay, toDay] (day numbers, local to `tz`). */
export function dailySums(
  t: EventTable,
  rows: Uint32Array,
  tz: string,
  fromDay: number,
  toDay: number,
): DailyStats[] {
  const n = Math.max(0, toDay - fromDay + 1)
  const values: number[][] = Array.from({ length: n }, () => [])
  const levels = new Uint32Array(n * 6)
  for (let i = 0; i < rows.length; i++) {
    const r = rows[i] ?? 0
    const first = firstActiveDay(t, r, tz)
    const last = lastActiveDay(t, r, tz)
    const from = Math.max(first, fromDay)
    const to = Math.min(last, toDay)
    if (from > to) continue
    const a = t.attendance[r] ?? NO_U32
    const perDay =
      a === NO_U32 ? Number.NaN : t.category[r] === CONFERENCES ? a : a / (last - first + 1)
    const level = rankLevel(t.rank[r] ?? 0)
    for (let d = from; d <= to; d++) {
      const k = d - fromDay
      if (!Number.isNaN(perDay)) values[k]?.push(perDay)
      levels[k * 6 + level] = (levels[k * 6 + level] ?? 0) + 1
    }
  }
  return values.map((v, k) => {
    const at = (l: number): number => levels[k * 6 + l] ?? 0
    return {
      date: formatDayNumber(fromDay + k),
      ...statsOf(v),
      rank_levels: { '1': at(1), '2': at(2), '3': at(3), '4': at(4), '5': at(5) },
    }
  })
}
