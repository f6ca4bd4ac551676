// Queries of demand surge, suggested radius, and of operations without parameters.
import type { z } from 'zod'

import { dayNumber } from '../dates'
import { INDUSTRIES, RADIUS_UNITS, SURGE_INTENSITIES } from '../enums'
import { defineQuery, paramIssue, present } from './define'
import { radius } from './geo'
import { param } from './param'
import { calendarDate, idList, oneOf, origin } from './primitives'

/** docs/api.md "Demand surge": the search window is 90 days. */
export const DEMAND_SURGE_MAX_DAYS = 90

export const demandSurgeQuery = defineQuery(
  {
    date_from: param(calendarDate, {
      description: 'Start of the search window, YYYY-MM-DD.',
      required: true,
      pattern: '^\\d{4}-\\d{2}-\\d{2}$',
    }),
    date_to: param(calendarDate, {
      description: 'End of the search window, YYYY-MM-DD (window of at most 90 days).',
      required: true,
      pattern: '^\\d{4}-\\d{2}-\\d{2}$',
    }),
    min_surge_intensity: param(oneOf(SURGE_INTENSITIES), {
      description:
        'Minimum surge: s, m, l, xl = 1, 2, 3, 4 standard deviations over the window mean.',
      enum: SURGE_INTENSITIES,
      required: true,
    }),
    'location.place_id': param(idList, {
      description: 'Place ids, comma list. Excludes location.origin and location.radius.',
    }),
    'location.origin': param(origin, {
      description: 'Centre {latitude},{longitude}; needs location.radius.',
    }),
    'location.radius': param(radius(), {
      description: 'Radius <number><unit> (m, km, ft, mi); needs location.origin.',
      pattern: '^\\d+(?:\\.\\d+)?(?:km|mi|m|ft)$',
    }),
  },
  (raw) => {
    const base = {
      date_from: present(raw.date_from),
      date_to: present(raw.date_to),
      min_surge_intensity: present(raw.min_surge_intensity),
    }
    const placeIds = raw['location.place_id']
    return placeIds !== undefined
      ? { ...base, location: { by: 'place' as const, place_ids: placeIds } }
      : {
          ...base,
          location: {
            by: 'radius' as const,
            origin: present(raw['location.origin']),
            radiusMeters: present(raw['location.radius']).meters,
          },
        }
  },
  (raw, ctx) => {
    // docs/architecture.md: either location.place_id or location.origin + location.radius, never both.
    const byPlace = raw['location.place_id'] !== undefined
    const hasOrigin = raw['location.origin'] !== undefined
    const hasRadius = raw['location.radius'] !== undefined
    if (byPlace && (hasOrigin || hasRadius)) {
      paramIssue(
        ctx,
        hasOrigin ? 'location.origin' : 'location.radius',
        'location.place_id excludes location.origin and location.radius',
        'mutually_exclusive',
      )
    } else if (!byPlace && !hasOrigin && !hasRadius) {
      paramIssue(
        ctx,
        'location.place_id',
        'location.place_id or location.origin with location.radius is required',
        'required',
      )
    } else if (!byPlace && !hasOrigin) {
      paramIssue(
        ctx,
        'location.origin',
        'location.origin is required with location.radius',
        'required',
      )
    } else if (!byPlace && !hasRadius) {
      paramIssue(
        ctx,
        'location.radius',
        'location.radius is required with location.origin',
        'required',
      )
    }
    const from = raw.date_from === undefined ? undefined : dayNumber(raw.date_from)
    const to = raw.date_to === undefined ? undefined : dayNumber(raw.date_to)
    if (from !== undefined && to !== undefined) {
      if (to < from) paramIssue(ctx, 'date_to', 'date_to must not be before date_from', 'range')
      else if (to - from + 1 > DEMAND_SURGE_MAX_DAYS)
        paramIssue(
          ctx,
          'date_to',
          `the window must not exceed ${DEMAND_SURGE_MAX_DAYS} days`,
          'range',
        )
    }
  },
)
export type DemandSurgeQuery = z.output<typeof demandSurgeQuery>

export const suggestedRadiusQuery = defineQuery(
  {
    'location.origin': param(origin, {
      description: 'The point, {latitude},{longitude}.',
      required: true,
    }),
    radius_unit: param(oneOf(RADIUS_UNITS), {
      description: 'Unit of the returned radius (default m).',
      enum: RADIUS_UNITS,
      default: 'm',
    }),
    industry: param(oneOf(INDUSTRIES), {
      description: 'Industry (default other).',
      enum: INDUSTRIES,
      default: 'other',
    }),
  },
  (raw) => ({
    origin: present(raw['location.origin']),
    radius_unit: raw.radius_unit ?? 'm',
    industry: raw.industry ?? 'other',
  }),
)

/** Operations that take no parameters still reject unknown ones. */
export const noQuery = defineQuery({}, () => ({}))
