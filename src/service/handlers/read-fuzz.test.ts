// No query, valid or not, makes the read API fail: every answer is a contract body or a 400
// naming a parameter (docs/api.md "Errors"), never a server error or a thrown exception.
import fc from 'fast-check'
import { beforeAll, expect, it } from 'vitest'
import type { OperationId } from '../../contract/routes'
import { expectContract, expectErrorBody } from '../../testing/service/contract-expect'
import { call } from '../../testing/service/request'
import { createTestService } from '../../testing/service/test-service'
import type { TestService } from '../../testing/service/test-service'

let t: TestService

beforeAll(async () => {
  t = await createTestService()
}, 300_000)

const ENDPOINTS: readonly (readonly [OperationId, string])[] = [
  ['searchEvents', '/v1/events/'],
  ['countEvents', '/v1/events/count/'],
  ['eventsCalendar', '/v1/events/calendar/'],
  ['searchBroadcasts', '/v1/broadcasts/'],
  ['countBroadcasts', '/v1/broadcasts/count/'],
  ['searchPlaces', '/v1/places/'],
  ['placeHierarchies', '/v1/places/hierarchies/'],
]

const NAMES = [
  'active.gte',
  'active.lt',
  'active.tz',
  'start.gt',
  'start.lte',
  'start.tz',
  'end.gte',
  'updated.lt',
  'first_seen.gte',
  'predicted_end.gt',
  'cancelled.gte',
  'postponed.lt',
  'start_around.origin',
  'start_around.scale',
  'end_around.origin',
  'location_around.origin',
  'location_around.offset',
  'location_around.decay',
  'rank.gte',
  'local_rank.lt',
  'aviation_rank.gt',
  'svc_attendance.gte',
  'svc_viewership.lte',
  'rank_level',
  'local_rank_level',
  'brand_unsafe.exclude',
  'category',
  'country',
  'deleted_reason',
  'entity.id',
  'id',
  'label',
  'parent.include',
  'place.scope',
  'place.exact',
  'placekey',
  'q',
  'relevance',
  'saved_location.location_id',
  'sort',
  'state',
  'within',
  'limit',
  'offset',
  'broadcast_id',
  'record_status',
  'broadcast_status',
  'location.place_id',
  'location.origin',
  'event.event_id',
  'event.category',
  'event.label',
  'event.entity_id',
  'type',
  'location',
  'level',
  'start',
  'bogus',
]

const VALUES = [
  '',
  ' ',
  '0',
  '-1',
  '1',
  '5',
  '100',
  '501',
  '1000',
  '99999999999999999999',
  '1e3',
  'NaN',
  'true',
  'only',
  'yes',
  '2026-06-15',
  '2026-02-30',
  '2026-06-15T10:00:00',
  '2026-06-15T25:00:00',
  '9999-12-31',
  '0001-01-01',
  'UTC',
  'Asia/Tokyo',
  'Mars/Base',
  '1d',
  '10km',
  '5km@48.85,2.35',
  '5.5m@0,0',
  '100mi@-89.99,179.99',
  '1km@91,0',
  '48.85,2.35',
  '@48.85,2.35',
  '-91,0',
  '0.5',
  '1.5',
  'sports',
  'concerts,sports',
  'nope',
  'active,deleted',
  'US',
  'us,GB',
  'USA',
  'JFK',
  'EGLL',
  'GBLON',
  '2988507',
  '85000840',
  'county',
  'major',
  'local',
  'metro',
  'relevance,-start',
  '-svc_viewership',
  'start,,rank',
  'rank,local_rank',
  'q,rank',
  '@dg4-qdj',
  '%',
  ',',
  'ü',
]

it('answers every generated query with 200 or 400 and a contract body', async () => {
  const statuses = { 200: 0, 400: 0 }
  await fc.assert(
    fc.asyncProperty(
      fc.constantFrom(...ENDPOINTS),
      fc.array(
        fc.tuple(
          fc.constantFrom(...NAMES),
          fc.oneof(fc.constantFrom(...VALUES), fc.string({ maxLength: 12 })),
        ),
        { maxLength: 6 },
      ),
      async ([op, path], pairs) => {
        const params = new URLSearchParams(pairs)
        const answer = await call(t, `${path}?${params.toString()}`)
        expect([200, 400], `${path}?${params.toString()} -> ${answer.status}`).toContain(
          answer.status,
        )
        if (answer.status === 200) expectContract(op, answer.body)
        else expectErrorBody(400, answer.body)
        statuses[answer.status === 200 ? 200 : 400] += 1
      },
    ),
    { numRuns: 400, seed: 99 },
  )
  // Both paths are exercised, not only the validation errors.
  expect(statuses[200]).toBeGreaterThan(25)
  expect(statuses[400]).toBeGreaterThan(40)
}, 300_000)
