// Suggested radius response (docs/api.md "Suggested radius response"): lat/lon are strings.
import { z } from 'zod'

import { radiusUnit } from './common'

export const suggestedRadiusResponse = z.object({
  radius: z.number().nonnegative(),
  radius_unit: radiusUnit,
  location: z.object({ lat: z.string(), lon: z.string() }),
})
export type SuggestedRadiusResponse = z.infer<typeof suggestedRadiusResponse>
