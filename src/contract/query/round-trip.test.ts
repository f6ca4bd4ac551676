// toSearchParams is the inverse the client uses: whatever a query schema accepts as typed input,
// parseQuery accepts from the URL toSearchParams builds, with the same parsed value.
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'

import { EVENT_CATEGORIES, EVENT_SORT_FIELDS, BROADCAST_RECORD_STATUSES } from '../enums'
import { routes } from '../routes'
import { parseQuery, toSearchParams } from './parse'
import type { QueryParamsInput } from './parse'

const date = fc
  .date({
    min: new Date('2016-01-01T00:00:00Z'),
    max: new Date('2030-12-31T00:00:00Z'),
    noInvalidDate: true,
  })
  .map((d) => d.toISOString().slice(0, 10))
const anyText = fc.string({ maxLength: 12 })
/** Mostly valid values, sometimes a near miss or arbitrary text, so both sides of the schema are hit. */
const mostly = <T>(valid: fc.Arbitrary<T>, invalid: fc.Arbitrary<unknown> = anyText) =>
  fc.oneof({ arbitrary: valid, weight: 12 }, { arbitrary: invalid, weight: 1 })
const count = fc.oneof(
  fc.integer({ min: 0, max: 500 }),
  fc.integer({ min: 0, max: 500 }).map(String),
)
const list = (values: readonly string[]) =>
  mostly(
    fc.oneof(
      fc.array(fc.constantFrom(...values), { minLength: 1, maxLength: 4 }),
      fc.constantFrom(...values),
    ),
  )

// Every form the typed client may hand over: strings, numbers, booleans and string arrays.
const eventsInput = fc.record(
  {
    'start.gte': mostly(date),
    'start.tz': mostly(fc.constantFrom('UTC', 'Europe/Paris'), fc.constant('Nowhere/City')),
    'rank.gte': mostly(fc.integer({ min: 0, max: 100 }), fc.constant('high')),
    rank_level: mostly(
      fc.array(fc.integer({ min: 1, max: 5 }).map(String), { minLength: 1, maxLength: 4 }),
      fc.constant(['6']),
    ),
    category: list(EVENT_CATEGORIES),
    sort: list(EVENT_SORT_FIELDS.flatMap((f) => [f, `-${f}`])),
    'brand_unsafe.exclude': mostly(fc.boolean()),
    q: mostly(fc.string({ minLength: 1, maxLength: 12 }), fc.constant('')),
    label: mostly(
      fc.array(fc.stringMatching(/^[a-z-]{1,6}$/), { minLength: 1, maxLength: 3 }),
      fc.constant([]),
    ),
    within: mostly(
      fc.constantFrom('10km@1,2', '1.5mi@-33.9,151.2', '5m@0,0'),
      fc.constantFrom('5.5m@0,0', '0.5km@1,1'),
    ),
    limit: mostly(count, fc.integer({ min: -5, max: -1 })),
    offset: mostly(count),
  },
  { requiredKeys: [] },
) as fc.Arbitrary<QueryParamsInput>

const broadcastsInput = fc.record(
  {
    record_status: list(BROADCAST_RECORD_STATUSES),
    'svc_viewership.gte': mostly(count),
    'location.origin': mostly(fc.constantFrom('40.7,-74', '-33.9, 151.2'), fc.constant('91,0')),
    limit: mostly(count, fc.constant(501)),
  },
  { requiredKeys: [] },
) as fc.Arbitrary<QueryParamsInput>

describe('toSearchParams', () => {
  it('joins arrays with commas, stringifies scalars and drops undefined', () => {
    const params = toSearchParams({
      category: ['sports', 'concerts'],
      limit: 5,
      'brand_unsafe.exclude': true,
      q: undefined,
    })
    expect([...params]).toEqual([
      ['category', 'sports,concerts'],
      ['limit', '5'],
      ['brand_unsafe.exclude', 'true'],
    ])
  })

  it.each([
    ['searchEvents', eventsInput],
    ['searchBroadcasts', broadcastsInput],
  ] as const)('%s: parseQuery(toSearchParams(x)) agrees with the schema on x', (op, input) => {
    const schema = routes[op].query
    let accepted = 0
    fc.assert(
      fc.property(input, (x) => {
        const direct = schema.safeParse(x)
        const viaUrl = parseQuery(schema, new URLSearchParams(toSearchParams(x).toString()))
        expect(viaUrl.ok).toBe(direct.success)
        if (viaUrl.ok && direct.success) {
          accepted += 1
          expect(viaUrl.value).toEqual(direct.data)
        }
      }),
      { numRuns: 300 },
    )
    // The generators must reach the accepting side too, or the property says little.
    expect(accepted).toBeGreaterThan(10)
  })
})
