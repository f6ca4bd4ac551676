// Account resource (docs/api.md "Account"): read-only.
import { z } from 'zod'

import { isoDateTime } from './common'

export const accountSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  industry: z.object({ id: z.string(), name: z.string() }),
  created_at: isoDateTime,
  updated_at: isoDateTime,
})
export type Account = z.infer<typeof accountSchema>
