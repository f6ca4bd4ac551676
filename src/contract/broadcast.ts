// Broadcast resources: three record_status shapes and the list/count responses (docs/api.md
// "Broadcast", "Deleted broadcast", "Duplicate broadcast").
import { z } from 'zod'

import { geopoint, isoDateTime, pageLink, placeHierarchies } from './common'
import { BROADCAST_PLACE_TYPES, BROADCAST_STATUSES } from './enums'

export const broadcastPlace = z.object({
  place_id: z.string(),
  type: z.enum(BROADCAST_PLACE_TYPES),
  name: z.string(),
  county: z.string(),
  region: z.string(),
  country: z.string(),
})

export const broadcastEvent = z.object({
  event_id: z.string(),
  title: z.string(),
  category: z.literal('sports'),
  labels: z.array(z.string()),
  dates: z.object({
    start: isoDateTime,
    end: isoDateTime.optional(),
    start_local: isoDateTime,
    end_local: isoDateTime.optional(),
    predicted_end_local: isoDateTime.optional(),
    timezone: z.string(),
  }),
  location: z.object({ geopoint, place_hierarchies: placeHierarchies, country: z.string() }),
  entities: z.array(
    z.object({
      entity_id: z.string(),
      type: z.enum(['venue', 'organisation']),
      name: z.string(),
      formatted_address: z.string().optional(),
    }),
  ),
  svc_attendance: z.number().int().nonnegative().optional(),
  svc_rank: z.number().int().min(0).max(100).optional(),
  local_rank: z.number().int().min(0).max(100).optional(),
  /** Deprecated (docs/api.md "Versioning"). */
  aviation_rank: z.number().int().min(0).max(100).optional(),
})

const broadcastBase = {
  broadcast_id: z.string(),
  updated: isoDateTime,
  first_seen: isoDateTime,
}

export const activeBroadcast = z.object({
  ...broadcastBase,
  record_status: z.literal('active'),
  broadcast_status: z.enum(BROADCAST_STATUSES).optional(),
  dates: z
    .object({
      start: isoDateTime,
      start_local: isoDateTime.optional(),
      timezone: z.string().optional(),
    })
    .optional(),
  location: z
    .object({
      geopoint,
      place_hierarchies: placeHierarchies,
      places: z.array(broadcastPlace),
      country: z.string(),
    })
    .optional(),
  svc_viewership: z.number().int().nonnegative().optional(),
  event: broadcastEvent.optional(),
})

/** Deleted records carry nothing beyond the base fields (docs/api.md "Deleted broadcast"). */
export const deletedBroadcast = z.strictObject({
  ...broadcastBase,
  record_status: z.literal('deleted'),
})

export const duplicateBroadcast = z.strictObject({
  ...broadcastBase,
  record_status: z.literal('duplicate'),
  duplicate_of_id: z.string(),
})

export const broadcastSchema = z.discriminatedUnion('record_status', [
  activeBroadcast,
  deletedBroadcast,
  duplicateBroadcast,
])
export type Broadcast = z.infer<typeof broadcastSchema>
export type ActiveBroadcast = z.infer<typeof activeBroadcast>

export const broadcastsListResponse = z.object({
  count: z.number().int().nonnegative(),
  overflow: z.boolean(),
  next: pageLink,
  previous: pageLink,
  results: z.array(broadcastSchema),
})
export type BroadcastsListResponse = z.infer<typeof broadcastsListResponse>

export const broadcastsCountResponse = z.object({ count: z.number().int().nonnegative() })
