// Every query rule of docs/api.md, one accepted and one rejected case each; a rejection must be
// the query-validation body of docs/api.md "Errors", naming the parameter as sent.
import { describe, expect, it } from 'vitest'

import { queryValidationErrorBody } from '../errors'
import { routes } from '../routes'
import type { OperationId } from '../routes'
import { parseQuery } from './parse'

type QueryOp = {
  [K in OperationId]: (typeof routes)[K] extends { query: unknown } ? K : never
}[OperationId]

interface Case {
  readonly op: QueryOp
  readonly rule: string
  readonly ok: string
  readonly bad: string
  /** The parameter the 400 body must name. */
  readonly field: string
  readonly type?: string
}

const SURGE = 'date_from=2024-01-01&date_to=2024-03-01&min_surge_intensity=m'

const cases: readonly Case[] = [
  // Date ranges (docs/api.md "Query parameter types").
  {
    op: 'searchEvents',
    rule: 'date format',
    ok: 'start.gte=2024-01-01',
    bad: 'start.gte=01/02/2024',
    field: 'start.gte',
    type: 'invalid_format',
  },
  {
    op: 'searchEvents',
    rule: 'date-time format',
    ok: 'start.lt=2024-01-01T10:30:00',
    bad: 'start.lt=2024-01-01T25:00:00',
    field: 'start.lt',
  },
  {
    op: 'searchEvents',
    rule: 'real calendar date',
    ok: 'end.lte=2024-02-29',
    bad: 'end.lte=2023-02-29',
    field: 'end.lte',
  },
  {
    op: 'searchEvents',
    rule: 'tz is a TZ name',
    ok: 'start.gte=2024-01-01&start.tz=Europe/Paris',
    bad: 'start.gte=2024-01-01&start.tz=Mars/Base',
    field: 'start.tz',
    type: 'invalid_timezone',
  },
  {
    op: 'searchEvents',
    rule: 'active suffix required',
    ok: 'active.gte=2024-01-01',
    bad: 'active=2024-01-01',
    field: 'active',
    type: 'suffix_required',
  },
  {
    op: 'searchEvents',
    rule: 'start suffix required',
    ok: 'start.lte=2024-01-01',
    bad: 'start=2024-01-01',
    field: 'start',
    type: 'suffix_required',
  },
  {
    op: 'searchEvents',
    rule: 'cancelled suffix required',
    ok: 'cancelled.gte=2024-01-01',
    bad: 'cancelled=2024-01-01',
    field: 'cancelled',
    type: 'suffix_required',
  },
  {
    op: 'searchEvents',
    rule: 'first_seen suffixes',
    ok: 'first_seen.tz=UTC&first_seen.gt=2024-01-01',
    bad: 'first_seen.eq=2024-01-01',
    field: 'first_seen.eq',
    type: 'unknown_parameter',
  },
  {
    op: 'searchBroadcasts',
    rule: 'broadcast updated range',
    ok: 'updated.gte=2024-01-01T00:00:00',
    bad: 'updated.gte=yesterday',
    field: 'updated.gte',
  },
  // Numeric ranges.
  {
    op: 'searchEvents',
    rule: 'rank is numeric',
    ok: 'rank.gte=50.5',
    bad: 'rank.gte=high',
    field: 'rank.gte',
  },
  {
    op: 'searchEvents',
    rule: 'rank suffix required',
    ok: 'rank.lt=80',
    bad: 'rank=80',
    field: 'rank',
    type: 'suffix_required',
  },
  {
    op: 'searchEvents',
    rule: 'svc_attendance range',
    ok: 'svc_attendance.gt=1000',
    bad: 'svc_attendance.gt=1e3',
    field: 'svc_attendance.gt',
  },
  {
    op: 'searchBroadcasts',
    rule: 'viewership is an integer',
    ok: 'svc_viewership.gte=1000',
    bad: 'svc_viewership.gte=10.5',
    field: 'svc_viewership.gte',
  },
  // Lists.
  {
    op: 'searchEvents',
    rule: 'rank levels 1..5',
    ok: 'rank_level=1,5',
    bad: 'rank_level=1,6',
    field: 'rank_level',
  },
  {
    op: 'searchEvents',
    rule: 'local rank levels',
    ok: 'local_rank_level=3',
    bad: 'local_rank_level=0',
    field: 'local_rank_level',
  },
  {
    op: 'searchEvents',
    rule: 'categories',
    ok: 'category=sports,public-holidays',
    bad: 'category=sports,sport',
    field: 'category',
  },
  {
    op: 'searchEvents',
    rule: 'states',
    ok: 'state=active,predicted',
    bad: 'state=archived',
    field: 'state',
  },
  {
    op: 'searchEvents',
    rule: 'deleted reasons',
    ok: 'deleted_reason=duplicate',
    bad: 'deleted_reason=moved',
    field: 'deleted_reason',
  },
  {
    op: 'searchEvents',
    rule: 'country alpha-2',
    ok: 'country=US,nz',
    bad: 'country=USA',
    field: 'country',
  },
  { op: 'searchEvents', rule: 'no empty list items', ok: 'id=a,b', bad: 'id=a,,b', field: 'id' },
  {
    op: 'searchEvents',
    rule: 'relevance components',
    ok: 'relevance=rank,q&q=jazz',
    bad: 'relevance=popularity',
    field: 'relevance',
  },
  {
    op: 'searchBroadcasts',
    rule: 'record statuses',
    ok: 'record_status=active,deleted,duplicate',
    bad: 'record_status=gone',
    field: 'record_status',
  },
  {
    op: 'searchBroadcasts',
    rule: 'broadcast statuses',
    ok: 'broadcast_status=scheduled',
    bad: 'broadcast_status=live',
    field: 'broadcast_status',
  },
  {
    op: 'searchBroadcasts',
    rule: 'event.category is sports',
    ok: 'event.category=sports',
    bad: 'event.category=concerts',
    field: 'event.category',
  },
  // Booleans and enumerations with a suffix.
  {
    op: 'searchEvents',
    rule: 'brand_unsafe.exclude boolean',
    ok: 'brand_unsafe.exclude=true',
    bad: 'brand_unsafe.exclude=yes',
    field: 'brand_unsafe.exclude',
  },
  {
    op: 'searchEvents',
    rule: 'brand_unsafe suffix required',
    ok: 'brand_unsafe.exclude=false',
    bad: 'brand_unsafe=true',
    field: 'brand_unsafe',
    type: 'suffix_required',
  },
  {
    op: 'searchEvents',
    rule: 'parent.include true|false|only',
    ok: 'parent.include=only',
    bad: 'parent.include=all',
    field: 'parent.include',
  },
  {
    op: 'searchEvents',
    rule: 'place suffix required',
    ok: 'place.scope=5128581',
    bad: 'place=5128581',
    field: 'place',
    type: 'suffix_required',
  },
  // Areas and origins.
  {
    op: 'searchEvents',
    rule: 'within km decimals',
    ok: 'within=2.5km@40.7,-74.0',
    bad: 'within=2.5@40.7,-74.0',
    field: 'within',
  },
  {
    op: 'searchEvents',
    rule: 'within m whole numbers only',
    ok: 'within=500m@40.7,-74.0',
    bad: 'within=500.5m@40.7,-74.0',
    field: 'within',
  },
  {
    op: 'searchEvents',
    rule: 'within ft whole numbers only',
    ok: 'within=1200ft@40.7,-74.0',
    bad: 'within=1200.0ft@40.7,-74.0',
    field: 'within',
  },
  {
    op: 'searchEvents',
    rule: 'within mi, no leading zero',
    ok: 'within=5.5mi@1,1',
    bad: 'within=0.5mi@1,1',
    field: 'within',
  },
  {
    op: 'searchEvents',
    rule: 'within latitude range',
    ok: 'within=10km@-90,180',
    bad: 'within=10km@91,0',
    field: 'within',
    type: 'range',
  },
  {
    op: 'searchBroadcasts',
    rule: 'origin {lat},{lon}',
    ok: 'location.origin=40.7,-74.0',
    bad: 'location.origin=40.7',
    field: 'location.origin',
  },
  {
    op: 'searchBroadcasts',
    rule: 'origin longitude range',
    ok: 'location.origin=0,-180',
    bad: 'location.origin=0,-181',
    field: 'location.origin',
    type: 'range',
  },
  {
    op: 'searchPlaces',
    rule: 'places location @lat,lon',
    ok: 'location=@51.5,-0.12',
    bad: 'location=51.5,-0.12',
    field: 'location',
  },
  // Fuzzy.
  {
    op: 'searchEvents',
    rule: 'start_around needs origin',
    ok: 'start_around.origin=2024-05-01&start_around.scale=3d',
    bad: 'start_around.scale=3d',
    field: 'start_around.origin',
    type: 'required',
  },
  {
    op: 'searchEvents',
    rule: 'location_around scale distance',
    ok: 'location_around.origin=1,2&location_around.scale=5km',
    bad: 'location_around.origin=1,2&location_around.scale=5',
    field: 'location_around.scale',
  },
  {
    op: 'searchEvents',
    rule: 'decay in (0,1)',
    ok: 'end_around.origin=2024-05-01&end_around.decay=0.3',
    bad: 'end_around.origin=2024-05-01&end_around.decay=1.5',
    field: 'end_around.decay',
  },
  // Sorting.
  {
    op: 'searchEvents',
    rule: 'event sort fields',
    ok: 'sort=-relevance,predicted_end',
    bad: 'sort=-popularity',
    field: 'sort',
    type: 'invalid_choice',
  },
  {
    op: 'searchBroadcasts',
    rule: 'broadcast sort fields',
    ok: 'sort=-svc_viewership,first_seen',
    bad: 'sort=relevance',
    field: 'sort',
  },
  {
    op: 'listSavedLocations',
    rule: 'saved location sort with insight key',
    ok: 'sort=-next_90d.svc_attendance_sum,name',
    bad: 'sort=next_90d.rank',
    field: 'sort',
  },
  {
    op: 'savedLocationEvents',
    rule: 'insights sort',
    ok: 'sort=start&category=concerts',
    bad: 'sort=name',
    field: 'sort',
  },
  {
    op: 'savedLocationEvents',
    rule: 'date_range_type',
    ok: 'date_range_type=next_90d',
    bad: 'date_range_type=next_7y',
    field: 'date_range_type',
  },
  // Paging.
  {
    op: 'searchBroadcasts',
    rule: 'broadcasts limit max 500',
    ok: 'limit=500',
    bad: 'limit=501',
    field: 'limit',
    type: 'too_big',
  },
  {
    op: 'searchEvents',
    rule: 'limit non-negative integer',
    ok: 'limit=0&offset=20',
    bad: 'limit=-1',
    field: 'limit',
  },
  {
    op: 'searchEvents',
    rule: 'events limit max',
    ok: 'limit=1000',
    bad: 'limit=1001',
    field: 'limit',
    type: 'too_big',
  },
  {
    op: 'searchEvents',
    rule: 'offset integer',
    ok: 'offset=10',
    bad: 'offset=1.5',
    field: 'offset',
  },
  {
    op: 'listSavedLocations',
    rule: 'saved locations limit',
    ok: 'limit=100&location_id=a,b&q=office',
    bad: 'limit=ten',
    field: 'limit',
  },
  {
    op: 'searchPlaces',
    rule: 'places limit max',
    ok: 'q=paris&limit=100',
    bad: 'q=paris&limit=101',
    field: 'limit',
  },
  // Places and hierarchies.
  {
    op: 'searchPlaces',
    rule: 'one of q, id, country, location',
    ok: 'country=FR',
    bad: 'type=locality',
    field: 'q',
    type: 'required',
  },
  {
    op: 'searchPlaces',
    rule: 'place types with synonyms',
    ok: 'q=x&type=local,metro,county',
    bad: 'q=x&type=city',
    field: 'type',
  },
  {
    op: 'placeHierarchies',
    rule: 'by coordinate',
    ok: 'location.origin=48.85,2.35&level=county&country=FR',
    bad: 'level=county',
    field: 'location.origin',
    type: 'required',
  },
  {
    op: 'placeHierarchies',
    rule: 'by ids excludes level',
    ok: 'location.place_id=1,2',
    bad: 'location.place_id=1&level=region',
    field: 'level',
    type: 'not_accepted',
  },
  {
    op: 'placeHierarchies',
    rule: 'by ids excludes country',
    ok: 'location.place_id=1',
    bad: 'location.place_id=1&country=FR',
    field: 'country',
    type: 'not_accepted',
  },
  {
    op: 'placeHierarchies',
    rule: 'forms are exclusive',
    ok: 'location.origin=1,2',
    bad: 'location.origin=1,2&location.place_id=3',
    field: 'location.place_id',
    type: 'mutually_exclusive',
  },
  {
    op: 'placeHierarchies',
    rule: 'level values',
    ok: 'location.origin=1,2&level=planet',
    bad: 'location.origin=1,2&level=city',
    field: 'level',
  },
  // Demand surge.
  {
    op: 'demandSurge',
    rule: 'date_from required',
    ok: `${SURGE}&location.place_id=1`,
    bad: 'date_to=2024-03-01&min_surge_intensity=m&location.place_id=1',
    field: 'date_from',
    type: 'required',
  },
  {
    op: 'demandSurge',
    rule: 'min_surge_intensity values',
    ok: `${SURGE.replace('=m', '=xl')}&location.place_id=1`,
    bad: `${SURGE.replace('=m', '=xxl')}&location.place_id=1`,
    field: 'min_surge_intensity',
  },
  {
    op: 'demandSurge',
    rule: 'place_id xor origin',
    ok: `${SURGE}&location.origin=1,2&location.radius=5km`,
    bad: `${SURGE}&location.place_id=1&location.origin=1,2`,
    field: 'location.origin',
    type: 'mutually_exclusive',
  },
  {
    op: 'demandSurge',
    rule: 'origin needs radius',
    ok: `${SURGE}&location.origin=1,2&location.radius=500m`,
    bad: `${SURGE}&location.origin=1,2`,
    field: 'location.radius',
    type: 'required',
  },
  {
    op: 'demandSurge',
    rule: 'radius format',
    ok: `${SURGE}&location.origin=1,2&location.radius=2mi`,
    bad: `${SURGE}&location.origin=1,2&location.radius=2`,
    field: 'location.radius',
  },
  {
    op: 'demandSurge',
    rule: 'window of 90 days',
    ok: 'date_from=2024-01-01&date_to=2024-03-30&min_surge_intensity=s&location.place_id=1',
    bad: 'date_from=2024-01-01&date_to=2024-03-31&min_surge_intensity=s&location.place_id=1',
    field: 'date_to',
    type: 'range',
  },
  {
    op: 'demandSurge',
    rule: 'date format',
    ok: `${SURGE}&location.place_id=1`,
    bad: 'date_from=2024-1-1&date_to=2024-03-01&min_surge_intensity=m&location.place_id=1',
    field: 'date_from',
  },
  // Suggested radius and parameterless operations.
  {
    op: 'suggestedRadius',
    rule: 'origin required',
    ok: 'location.origin=1,2',
    bad: 'radius_unit=km',
    field: 'location.origin',
    type: 'required',
  },
  {
    op: 'suggestedRadius',
    rule: 'radius_unit values',
    ok: 'location.origin=1,2&radius_unit=ft',
    bad: 'location.origin=1,2&radius_unit=yd',
    field: 'radius_unit',
  },
  {
    op: 'suggestedRadius',
    rule: 'industry values',
    ok: 'location.origin=1,2&industry=parking',
    bad: 'location.origin=1,2&industry=mining',
    field: 'industry',
  },
  {
    op: 'accountSelf',
    rule: 'no parameters',
    ok: '',
    bad: 'verbose=true',
    field: 'verbose',
    type: 'unknown_parameter',
  },
  // Unknown and repeated parameters.
  {
    op: 'searchEvents',
    rule: 'unknown parameter',
    ok: 'category=sports',
    bad: 'catgory=sports',
    field: 'catgory',
    type: 'unknown_parameter',
  },
  {
    op: 'searchEvents',
    rule: 'repeated parameter',
    ok: 'label=a,b',
    bad: 'label=a&label=b',
    field: 'label',
    type: 'repeated_parameter',
  },
]

describe('query rules', () => {
  it.each(cases)('$op: $rule accepts $ok', ({ op, ok }) => {
    const result = parseQuery(routes[op].query, new URLSearchParams(ok))
    expect(result.ok ? 'ok' : JSON.stringify(result.body)).toBe('ok')
  })

  it.each(cases)('$op: $rule rejects $bad naming $field', ({ op, bad, field, type }) => {
    const result = parseQuery(routes[op].query, new URLSearchParams(bad))
    expect(result.ok).toBe(false)
    if (result.ok) return
    expect(result.status).toBe(400)
    expect(queryValidationErrorBody.safeParse(result.body).success).toBe(true)
    const entry = result.body.error.find((e) => e.field === field)
    expect(entry, JSON.stringify(result.body)).toBeDefined()
    if (type !== undefined) expect(entry?.type).toBe(type)
    expect(entry?.msg.length).toBeGreaterThan(0)
  })
})
