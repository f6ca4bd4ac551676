// The analytics view's URL: the shared context (docs/view-context.md), then the view's own
// choices, so a link reopens the same charts. Every piece `.catch()`es its default, so a stale or
// hand-edited link opens the view instead of failing.
import { z } from 'zod'

import { FEATURE_STATS, RANK_FEATURES, SURGE_INTENSITIES } from '../../contract/enums'
import { enumList } from '../../components/context/url-params'
import { viewContextShape } from '../../components/context/view-context'
import { ATTENDANCE_SERIES, SPORT_SERIES } from './feature-keys'

const isoDay = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .optional()
  .catch(undefined)
const rankBound = z.coerce.number().int().min(0).max(100).optional().catch(undefined)
const hour = (fallback: number) =>
  z.coerce.number().int().min(0).max(23).catch(fallback).default(fallback)

export const analyticsSearchSchema = z.object({
  ...viewContextShape,
  /** The attendance chart's statistic, sent in the `stats` criteria (docs/api.md "Features"). */
  stat: z.enum(FEATURE_STATS).catch('sum').default('sum'),
  /** Optional `svc_rank` range that narrows the events counted. */
  rankGte: rankBound,
  rankLte: rankBound,
  /** Attendance series hidden from the chart (legend toggles). */
  hide: enumList(ATTENDANCE_SERIES.map((s) => s.key)),
  /** Sports hidden from the viewership chart. */
  hideSport: enumList(SPORT_SERIES.map((s) => s.key)),
  /** Demand surge `min_surge_intensity`. */
  intensity: z.enum(SURGE_INTENSITIES).catch('m').default('m'),
  /** Rank feature of the rank-level bars; `all` sums every one. */
  rankFeature: z
    .enum(['all', ...RANK_FEATURES])
    .catch('all')
    .default('all'),
  /** Viewership `hour_of_day_start` window, 0–23. */
  hourGte: hour(0),
  hourLte: hour(23),
  /** Days or weeks on the charts; `auto` draws weeks beyond WEEKLY_AFTER_DAYS (weekly.ts). */
  bins: z.enum(['auto', 'day', 'week']).catch('auto').default('auto'),
  /** The brushed span of days. */
  selFrom: isoDay,
  selTo: isoDay,
  /** The surge day whose biggest events are listed. */
  day: isoDay,
})

export type AnalyticsSearch = z.output<typeof analyticsSearchSchema>

/** What a URL without parameters means; these values are kept out of the address. */
export const ANALYTICS_SEARCH_DEFAULTS = analyticsSearchSchema.parse({})
