// Query of GET /v1/events/ (also count/ and calendar/) and of saved-location insights/events
// (docs/api.md "Search events", "Saved locations (beta)").
import type { z } from 'zod'

import {
  DATE_RANGE_TYPES,
  DELETED_REASONS,
  EVENT_CATEGORIES,
  EVENT_SORT_FIELDS,
  EVENT_STATES,
  PARENT_INCLUDE_VALUES,
  RELEVANCE_COMPONENTS,
} from '../enums'
import { dateRangeParams, resolveDateRange } from './date-range'
import { defineQuery, paramIssue } from './define'
import { limitParam, offsetParam, paging } from './paging'
import {
  checkFuzzyOrigins,
  fuzzyDateParams,
  locationAroundParams,
  resolveFuzzyDate,
  resolveFuzzyLocation,
} from './fuzzy'
import { within, WITHIN_RE } from './geo'
import { numericRangeParams, rankLevelParam, resolveNumericRange } from './numeric-range'
import { param } from './param'
import { booleanValue, commaList, countryCode, idList, oneOf, text } from './primitives'
import { EVENTS_DEFAULT_SORT, EVENTS_DEFAULT_STATES } from './defaults'
import { defaultSort, sortParam } from './sort'

/** Events `limit` maximum. The API leaves it open; 1000 keeps a page cheap to build and ship. */
export const EVENTS_MAX_LIMIT = 1000

const listOf = <const T extends readonly [string, ...string[]]>(values: T, what: string) =>
  param(commaList(oneOf(values)), {
    description: `${what}: comma list of ${values.join(', ')}.`,
    enum: values,
    list: true,
  })

const DATE_RANGES = [
  'active',
  'start',
  'end',
  'predicted_end',
  'updated',
  'first_seen',
  'cancelled',
  'postponed',
] as const

const eventsShape = {
  ...dateRangeParams('active', 'Events intersecting the range'),
  ...dateRangeParams('start', 'Start'),
  ...dateRangeParams('end', 'End'),
  ...dateRangeParams('predicted_end', 'Predicted end (events without one are excluded)'),
  ...dateRangeParams('updated', 'Last update'),
  ...dateRangeParams('first_seen', 'First seen'),
  ...dateRangeParams('cancelled', 'Date set to cancelled (other events excluded)'),
  ...dateRangeParams('postponed', 'Date set to postponed (other events excluded)'),
  ...fuzzyDateParams('start_around'),
  ...fuzzyDateParams('end_around'),
  ...locationAroundParams,
  ...numericRangeParams('rank', 'Rank'),
  ...numericRangeParams('local_rank', 'Local rank (events without one are excluded)'),
  ...numericRangeParams('aviation_rank', 'Aviation rank (events without one are excluded)'),
  ...numericRangeParams('svc_attendance', 'Predicted attendance'),
  rank_level: rankLevelParam('Rank level'),
  local_rank_level: rankLevelParam('Local rank level'),
  aviation_rank_level: rankLevelParam('Aviation rank level'),
  'brand_unsafe.exclude': param(booleanValue, {
    description: 'Exclude potentially brand-unsafe events.',
    enum: ['true', 'false'],
    type: 'boolean',
  }),
  category: listOf(EVENT_CATEGORIES, 'Categories'),
  country: param(commaList(countryCode), { description: 'ISO 3166-1 alpha-2 codes, comma list.' }),
  deleted_reason: listOf(DELETED_REASONS, 'Deleted reasons'),
  'entity.id': param(idList, { description: 'Entity ids, comma list.' }),
  id: param(idList, { description: 'Event ids, comma list.' }),
  label: param(idList, { description: 'Labels, comma list (lowercase, case-sensitive).' }),
  'parent.include': param(oneOf(PARENT_INCLUDE_VALUES), {
    description:
      'Parent events (every event without a parent link): include them (true), leave them out (false) or return only them (only).',
    enum: PARENT_INCLUDE_VALUES,
  }),
  'place.scope': param(idList, {
    description:
      'Place ids or airport codes; events applying to the places, their parents and children.',
  }),
  'place.exact': param(idList, {
    description: 'Place ids or airport codes; events for exactly these places.',
  }),
  placekey: param(idList, { description: 'Placekeys, comma list; `@<where>` matches partially.' }),
  q: param(text, { description: 'Full-text query; influences relevance.' }),
  relevance: listOf(RELEVANCE_COMPONENTS, 'Relevance components'),
  'saved_location.location_id': param(idList, {
    description: 'Events within these saved locations.',
  }),
  sort: sortParam(EVENT_SORT_FIELDS, EVENTS_DEFAULT_SORT),
  state: listOf(EVENT_STATES, 'States (default active)'),
  within: param(within, {
    description: 'Area {radius}{unit}@{lat},{lon}; m and ft whole numbers only.',
    pattern: WITHIN_RE.source,
  }),
  limit: limitParam(EVENTS_MAX_LIMIT),
  offset: offsetParam(),
}

