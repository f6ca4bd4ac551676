// The bodies of the features POST, built in one place: the charts' requests and the request panel
// that shows them are made by the same functions, so the panel's curl is the request the view sent.
import { ATTENDANCE_FEATURES, RANK_FEATURES, VIEWERSHIP_FEATURES } from '../../../contract/enums'
import type { FeatureCriteria, FeaturesBodyInput } from '../../../contract/features'
import type { AnalyticsLocation } from '../location'
import { featuresLocation } from '../location'
import type { DaySpan } from '../../../components/compare/period-change'
import type { AnalyticsSearch } from '../search-schema'

/** Everything of a features body but its period and location: the features asked for. */
export type FeatureMembers = Omit<FeaturesBodyInput, 'active' | 'location'>

/** `value` under every key of `keys`. */
export function every<K extends string, V>(keys: readonly K[], value: V): Partial<Record<K, V>> {
  const out: Partial<Record<K, V>> = {}
  for (const key of keys) out[key] = value
  return out
}

/** The attendance criteria of the URL: the chosen statistic (with `sum`, which the KPIs and the
 * surge chart need) and the optional `svc_rank` range (docs/api.md "Features": criteria). */
export function attendanceCriteria(search: AnalyticsSearch): FeatureCriteria {
  const stats =
    search.stat === 'sum' || search.stat === 'count'
      ? ['sum' as const]
      : ['sum' as const, search.stat]
  const rank = {
    ...(search.rankGte !== undefined && { gte: search.rankGte }),
    ...(search.rankLte !== undefined && { lte: search.rankLte }),
  }
  return { stats, ...(Object.keys(rank).length > 0 && { svc_rank: rank }) }
}

/** The features of the attendance, KPI and rank charts: every attendance key with the URL's
 * criteria and every rank key. */
export function demandMembers(search: AnalyticsSearch): FeatureMembers {
  const criteria = attendanceCriteria(search)
  return { ...every(ATTENDANCE_FEATURES, criteria), ...every(RANK_FEATURES, true as const) }
}

/** The features of the viewership chart: every sports league in the URL's hour-of-day window. */
export function viewershipMembers(search: AnalyticsSearch): FeatureMembers {
  return {
    ...every(VIEWERSHIP_FEATURES, true as const),
    hour_of_day_start: { gte: search.hourGte, lte: search.hourLte },
  }
}

/** One features request: `members` over `span` for `location`. */
export function featuresRequestBody(
  location: AnalyticsLocation,
  span: DaySpan,
  members: FeatureMembers,
): FeaturesBodyInput {
  return {
    active: { gte: span.gte, lte: span.lte },
    location: featuresLocation(location),
    ...members,
  }
}
