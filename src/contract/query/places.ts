// Queries of GET /v1/places/ and /v1/places/hierarchies/ (docs/api.md "Places", "Place
// hierarchies").
import type { z } from 'zod'

import { PLACE_TYPE_FILTERS, PLACE_TYPES } from '../enums'
import type { PlaceType } from '../enums'
import { defineQuery, paramIssue, present } from './define'
import { DEFAULT_LIMIT, limitParam } from './paging'
import { param } from './param'
import { atOrigin, commaList, countryCode, idList, oneOf, origin, text } from './primitives'

/** Places `limit` maximum; the API leaves it open and place pickers never need more. */
export const PLACES_MAX_LIMIT = 100

export const placesQuery = defineQuery(
  {
    country: param(commaList(countryCode), {
      description: 'ISO 3166-1 alpha-2 codes, comma list.',
    }),
    id: param(idList, { description: 'Place ids, comma list.' }),
    limit: limitParam(PLACES_MAX_LIMIT),
    location: param(atOrigin, {
      description: 'Near a point: @{latitude},{longitude}.',
      pattern: '^@-?\\d+(?:\\.\\d+)?,-?\\d+(?:\\.\\d+)?$',
    }),
    q: param(text, { description: 'Full-text query.' }),
    type: param(commaList(oneOf(PLACE_TYPE_FILTERS)), {
      description: `Place types, comma list: ${PLACE_TYPES.join(', ')}; synonyms local (neighbourhood, locality, localadmin), metro, major.`,
      enum: PLACE_TYPE_FILTERS,
      list: true,
    }),
  },
  (raw) => ({
    country: raw.country,
    id: raw.id,
    location: raw.location,
    q: raw.q,
    type: raw.type,
    limit: raw.limit ?? DEFAULT_LIMIT,
  }),
  (raw, ctx) => {
    // docs/api.md "Places": at least one of q, id, country, location is required.
    if (
      raw.q === undefined &&
      raw.id === undefined &&
      raw.country === undefined &&
      raw.location === undefined
    ) {
      paramIssue(ctx, 'q', 'at least one of q, id, country, location is required', 'required')
    }
  },
)
export type PlacesQuery = z.output<typeof placesQuery>

/** Two forms (docs/api.md "Place hierarchies"): by coordinate, or by ids without country/level. */
export const placeHierarchiesQuery = defineQuery(
  {
    'location.origin': param(origin, {
      description: 'By coordinate: {latitude},{longitude}. Excludes location.place_id.',
    }),
    'location.place_id': param(idList, {
      description: 'By ids: comma list of place ids. Excludes location.origin, country and level.',
    }),
    country: param(countryCode, { description: 'By coordinate only: ISO 3166-1 alpha-2 code.' }),
    level: param(oneOf(PLACE_TYPES), {
      description: 'By coordinate only: lowest level of the hierarchy (default locality).',
      enum: PLACE_TYPES,
      default: 'locality',
    }),
  },
  (raw) =>
    raw['location.place_id'] !== undefined
      ? { by: 'ids' as const, place_ids: raw['location.place_id'] }
      : {
          by: 'origin' as const,
          origin: present(raw['location.origin']),
          country: raw.country,
          level: raw.level ?? ('locality' satisfies PlaceType),
        },
  (raw, ctx) => {
    const byIds = raw['location.place_id'] !== undefined
    if (byIds && raw['location.origin'] !== undefined) {
      paramIssue(
        ctx,
        'location.place_id',
        'location.place_id and location.origin are mutually exclusive',
        'mutually_exclusive',
      )
    } else if (!byIds && raw['location.origin'] === undefined) {
      paramIssue(
        ctx,
        'location.origin',
        'one of location.origin or location.place_id is required',
        'required',
      )
    }
    if (byIds) {
      for (const field of ['country', 'level'] as const) {
        if (raw[field] !== undefined)
          paramIssue(ctx, field, `${field} is not accepted with location.place_id`, 'not_accepted')
      }
    }
  },
)
export type PlaceHierarchiesQuery = z.output<typeof placeHierarchiesQuery>
