// Event resource, events list, count and calendar responses (docs/api.md "Event", "Events count
// response", "Events calendar response").
import { z } from 'zod'

import {
  countsByKey,
  isoDate,
  isoDateTime,
  lonLat,
  pageLink,
  placeHierarchies,
  rankLevelCounts,
} from './common'
import {
  DELETED_REASONS,
  EVENT_CATEGORIES,
  EVENT_STATES,
  IMPACT_POSITIONS,
  IMPACT_VERTICALS,
} from './enums'

const rank = z.number().min(0).max(100)

export const eventEntity = z.object({
  entity_id: z.string(),
  // An open set (docs/api.md "Event": `entities`): `venue`, `event-group` and others.
  type: z.string(),
  name: z.string(),
  formatted_address: z.string().optional(),
})

export const impactPattern = z.object({
  vertical: z.enum(IMPACT_VERTICALS),
  impact_type: z.string(),
  impacts: z.array(
    z.object({ date_local: isoDate, value: z.number(), position: z.enum(IMPACT_POSITIONS) }),
  ),
})

export const eventSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  // The categories are the values seen so far, not a closed set (docs/api.md "Resources and their
  // fields"): a backend may add one. Readers show an unknown category by its name
  // (features/events/labels.ts).
  category: z.union([z.enum(EVENT_CATEGORIES), z.string()]),
  labels: z.array(z.string()),
  rank,
  local_rank: rank.nullable(),
  aviation_rank: rank.nullable(),
  // Only attended categories carry a prediction (docs/api.md "Event": `svc_attendance`).
  svc_attendance: z.number().nonnegative().nullable().optional(),
  entities: z.array(eventEntity),
  duration: z.number().nonnegative(),
  start: isoDateTime,
  end: isoDateTime,
  predicted_end: isoDateTime.optional(),
  updated: isoDateTime,
  first_seen: isoDateTime.nullable().optional(),
  cancelled: isoDateTime.nullable().optional(),
  postponed: isoDateTime.nullable().optional(),
  timezone: z.string().nullable(),
  location: lonLat,
  geo: z.object({
    geometry: z.object({ type: z.literal('Point'), coordinates: lonLat }),
    placekey: z.string().optional(),
  }),
  placekey: z.string().optional(),
  scope: z.string(),
  country: z.string(),
  place_hierarchies: placeHierarchies,
  state: z.enum(EVENT_STATES),
  deleted_reason: z.enum(DELETED_REASONS).optional(),
  duplicate_of_id: z.string().optional(),
  parent_event: z.object({ parent_event_id: z.string() }).optional(),
  relevance: z.number().nullable(),
  impact_patterns: z.array(impactPattern).optional(),
  private: z.boolean(),
})
export type Event = z.infer<typeof eventSchema>

export const eventsListResponse = z.object({
  count: z.number().int().nonnegative(),
  overflow: z.boolean(),
  next: pageLink,
  previous: pageLink,
  results: z.array(eventSchema),
})
export type EventsListResponse = z.infer<typeof eventsListResponse>

/**
 * A page of events as a map reads it (src/components/map/events-geojson.ts): the same answer,
 * each event checked for, and kept with, the fields a map draws and its popup shows. A map
 * asks for up to ten pages of a thousand events; checking whole events would cost it several
 * times as much.
 */
export const mapEvent = eventSchema.pick({
  id: true,
  title: true,
  category: true,
  location: true,
  rank: true,
  start: true,
  end: true,
  timezone: true,
  svc_attendance: true,
})
export type MapEvent = z.infer<typeof mapEvent>
export const mapEventsPage = eventsListResponse.extend({ results: z.array(mapEvent) })

/** Aggregates shared by the count response and each calendar day. Tops are null with no events. */
const eventAggregates = {
  count: z.number().int().nonnegative(),
  top_rank: rank.nullable(),
  top_local_rank: rank.nullable(),
  top_aviation_rank: rank.nullable(),
  rank_levels: rankLevelCounts,
  local_rank_levels: rankLevelCounts,
  aviation_rank_levels: rankLevelCounts,
  categories: countsByKey,
  labels: countsByKey,
}

export const eventsCountResponse = z.object(eventAggregates)
export type EventsCountResponse = z.infer<typeof eventsCountResponse>

export const calendarDay = z.object({ date: isoDate, ...eventAggregates })
export type CalendarDay = z.infer<typeof calendarDay>

export const eventsCalendarResponse = z.object({
  count: z.number().int().nonnegative(),
  next: pageLink,
  previous: pageLink,
  results: z.array(calendarDay),
})
