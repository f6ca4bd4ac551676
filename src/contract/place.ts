// Places, places envelope and place hierarchies (docs/api.md "Place").
import { z } from 'zod'

import { lonLat, pageLink } from './common'
import { PLACE_TYPES } from './enums'

export const placeSchema = z.object({
  id: z.string(),
  type: z.enum(PLACE_TYPES),
  name: z.string(),
  county: z.string().nullable(),
  region: z.string().nullable(),
  country: z.string().nullable(),
  country_alpha2: z.string().nullable(),
  country_alpha3: z.string().nullable(),
  /** Centroid `[longitude, latitude]`. */
  location: lonLat,
})
export type Place = z.infer<typeof placeSchema>

export const placesListResponse = z.object({
  count: z.number().int().nonnegative(),
  next: pageLink,
  previous: pageLink,
  results: z.array(placeSchema),
})

export const hierarchyStep = z.object({ type: z.string(), place_id: z.string() })

/** Each hierarchy runs planet first, down to the requested level. */
export const placeHierarchiesResponse = z.object({
  place_hierarchies: z.array(z.array(hierarchyStep)),
})
export type PlaceHierarchiesResponse = z.infer<typeof placeHierarchiesResponse>
