// Features response (docs/api.md "Features response"): one entry per day, one member per
// requested key.
import { z } from 'zod'

import { isoDate, optionalMembers, rankLevelCounts } from './common'
import { ATTENDANCE_FEATURES, RANK_FEATURES, VIEWERSHIP_FEATURES } from './enums'

/** On a day without matching events `std_dev` is null (docs/api.md "Features response"). */
export const featureStatsValue = z.object({
  stats: z.object({
    count: z.number().int().nonnegative(),
    sum: z.number().optional(),
    min: z.number().optional(),
    max: z.number().optional(),
    avg: z.number().nullable().optional(),
    median: z.number().optional(),
    std_dev: z.number().nullable().optional(),
  }),
})
export type FeatureStatsValue = z.infer<typeof featureStatsValue>

export const featureRankValue = z.object({ rank_levels: rankLevelCounts })

export const featuresDay = z.object({
  date: isoDate,
  ...optionalMembers(ATTENDANCE_FEATURES, featureStatsValue),
  ...optionalMembers(VIEWERSHIP_FEATURES, featureStatsValue),
  ...optionalMembers(RANK_FEATURES, featureRankValue),
})
export type FeaturesDay = z.infer<typeof featuresDay>

export const featuresResponse = z.object({ results: z.array(featuresDay) })
