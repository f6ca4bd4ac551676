// Daily series the charts draw, computed from stitched feature days. Pure: no React, no fetching.
import type { FeatureStat } from '../../../contract/enums'
import { ATTENDANCE_FEATURES } from '../../../contract/enums'
import type { RankFeature } from '../../../contract/enums'
import type { FeaturesDay, FeatureStatsValue } from '../../../contract/features-response'
import type { StitchedDay } from '../api/stitch'

/** A chart row: the date and one number per series; `null` is a hole (no data), drawn as a gap. */
export interface SeriesRow {
  readonly date: string
  readonly [key: string]: number | string | null
}

/** A series value of a row: its number, or null for a hole. */
export function valueAt(row: SeriesRow, key: string): number | null {
  const v = row[key]
  return typeof v === 'number' ? v : null
}

type StatsKey = keyof FeatureStatsValue['stats']

/** The value of one statistic; an empty day's null `avg`/`std_dev` reads as 0 (no spread). */
export function statValue(value: FeatureStatsValue | undefined, stat: FeatureStat): number | null {
  if (!value) return null
  const raw = value.stats[stat satisfies StatsKey]
  return raw ?? 0
}

/** One row per day, one column per key, the chosen statistic; days not loaded stay null. */
export function statRows(
  days: readonly StitchedDay<FeaturesDay>[],
  keys: readonly (keyof FeaturesDay)[],
  stat: FeatureStat,
): SeriesRow[] {
  return days.map(({ date, value }) => {
    const row: Record<string, number | null> = {}
    for (const key of keys) {
      const member = value?.[key]
      row[key] =
        value === undefined ? null : (statValue(isStats(member) ? member : undefined, stat) ?? 0)
    }
    return { ...row, date }
  })
}

function isStats(member: unknown): member is FeatureStatsValue {
  return typeof member === 'object' && member !== null && 'stats' in member
}

/** The sum of `keys` per row; null when the row is a hole. */
export function rowTotals(rows: readonly SeriesRow[], keys: readonly string[]): (number | null)[] {
  return rows.map((row) => {
    let total = 0
    for (const key of keys) {
      const v = valueAt(row, key)
      if (v === null) return null
      total += v
    }
    return total
  })
}

/** Mean of the values that exist; undefined when none does. */
export function meanOf(values: readonly (number | null)[]): number | undefined {
  const present = values.filter((v): v is number => v !== null)
  if (present.length === 0) return undefined
  return present.reduce((s, v) => s + v, 0) / present.length
}

/** Daily rank-level counts (levels 1–5) summed over `keys`; null on holes. */
export function rankLevelRows(
  days: readonly StitchedDay<FeaturesDay>[],
  keys: readonly RankFeature[],
): SeriesRow[] {
  return days.map(({ date, value }) => {
    const row: Record<string, number | null> = {
      '1': null,
      '2': null,
      '3': null,
      '4': null,
      '5': null,
    }
    if (value !== undefined) {
      for (const level of ['1', '2', '3', '4', '5'] as const) {
        row[level] = keys.reduce((n, key) => n + (value[key]?.rank_levels[level] ?? 0), 0)
      }
    }
    return { ...row, date }
  })
}

/** Daily total attendance: the sum of every attendance feature's `sum` (as demand surge counts it). */
export function attendanceTotals(days: readonly StitchedDay<FeaturesDay>[]): (number | null)[] {
  return days.map(({ value }) =>
    value === undefined
      ? null
      : ATTENDANCE_FEATURES.reduce((n, key) => n + (value[key]?.stats.sum ?? 0), 0),
  )
}
