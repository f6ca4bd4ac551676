// The route table: the 17 operations of the Event Intelligence API with their inputs, success
// response and error statuses. The client, the embedded service and the OpenAPI document all
// read this one table.
import { z } from 'zod'

import { accountSchema } from './account'
import { broadcastsCountResponse, broadcastsListResponse } from './broadcast'
import { demandSurgeResponse } from './demand-surge'
import { eventsCalendarResponse, eventsCountResponse, eventsListResponse } from './event'
import { featuresBody } from './features'
import { featuresResponse } from './features-response'
import { placeHierarchiesResponse, placesListResponse } from './place'
import { broadcastsQuery } from './query/broadcasts'
import { eventsQuery, savedLocationEventsQuery } from './query/events'
import { demandSurgeQuery, noQuery, suggestedRadiusQuery } from './query/misc'
import { placeHierarchiesQuery, placesQuery } from './query/places'
import { savedLocationsQuery } from './query/saved-locations'
import {
  createSavedLocationResponse,
  savedLocationBody,
  savedLocationEventsResponse,
  savedLocationSchema,
  savedLocationsListResponse,
} from './saved-location'
import { suggestedRadiusResponse } from './suggested-radius'

export interface RouteDef {
  readonly operationId: string
  readonly method: 'GET' | 'POST' | 'PUT' | 'DELETE'
  /** OpenAPI style, e.g. '/v1/saved-locations/{location_id}/'. */
  readonly path: string
  readonly summary: string
  readonly tag: string
  readonly pathParams?: z.ZodObject
  /** Raw URL form in, parsed form out. */
  readonly query?: z.ZodType
  readonly body?: z.ZodType
  readonly successStatus: 200 | 201 | 204
  /** null for 204. */
  readonly response: z.ZodType | null
  /** Statuses this operation may answer besides the success status. */
  readonly errors: readonly number[]
  /** Labelled beta: filters and response data may change (docs/api.md "Versioning"). */
  readonly beta?: boolean
}

const locationParams = z.object({ location_id: z.string().min(1) })

// Every operation is authenticated (401), subscription-gated (402, 403) and rate limited (429).
const GATED = [400, 401, 402, 403, 429] as const
const BY_ID = [400, 401, 402, 403, 404, 429] as const
// Operations with a JSON body may also answer 413 (contract/limits.ts MAX_BODY_BYTES).
const WITH_BODY = [...GATED, 413] as const
const BY_ID_WITH_BODY = [...BY_ID, 413] as const

export const routes = {
  searchBroadcasts: {
    operationId: 'searchBroadcasts',
    method: 'GET',
    path: '/v1/broadcasts/',
    tag: 'Broadcasts',
    beta: true,
    summary: 'Search broadcasts',
    query: broadcastsQuery,
    successStatus: 200,
    response: broadcastsListResponse,
    errors: GATED,
  },
  countBroadcasts: {
    operationId: 'countBroadcasts',
    method: 'GET',
    path: '/v1/broadcasts/count/',
    tag: 'Broadcasts',
    beta: true,
    summary: 'Count broadcasts',
    query: broadcastsQuery,
    successStatus: 200,
    response: broadcastsCountResponse,
    errors: GATED,
  },
  searchEvents: {
    operationId: 'searchEvents',
    method: 'GET',
    path: '/v1/events/',
    tag: 'Events',
    summary: 'Search events',
    query: eventsQuery,
    successStatus: 200,
    response: eventsListResponse,
    errors: GATED,
  },
  countEvents: {
    operationId: 'countEvents',
    method: 'GET',
    path: '/v1/events/count/',
    tag: 'Events',
    summary: 'Count events with rank, category and label breakdowns',
    query: eventsQuery,
    successStatus: 200,
    response: eventsCountResponse,
    errors: GATED,
  },
  eventsCalendar: {
    operationId: 'eventsCalendar',
    method: 'GET',
    path: '/v1/events/calendar/',
    tag: 'Events',
    summary: 'Events aggregated per active day',
    query: eventsQuery,
    successStatus: 200,
    response: eventsCalendarResponse,
    errors: GATED,
  },
  searchPlaces: {
    operationId: 'searchPlaces',
    method: 'GET',
    path: '/v1/places/',
    tag: 'Places',
    summary: 'Search places',
    query: placesQuery,
    successStatus: 200,
    response: placesListResponse,
    errors: GATED,
  },
  placeHierarchies: {
    operationId: 'placeHierarchies',
    method: 'GET',
    path: '/v1/places/hierarchies/',
    tag: 'Places',
    beta: true,
    summary: 'Place hierarchies by coordinate or by ids',
    query: placeHierarchiesQuery,
    successStatus: 200,
    response: placeHierarchiesResponse,
    errors: GATED,
  },
  createSavedLocation: {
    operationId: 'createSavedLocation',
    method: 'POST',
    path: '/v1/saved-locations/',
    tag: 'Saved locations',
    beta: true,
    summary: 'Create a saved location',
    body: savedLocationBody,
    successStatus: 201,
    response: createSavedLocationResponse,
    errors: WITH_BODY,
  },
  listSavedLocations: {
    operationId: 'listSavedLocations',
    method: 'GET',
    path: '/v1/saved-locations/',
    tag: 'Saved locations',
    beta: true,
    summary: 'List saved locations',
    query: savedLocationsQuery,
    successStatus: 200,
    response: savedLocationsListResponse,
    errors: GATED,
  },
  getSavedLocation: {
    operationId: 'getSavedLocation',
    method: 'GET',
    path: '/v1/saved-locations/{location_id}/',
    tag: 'Saved locations',
    beta: true,
    summary: 'Get a saved location',
    pathParams: locationParams,
    query: noQuery,
    successStatus: 200,
    response: savedLocationSchema,
    errors: BY_ID,
  },
  updateSavedLocation: {
    operationId: 'updateSavedLocation',
    method: 'PUT',
    path: '/v1/saved-locations/{location_id}/',
    tag: 'Saved locations',
    beta: true,
    summary: 'Replace a saved location',
    pathParams: locationParams,
    body: savedLocationBody,
    successStatus: 204,
    response: null,
    errors: BY_ID_WITH_BODY,
  },
  deleteSavedLocation: {
    operationId: 'deleteSavedLocation',
    method: 'DELETE',
    path: '/v1/saved-locations/{location_id}/',
    tag: 'Saved locations',
    beta: true,
    summary: 'Delete a saved location',
    pathParams: locationParams,
    successStatus: 204,
    response: null,
    errors: [401, 402, 403, 404, 429],
  },
  savedLocationEvents: {
    operationId: 'savedLocationEvents',
    method: 'GET',
    path: '/v1/saved-locations/{location_id}/insights/events/',
    tag: 'Saved locations',
    beta: true,
    summary: 'Events of a saved location',
    pathParams: locationParams,
    query: savedLocationEventsQuery,
    successStatus: 200,
    response: savedLocationEventsResponse,
    errors: BY_ID,
  },
  features: {
    operationId: 'features',
    method: 'POST',
    path: '/v1/features/',
    tag: 'Features',
    summary: 'Daily feature values for a date range and location',
    body: featuresBody,
    successStatus: 200,
    response: featuresResponse,
    errors: WITH_BODY,
  },
  demandSurge: {
    operationId: 'demandSurge',
    method: 'GET',
    path: '/v1/demand-surge/',
    tag: 'Demand surge',
    summary: 'Dates with attendance surges in a 90-day window',
    query: demandSurgeQuery,
    successStatus: 200,
    response: demandSurgeResponse,
    errors: GATED,
  },
  suggestedRadius: {
    operationId: 'suggestedRadius',
    method: 'GET',
    path: '/v1/suggested-radius/',
    tag: 'Suggested radius',
    summary: 'Suggested radius around a point',
    query: suggestedRadiusQuery,
    successStatus: 200,
    response: suggestedRadiusResponse,
    errors: GATED,
  },
  accountSelf: {
    operationId: 'accountSelf',
    method: 'GET',
    path: '/v1/accounts/self/',
    tag: 'Account',
    summary: "The caller's account",
    query: noQuery,
    successStatus: 200,
    response: accountSchema,
    errors: [400, 401, 429],
  },
} as const satisfies Record<string, RouteDef>

