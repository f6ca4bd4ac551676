// Query of GET /v1/broadcasts/ and /v1/broadcasts/count/ (docs/api.md "Search broadcasts").
import type { z } from 'zod'

import { BROADCAST_RECORD_STATUSES, BROADCAST_SORT_FIELDS, BROADCAST_STATUSES } from '../enums'
import { dateRangeParams, resolveDateRange } from './date-range'
import { defineQuery } from './define'
import { limitParam, offsetParam, paging } from './paging'
import { numericRangeParams, resolveNumericRange } from './numeric-range'
import { param } from './param'
import { commaList, idList, oneOf, origin } from './primitives'
import { BROADCASTS_DEFAULT_RECORD_STATUSES, BROADCASTS_DEFAULT_SORT } from './defaults'
import { defaultSort, sortParam } from './sort'

/** docs/api.md "Limits": broadcasts `limit` maximum 500. */
export const BROADCASTS_MAX_LIMIT = 500

const listOf = <const T extends readonly [string, ...string[]]>(values: T, what: string) =>
  param(commaList(oneOf(values)), {
    description: `${what}: comma list of ${values.join(', ')}.`,
    enum: values,
    list: true,
  })

const broadcastsShape = {
  broadcast_id: param(idList, { description: 'Broadcast ids, comma list.' }),
  record_status: listOf(BROADCAST_RECORD_STATUSES, 'Record statuses (default active)'),
  broadcast_status: listOf(BROADCAST_STATUSES, 'Broadcast statuses'),
  ...dateRangeParams('start', 'Start'),
  ...dateRangeParams('updated', 'Last update'),
  ...dateRangeParams('first_seen', 'First seen'),
  ...numericRangeParams('svc_viewership', 'Viewership', true),
  'location.place_id': param(idList, {
    description:
      'Place ids: a county returns itself, a state all its counties, a place below county level its county.',
  }),
  'location.origin': param(origin, {
    description: 'The county containing {latitude},{longitude}.',
  }),
  'event.event_id': param(idList, {
    description: 'Physical event ids (as in the events endpoints).',
  }),
  'event.category': listOf(['sports'], 'Event categories'),
  'event.label': param(idList, {
    description: 'Event labels, any-of (lowercase, case-sensitive).',
  }),
  'event.entity_id': param(idList, { description: 'Team or venue entity ids.' }),
  sort: sortParam(BROADCAST_SORT_FIELDS, BROADCASTS_DEFAULT_SORT),
  limit: limitParam(BROADCASTS_MAX_LIMIT),
  offset: offsetParam(),
}

export const broadcastsQuery = defineQuery(broadcastsShape, (raw) => ({
  broadcast_id: raw.broadcast_id,
  record_status: raw.record_status ?? [...BROADCASTS_DEFAULT_RECORD_STATUSES],
  broadcast_status: raw.broadcast_status,
  start: resolveDateRange(raw, 'start'),
  updated: resolveDateRange(raw, 'updated'),
  first_seen: resolveDateRange(raw, 'first_seen'),
  svc_viewership: resolveNumericRange(raw, 'svc_viewership'),
  place_id: raw['location.place_id'],
  origin: raw['location.origin'],
  event_id: raw['event.event_id'],
  event_category: raw['event.category'],
  event_label: raw['event.label'],
  event_entity_id: raw['event.entity_id'],
  sort: raw.sort ?? defaultSort(BROADCAST_SORT_FIELDS, BROADCASTS_DEFAULT_SORT),
  ...paging(raw),
}))
export type BroadcastsQuery = z.output<typeof broadcastsQuery>
