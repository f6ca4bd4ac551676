// Building blocks shared by the resource schemas (docs/api.md "Resources and their fields").
import { z } from 'zod'

import { RANK_LEVELS, RADIUS_UNITS } from './enums'

/** ISO 8601 date-time; with `Z`, an offset, or none (events without a time zone are local times). */
export const isoDateTime = z.iso.datetime({ offset: true, local: true })
/** `YYYY-MM-DD`. */
export const isoDate = z.iso.date()

export const longitude = z.number().min(-180).max(180)
export const latitude = z.number().min(-90).max(90)

/** `[longitude, latitude]`, the order of `location` arrays and GeoJSON. */
export const lonLat = z.tuple([longitude, latitude])

/** `{lon, lat}` as in broadcast geopoints (docs/api.md "Broadcast": strictly inside the bounds). */
export const geopoint = z.object({
  lon: z.number().gt(-180).lt(180),
  lat: z.number().gt(-90).lt(90),
})

export const placeHierarchies = z.array(z.array(z.string()))

export const radiusUnit = z.enum(RADIUS_UNITS)

/** Page links of list envelopes: a URL, or null on the first/last page. */
export const pageLink = z.string().nullable()

const count = z.number().int().nonnegative()

/** Histogram keyed `1`..`5` (events count/calendar, rank features). */
export const rankLevelCounts = z.object(
  Object.fromEntries(RANK_LEVELS.map((level) => [String(level), count])) as Record<
    `${(typeof RANK_LEVELS)[number]}`,
    typeof count
  >,
)

/** Map of category or label to count. */
export const countsByKey = z.record(z.string(), count)

/**
 * Builds an object shape with one optional member per key, so key lists from enums.ts
 * become precisely typed schema members.
 */
export function optionalMembers<K extends string, S extends z.ZodType>(
  keys: readonly K[],
  schema: S,
): { [P in K]: z.ZodOptional<S> } {
  return Object.fromEntries(keys.map((key) => [key, schema.optional()])) as {
    [P in K]: z.ZodOptional<S>
  }
}
