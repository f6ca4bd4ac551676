// No input may produce a 5xx: random JSON bodies and random query values against every write
// and analytics operation answer 2xx or 4xx.
import fc from 'fast-check'
import { beforeAll, describe, expect, it } from 'vitest'

import { ATTENDANCE_FEATURES, RANK_FEATURES, VIEWERSHIP_FEATURES } from '../../contract/enums'
import type { TestService } from '../../testing/service/test-service'
import { call, circleLocationBody } from '../../testing/service/request'
import { createTestService } from '../../testing/service/test-service'
import { TEST_NOW } from '../../testing/service/test-service'
import { DAY_MS } from '../../utils/time'

let t: TestService
let existing = ''

beforeAll(async () => {
  t = await createTestService()
  const reply = await call(t, '/v1/saved-locations', {
    body: circleLocationBody('fuzz', [-0.12, 51.5], 3),
  })
  existing = (reply.body as { location_id: string }).location_id
}, 240_000)

const day = (offset: number): string =>
  new Date(TEST_NOW + offset * DAY_MS).toISOString().slice(0, 10)

/** Bodies near the valid shapes, so the fuzz reaches past the first validation rule. */
const locationBody = fc.record(
  {
    name: fc.oneof(fc.string(), fc.constant('ok'), fc.integer()),
    labels: fc.oneof(fc.array(fc.string()), fc.jsonValue()),
    geojson: fc.record({
      type: fc.oneof(fc.constant('Feature'), fc.string()),
      properties: fc.record({
        radius: fc.oneof(fc.double({ noNaN: true }), fc.integer(), fc.constant(1e308)),
        radius_unit: fc.constantFrom('m', 'km', 'ft', 'mi', 'yd'),
      }),
      geometry: fc.record({
        type: fc.constantFrom('Point', 'Polygon'),
        coordinates: fc.tuple(
          fc.double({ min: -200, max: 200, noNaN: true }),
          fc.double({ min: -100, max: 100, noNaN: true }),
        ),
      }),
    }),
    place_ids: fc.array(
      fc.oneof(fc.constantFrom('5128581', '6252001', '6295630', ''), fc.string()),
    ),
    formatted_address: fc.oneof(fc.string(), fc.jsonValue()),
  },
  { requiredKeys: [] },
)

const featuresBody = fc
  .record(
    {
      active: fc.record(
        {
          gte: fc.oneof(
            fc.constantFrom(day(0), day(-400), '2016-01-01', '9999-12-31', '2026-02-30'),
            fc.string(),
          ),
          lte: fc.oneof(fc.constantFrom(day(10), day(89), day(200)), fc.string()),
        },
        { requiredKeys: [] },
      ),
      location: fc.oneof(
        fc.record({
          place_id: fc.array(fc.constantFrom('5128581', '4671654', '6252001', '6255148', 'x'), {
            maxLength: 4,
          }),
        }),
        fc.record({
          geo: fc.record({
            lat: fc.double({ min: -95, max: 95, noNaN: true }),
            lon: fc.double({ min: -185, max: 185, noNaN: true }),
            radius: fc.constantFrom('1km', '100mi', '0km', '200mi', '5', '10m'),
          }),
        }),
        fc.jsonValue(),
      ),
      hour_of_day_start: fc.record(
        { gte: fc.integer({ min: -1, max: 24 }), lte: fc.integer({ min: -1, max: 24 }) },
        { requiredKeys: [] },
      ),
      key: fc.constantFrom(...ATTENDANCE_FEATURES, ...RANK_FEATURES, ...VIEWERSHIP_FEATURES),
      value: fc.oneof(
        fc.boolean(),
        fc.record(
          {
            stats: fc.array(
              fc.constantFrom('count', 'sum', 'min', 'max', 'avg', 'median', 'std_dev', 'mode'),
            ),
            svc_rank: fc.record(
              { gte: fc.integer({ min: -5, max: 105 }), lt: fc.integer({ min: -5, max: 105 }) },
              { requiredKeys: [] },
            ),
          },
          { requiredKeys: [] },
        ),
      ),
    },
    { requiredKeys: [] },
  )
  .map(({ key, value, ...rest }) => (key === undefined ? rest : { ...rest, [key]: value }))

const queryValue = fc.oneof(
  fc.string(),
  fc.constantFrom('s', 'xl', '5128581', '40.7,-74', '5km', day(0), day(89), 'mi', 'parking'),
)

function expectNo5xx(status: number): void {
  expect(status).toBeGreaterThanOrEqual(200)
  expect(status).toBeLessThan(500)
}

describe('no 5xx for any input', () => {
  it('saved-location bodies (POST and PUT)', async () => {
    await fc.assert(
      fc.asyncProperty(fc.oneof(locationBody, fc.jsonValue()), fc.boolean(), async (body, put) => {
        const reply = put
          ? await call(t, `/v1/saved-locations/${existing}`, { method: 'PUT', body })
          : await call(t, '/v1/saved-locations', { body })
        expectNo5xx(reply.status)
      }),
      { numRuns: 150 },
    )
  })

  it('features bodies', async () => {
    await fc.assert(
      fc.asyncProperty(fc.oneof(featuresBody, fc.jsonValue()), async (body) => {
        expectNo5xx((await call(t, '/v1/features', { body })).status)
      }),
      { numRuns: 150 },
    )
  })

  it('demand surge, suggested radius and saved-location queries', async () => {
    const params = [
      'date_from',
      'date_to',
      'min_surge_intensity',
      'location.place_id',
      'location.origin',
      'location.radius',
      'radius_unit',
      'industry',
      'q',
      'sort',
      'limit',
      'offset',
      'location_id',
      'category',
    ]
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(
          '/v1/demand-surge/',
          '/v1/suggested-radius/',
          '/v1/saved-locations/',
          `/v1/saved-locations/${existing}/insights/events`,
        ),
        fc.dictionary(fc.constantFrom(...params), queryValue),
        async (path, query) => {
          const search = new URLSearchParams(query).toString()
          expectNo5xx((await call(t, `${path}?${search}`)).status)
        },
      ),
      { numRuns: 150 },
    )
  })
})