export type OperationId = keyof typeof routes
export type Route<Op extends OperationId> = (typeof routes)[Op]

type SchemaOf<Op extends OperationId, K extends 'query' | 'body' | 'pathParams'> =
  Route<Op> extends {
    readonly [P in K]: infer S extends z.ZodType
  }
    ? S
    : never

/** What a caller passes as query (raw URL form, numbers, booleans or string arrays). */
export type QueryInput<Op extends OperationId> = z.input<SchemaOf<Op, 'query'>>
/** The parsed query the service works with. */
export type QueryOutput<Op extends OperationId> = z.output<SchemaOf<Op, 'query'>>
export type BodyOutput<Op extends OperationId> = z.output<SchemaOf<Op, 'body'>>
export type PathParams<Op extends OperationId> = z.output<SchemaOf<Op, 'pathParams'>>
/** The success body; undefined for 204 operations. */
export type ResponseOf<Op extends OperationId> = Route<Op>['response'] extends infer R extends
  z.ZodType
  ? z.output<R>
  : undefined

export const OPERATION_IDS = Object.keys(routes) as OperationId[]

// Matching a request line: paths with or without the trailing slash (docs/api.md "Common
// conventions").

export interface RouteMatch {
  readonly operationId: OperationId
  readonly pathParams: Readonly<Record<string, string>>
}

interface Compiled {
  readonly operationId: OperationId
  readonly method: RouteDef['method']
  readonly re: RegExp
  readonly names: readonly string[]
}

const compiled: readonly Compiled[] = OPERATION_IDS.map((operationId) => {
  const route: RouteDef = routes[operationId]
  const names: string[] = []
  const body = route.path
    .replace(/\/$/, '')
    .replace(/[.*+?^$()|[\]\\]/g, '\\$&')
    .replace(/\{(\w+)\}/g, (_m, name: string) => {
      names.push(name)
      return '([^/]+)'
    })
  return { operationId, method: route.method, re: new RegExp(`^${body}/?$`), names }
})

function decode(segment: string): string | undefined {
  try {
    return decodeURIComponent(segment)
  } catch {
    return undefined
  }
}

/** The operation for a method and path, with decoded path params; undefined when none matches. */
export function matchRoute(method: string, pathname: string): RouteMatch | undefined {
  const upper = method.toUpperCase()
  for (const route of compiled) {
    if (route.method !== upper) continue
    const m = route.re.exec(pathname)
    if (!m) continue
    const values = route.names.map((_name, i) => decode(m[i + 1] ?? ''))
    if (values.some((v) => v === undefined || v === '')) continue
    const pathParams = Object.fromEntries(route.names.map((name, i) => [name, values[i] ?? '']))
    return { operationId: route.operationId, pathParams }
  }
  return undefined
}

/** Methods defined for a path (to answer 405 with an Allow header); empty when the path is unknown. */
export function allowedMethods(pathname: string): RouteDef['method'][] {
  return compiled.filter((r) => r.re.test(pathname)).map((r) => r.method)
}
