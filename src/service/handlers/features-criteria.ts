// Shared pieces of the stats features: the `svc_rank` criteria as a numeric range and the
// stats members a criteria value asks for (docs/api.md "Features": with defaults the entry holds
// count and sum; with a stats list it holds count plus the listed measures).
import type { FeatureCriteria } from '../../contract/features'
import { requestedStats } from '../../contract/features'
import type { FeatureStatsValue } from '../../contract/features-response'
import type { DailyStats } from '../engine/daily'
import type { NumRange } from '../engine/query'

export type CriteriaValue = boolean | FeatureCriteria

export function rankRange(value: CriteriaValue): NumRange | undefined {
  if (typeof value === 'boolean' || value.svc_rank === undefined) return undefined
  const r = value.svc_rank
  const lo =
    r.gt !== undefined
      ? { value: r.gt, inclusive: false }
      : r.gte !== undefined
        ? { value: r.gte, inclusive: true }
        : undefined
  const hi =
    r.lt !== undefined
      ? { value: r.lt, inclusive: false }
      : r.lte !== undefined
        ? { value: r.lte, inclusive: true }
        : undefined
  return { lo, hi }
}

export type Stats = Omit<DailyStats, 'date' | 'rank_levels'>

/** The requested members of one day's stats. */
export function pickStats(stats: Stats, value: CriteriaValue): FeatureStatsValue {
  const wanted = new Set(requestedStats(value))
  const out: FeatureStatsValue['stats'] = { count: stats.count }
  if (wanted.has('sum')) out.sum = stats.sum
  if (wanted.has('min')) out.min = stats.min
  if (wanted.has('max')) out.max = stats.max
  if (wanted.has('avg')) out.avg = stats.avg
  if (wanted.has('median')) out.median = stats.median
  if (wanted.has('std_dev')) out.std_dev = stats.std_dev
  return { stats: out }
}
