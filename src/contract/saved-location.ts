// Saved location resource, bodies and responses (docs/api.md "Saved location", "Saved locations
// (beta)"; docs/architecture.md fixes the list container `locations`, 201 on create and 204 on
// PUT/DELETE).
import { z } from 'zod'

import { isoDateTime, latitude, longitude, radiusUnit } from './common'
import { eventSchema, mapEvent } from './event'
import { DATE_RANGE_TYPES, SAVED_LOCATION_STATUSES, SUBSCRIPTION_VALID_TYPES } from './enums'
import type { EventCategory } from './enums'
import { SAVED_LOCATION_LIMITS } from './limits'

/** Point-and-radius GeoJSON Feature; `Polygon` is reserved for future use, so only Point. */
export const savedLocationGeojson = z.strictObject({
  type: z.literal('Feature'),
  properties: z.strictObject({ radius: z.number().positive(), radius_unit: radiusUnit }),
  geometry: z.strictObject({
    type: z.literal('Point'),
    coordinates: z.tuple([longitude, latitude]),
  }),
})
export type SavedLocationGeojson = z.infer<typeof savedLocationGeojson>

/**
 * Unplanned events, counted as `unscheduled_event_count`: the categories nobody attends by choice.
 * Attended categories are ATTENDED_CATEGORIES; everything else is non-attended.
 */
export const UNSCHEDULED_CATEGORIES = [
  'severe-weather',
  'disasters',
  'terror',
  'health-warnings',
  'airport-delays',
] as const satisfies readonly EventCategory[]

/** A place item of a saved location: upstream shows `place_id` and the place's point. */
export const savedLocationPlace = z.object({
  place_id: z.string(),
  geojson: z
    .object({ type: z.literal('Point'), coordinates: z.tuple([longitude, latitude]) })
    .optional(),
})

export const summaryInsight = z.object({
  date_range: z.object({
    // Only `next_90d` is shown; other values are accepted so a newer backend still parses.
    type: z.union([z.enum(DATE_RANGE_TYPES), z.string()]),
    start_dt: isoDateTime,
    end_dt: isoDateTime,
  }),
  svc_attendance_sum: z.number(),
  attended_event_count: z.number(),
  non_attended_event_count: z.number(),
  unscheduled_event_count: z.number(),
})
export type SummaryInsight = z.infer<typeof summaryInsight>

export const savedLocationSchema = z.object({
  location_id: z.string(),
  name: z.string(),
  labels: z.array(z.string()),
  place_ids: z.array(z.string()).optional(),
  geojson: savedLocationGeojson.optional(),
  formatted_address: z.string(),
  // The list query searches and sorts on these (docs/api.md "Saved locations (beta)"), though
  // the resource does not list them.
  description: z.string().optional(),
  location_code: z.string().optional(),
  create_dt: isoDateTime,
  update_dt: isoDateTime,
  // Null until the first enrichment / insights run; a PUT keeps the last enrichment's values.
  enrich_dt: isoDateTime.nullable(),
  insights_dt: isoDateTime.nullable(),
  user_id: z.string().nullable().optional(),
  // The API shows only place_id of an item; the service adds the place's point (geojson).
  places: z.array(savedLocationPlace),
  subscription_valid_types: z.array(z.enum(SUBSCRIPTION_VALID_TYPES)),
  status: z.enum(SAVED_LOCATION_STATUSES),
  summary_insights: z.array(summaryInsight),
  // The API does not show the item shape.
  log: z.array(z.unknown()),
})
export type SavedLocation = z.infer<typeof savedLocationSchema>

const LIMITS = SAVED_LOCATION_LIMITS

/**
 * Body of POST and PUT (full replacement): exactly one of `geojson` or `place_ids`. Text fields
 * and labels are bounded (contract/limits.ts) since the service stores what it is sent.
 */
export const savedLocationBody = z
  .strictObject({
    name: z.string().trim().min(1).max(LIMITS.nameLength),
    labels: z.array(z.string().max(LIMITS.labelLength)).max(LIMITS.labelCount).default([]),
    geojson: savedLocationGeojson.optional(),
    // Upstream documents integer place ids; both forms are read and kept as strings.
    place_ids: z
      .array(z.union([z.string().min(1), z.number().int().nonnegative().transform(String)]))
      .min(1)
      .optional(),
    formatted_address: z.string().max(LIMITS.formattedAddressLength).optional(),
  })
  .superRefine((body, ctx) => {
    const hasGeo = body.geojson !== undefined
    const hasPlaces = body.place_ids !== undefined
    if (hasGeo === hasPlaces) {
      ctx.addIssue({
        code: 'custom',
        path: [hasGeo ? 'place_ids' : 'geojson'],
        message: hasGeo
          ? 'geojson and place_ids are mutually exclusive'
          : 'exactly one of geojson or place_ids is required',
        params: { type: hasGeo ? 'mutually_exclusive' : 'required' },
      })
    }
  })
export type SavedLocationBody = z.infer<typeof savedLocationBody>
export type SavedLocationBodyInput = z.input<typeof savedLocationBody>

export const createSavedLocationResponse = z.object({ location_id: z.string() })

export const savedLocationsListResponse = z.object({
  count: z.number().int().nonnegative(),
  locations: z.array(savedLocationSchema),
})
export type SavedLocationsListResponse = z.infer<typeof savedLocationsListResponse>

export const savedLocationEventsResponse = z.object({
  count: z.number().int().nonnegative(),
  results: z.array(eventSchema),
})
/** The same page as a map reads it (event.ts `mapEvent`). */
export const savedLocationMapEventsPage = savedLocationEventsResponse.extend({
  results: z.array(mapEvent),
})
