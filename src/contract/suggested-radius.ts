// Suggested radius response (spec "Suggested radius response"): the sample gives lat/lon as strings.
import { z } from 'zod'

import { radiusUnit } from './common'

export const suggestedRadiusResponse = z.object({
  radius: z.number().nonnegative(),
  radius_unit: radiusUnit,
  location: z.object({ lat: z.string(), lon: z.string() }),
})
export type SuggestedRadiusResponse = z.infer<typeof suggestedRadiusResponse>
