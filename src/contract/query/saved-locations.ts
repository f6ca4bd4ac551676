// Query of GET /v1/saved-locations/ (docs/api.md "Saved locations (beta)").
import type { z } from 'zod'

import { SAVED_LOCATION_SORT_FIELDS } from '../enums'
import { defineQuery } from './define'
import { limitParam, offsetParam, paging } from './paging'
import { param } from './param'
import { idList, text } from './primitives'
import { defaultSort, sortParam } from './sort'

/** Saved locations `limit` maximum; the API leaves it open. */
export const SAVED_LOCATIONS_MAX_LIMIT = 100

export const savedLocationsQuery = defineQuery(
  {
    location_id: param(idList, { description: 'Saved location ids, comma list.' }),
    q: param(text, {
      description: 'Full text over name, description, location_code, formatted_address, labels.',
    }),
    sort: sortParam(SAVED_LOCATION_SORT_FIELDS, '-created'),
    limit: limitParam(SAVED_LOCATIONS_MAX_LIMIT),
    offset: offsetParam(),
  },
  (raw) => ({
    location_id: raw.location_id,
    q: raw.q,
    // The API leaves the default order open; newest first is what a list of one's own items
    // expects.
    sort: raw.sort ?? defaultSort(SAVED_LOCATION_SORT_FIELDS, '-created'),
    ...paging(raw),
  }),
)
export type SavedLocationsQuery = z.output<typeof savedLocationsQuery>
