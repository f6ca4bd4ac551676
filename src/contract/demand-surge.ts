// Demand surge response (docs/api.md "Demand surge response").
import { z } from 'zod'

import { isoDate } from './common'

export const demandSurgeResponse = z.object({
  count: z.number().int().nonnegative(),
  surge_dates: z.array(z.object({ date: isoDate, svc_attendance_sum: z.number() })),
})
export type DemandSurgeResponse = z.infer<typeof demandSurgeResponse>
