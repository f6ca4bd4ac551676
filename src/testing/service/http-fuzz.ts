// Generated requests for the Node server's fuzz test (transport/node-http-fuzz.test.ts) that fetch
// can send: every route of contract/routes.ts with odd query strings, path ids, methods, headers
// and JSON bodies. The malformed ones, for raw sockets, are in http-fuzz-raw.ts.
import fc from 'fast-check'

import { MAX_BODY_BYTES } from '../../contract/limits'
import { queryShape } from '../../contract/query/define'
import { OPERATION_IDS, routes } from '../../contract/routes'
import type { RouteDef } from '../../contract/routes'

export interface FetchCase {
  readonly kind: 'fetch'
  readonly method: string
  /** Path and query, to append to the server's URL. */
  readonly target: string
  readonly headers: Readonly<Record<string, string>>
  readonly body?: string
}

export const ROUTES: readonly RouteDef[] = OPERATION_IDS.map((id): RouteDef => routes[id])

const TOKENS = ['demo-analyst', 'demo-analyst', 'demo-us-only', 'demo-lapsed', 'demo-events-only']

const ODD_VALUES = [
  '',
  ' ',
  '0',
  '-1',
  '1e309',
  'NaN',
  'null',
  'true',
  '2026-06-15',
  '2026-02-30T25:61:00',
  '9999-12-31',
  '@40.71,-74.0',
  '40.71,-74.0',
  '10km@40.71,-74.0',
  '1km@91,0',
  'a,,b,',
  'concerts,sports',
  'US,gb',
  'county',
  '-start,rank',
  '%',
  '%zz',
  '\u0000',
  '\uFFFF',
  '😀',
  'x'.repeat(3_000),
]

const value = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...ODD_VALUES) },
  { weight: 2, arbitrary: fc.string({ maxLength: 30 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 20 }) },
  { weight: 1, arbitrary: fc.double().map(String) },
  { weight: 1, arbitrary: fc.integer().map(String) },
)

/** Parameter names: mostly the route's own, then anything. */
function paramName(route: RouteDef) {
  const own = Object.keys(route.query ? (queryShape(route.query) ?? {}) : {})
  const others = fc.oneof(fc.constantFrom('bogus', 'limit', 'offset', 'q'), fc.string())
  return own.length > 0
    ? fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...own) }, { weight: 1, arbitrary: others })
    : others
}

const pathId = fc.oneof(
  fc.constantFrom('abc', '0', 'loc-1', '..', '%2F', '%', '%zz', 'a'.repeat(2_000)),
  fc.string({ minLength: 1, maxLength: 20 }).map(encodeURIComponent),
)

function routeTarget(route: RouteDef) {
  return fc
    .tuple(pathId, fc.array(fc.tuple(paramName(route), value), { maxLength: 6 }), fc.boolean())
    .map(([id, pairs, slash]) => {
      const path = route.path.replace('{location_id}', id)
      const query = new URLSearchParams(pairs).toString()
      return `${slash ? path : path.replace(/\/$/, '')}${query === '' ? '' : `?${query}`}`
    })
}

const savedLocation = fc.record(
  {
    name: fc.oneof(fc.string(), fc.constant('x'.repeat(201)), fc.jsonValue()),
    labels: fc.oneof(fc.array(fc.string()), fc.jsonValue()),
    place_ids: fc.oneof(fc.constant(['5128581']), fc.array(fc.string()), fc.jsonValue()),
    geojson: fc.oneof(
      fc.constant({
        type: 'Feature',
        properties: { radius: 2, radius_unit: 'km' },
        geometry: { type: 'Point', coordinates: [-73.98, 40.75] },
      }),
      fc.jsonValue(),
    ),
    formatted_address: fc.oneof(fc.string(), fc.jsonValue()),
  },
  { requiredKeys: [] },
)

const featuresBody = fc.record(
  {
    active: fc.oneof(
      fc.constant({ gte: '2026-06-01', lte: '2026-06-20' }),
      fc.record({ gte: fc.string(), lte: fc.string() }),
      fc.jsonValue(),
    ),
    location: fc.oneof(
      fc.constant({ geo: { lat: 40.75, lon: -73.98, radius: '5km' } }),
      fc.jsonValue(),
    ),
    phq_attendance_concerts: fc.oneof(fc.constant(true), fc.jsonValue()),
  },
  { requiredKeys: [] },
)

const jsonBody = fc.oneof(
  { weight: 3, arbitrary: fc.oneof(savedLocation, featuresBody).map((b) => JSON.stringify(b)) },
  { weight: 2, arbitrary: fc.jsonValue({ maxDepth: 4 }).map((b) => JSON.stringify(b)) },
  { weight: 1, arbitrary: fc.string({ maxLength: 40 }) },
  {
    weight: 1,
    arbitrary: fc
      .integer({ min: MAX_BODY_BYTES - 10, max: 3 * MAX_BODY_BYTES })
      .map((size) => JSON.stringify({ name: 'n'.repeat(size) })),
  },
)

/** Header values fetch sends: printable ASCII (bytes above it go through raw sockets). */
const headerValue = fc
  .string({
    unit: fc.integer({ min: 0x20, max: 0x7e }).map((c) => String.fromCharCode(c)),
    maxLength: 40,
  })
  .map((v) => v.trim())

const headers = fc.record(
  {
    authorization: fc.oneof(
      { weight: 6, arbitrary: fc.constantFrom(...TOKENS).map((t) => `Bearer ${t}`) },
      { weight: 1, arbitrary: headerValue },
      {
        weight: 1,
        arbitrary: fc.constantFrom('Bearer', 'Basic ZGVtbw==', `Bearer ${'t'.repeat(5_000)}`),
      },
    ),
    'content-type': fc.constantFrom(
      'application/json',
      'text/plain',
      'application/x-www-form-urlencoded',
      ';;',
    ),
    accept: fc.constantFrom('application/json', 'text/html', '*/*', ''),
    'x-odd': headerValue,
  },
  { requiredKeys: ['authorization'] },
)

const METHODS = [
  'GET',
  'GET',
  'HEAD',
  'POST',
  'PUT',
  'DELETE',
  'OPTIONS',
  'PATCH',
  'PROPFIND',
  'BREW',
]

/** Requests fetch can send: every route, any method, odd headers; bodies on POST and PUT. */
export function fetchCases(perRoute: number, seed: number): FetchCase[] {
  return ROUTES.flatMap((route, index) =>
    fc.sample(
      fc
        .record({
          method: fc.oneof(
            { weight: 4, arbitrary: fc.constant(route.method) },
            { weight: 1, arbitrary: fc.constantFrom(...METHODS) },
          ),
          target: routeTarget(route),
          headers,
          body: jsonBody,
        })
        .map(({ method, target, headers, body }): FetchCase => ({
          kind: 'fetch',
          method,
          target,
          headers,
          ...((method === 'POST' || method === 'PUT') && { body }),
        })),
      { numRuns: perRoute, seed: seed + index },
    ),
  )
}