type EventsRaw = z.output<z.ZodObject<typeof eventsShape>>

function buildEvents(raw: EventsRaw) {
  const ranges = Object.fromEntries(
    DATE_RANGES.flatMap((name) => {
      const range = resolveDateRange(raw, name)
      return range === undefined ? [] : [[name, range]]
    }),
  ) as Partial<
    Record<(typeof DATE_RANGES)[number], NonNullable<ReturnType<typeof resolveDateRange>>>
  >
  return {
    ...ranges,
    start_around: resolveFuzzyDate(raw, 'start_around'),
    end_around: resolveFuzzyDate(raw, 'end_around'),
    location_around: resolveFuzzyLocation(raw),
    rank: resolveNumericRange(raw, 'rank'),
    local_rank: resolveNumericRange(raw, 'local_rank'),
    aviation_rank: resolveNumericRange(raw, 'aviation_rank'),
    svc_attendance: resolveNumericRange(raw, 'svc_attendance'),
    rank_level: raw.rank_level,
    local_rank_level: raw.local_rank_level,
    aviation_rank_level: raw.aviation_rank_level,
    brand_unsafe_exclude: raw['brand_unsafe.exclude'] ?? false,
    category: raw.category,
    country: raw.country,
    deleted_reason: raw.deleted_reason,
    entity_id: raw['entity.id'],
    id: raw.id,
    label: raw.label,
    parent_include: raw['parent.include'],
    place_scope: raw['place.scope'],
    place_exact: raw['place.exact'],
    placekey: raw.placekey,
    q: raw.q,
    relevance: raw.relevance,
    saved_location_ids: raw['saved_location.location_id'],
    sort: raw.sort ?? defaultSort(EVENT_SORT_FIELDS, EVENTS_DEFAULT_SORT),
    state: raw.state ?? [...EVENTS_DEFAULT_STATES],
    within: raw.within,
    ...paging(raw),
  }
}

export const eventsQuery = defineQuery(eventsShape, buildEvents, (raw, ctx) => {
  checkFuzzyOrigins(raw, ['start_around', 'end_around', 'location_around'], (field) => {
    paramIssue(
      ctx,
      field,
      'origin is required when the other *_around parameters are sent',
      'required',
    )
  })
})
export type EventsQuery = z.output<typeof eventsQuery>

/** Saved location insights/events: `date_range_type`, `category` and `sort` (docs/api.md). */
export const savedLocationEventsQuery = defineQuery(
  {
    date_range_type: param(oneOf(DATE_RANGE_TYPES), {
      description: 'Date range of the insight (default next_90d).',
      enum: DATE_RANGE_TYPES,
      default: 'next_90d',
    }),
    category: eventsShape.category,
    sort: eventsShape.sort,
    limit: eventsShape.limit,
    offset: eventsShape.offset,
  },
  (raw) => ({
    date_range_type: raw.date_range_type ?? 'next_90d',
    category: raw.category,
    sort: raw.sort ?? defaultSort(EVENT_SORT_FIELDS, EVENTS_DEFAULT_SORT),
    ...paging(raw),
  }),
)
