// Shape check of records read back from persistent storage: a file edited by hand or written by
// an older build must not crash the service; records that do not parse are skipped.
import { z } from 'zod'

import { savedLocationSchema } from '../../contract/saved-location'
import type { StoredLocation } from './types'

const storedLocation = z.object({
  orgId: z.string(),
  revisedAt: z.number(),
  // Place items carry more than the place_id the contract shows (enrich/geocode.ts); keep it.
  location: savedLocationSchema.extend({
    places: z.array(z.looseObject({ place_id: z.string() })),
  }),
})

export function parseStoredLocations(values: readonly unknown[]): StoredLocation[] {
  const out: StoredLocation[] = []
  for (const value of values) {
    const parsed = storedLocation.safeParse(value)
    if (parsed.success) out.push(parsed.data)
  }
  return out
}
