// react-query glue: stable keys per operation and input, and queryOptions that call the client
// with react-query's AbortSignal (so a superseded or unmounted query cancels its request).
import { queryOptions } from '@tanstack/react-query'

import { toSearchParams } from '../contract/query/parse'
import type { QueryParamsInput } from '../contract/query/parse'
import { routes } from '../contract/routes'
import type { OperationId, Route } from '../contract/routes'
import type { ApiClient } from './client'
import type { CallOptions, InputArgs, OutputOf } from './operation-types'
import { pathParamNames } from './url'

const ROOT = 'api'

/**
 * The input as the request will carry it, so two inputs that send the same request share a key:
 * path parameters and query members become the strings of the URL (`['a','b']` and `'a,b'` are
 * one comma list, docs/api.md "Multiple values"), bodies lose undefined members, and keys are
 * sorted.
 */
export function normaliseInput(op: OperationId, input: unknown): Readonly<Record<string, unknown>> {
  const route: Route<OperationId> = routes[op]
  const values = isRecord(input) ? input : {}
  const names = new Set(pathParamNames(route.path))
  const out: Record<string, unknown> = {}
  for (const name of names) {
    const value = values[name]
    if (typeof value === 'string' || typeof value === 'number') out[name] = String(value)
  }
  const rest = Object.fromEntries(Object.entries(values).filter(([key]) => !names.has(key)))
  if ('body' in route) {
    Object.assign(out, canonical(rest))
  } else {
    // The query input type is the schema's z.input: QueryParamsInput members.
    for (const [key, value] of toSearchParams(rest as QueryParamsInput)) out[key] = value
  }
  return sortKeys(out)
}

export const queryKeys = {
  /** Every API query (to clear the cache when the connection or token changes). */
  all: [ROOT] as const,
  /** Every query of one operation (to invalidate after a write, e.g. listSavedLocations). */
  operation: <Op extends OperationId>(op: Op) => [ROOT, op] as const,
  /** One request. */
  request: <Op extends OperationId>(op: Op, ...[input]: InputArgs<Route<Op>>) =>
    [ROOT, op, normaliseInput(op, input)] as const,
}

/** Calls `client[op]`; the one place where an operation id picks its method dynamically. */
export function callOperation<Op extends OperationId>(
  client: ApiClient,
  op: Op,
  input: InputArgs<Route<Op>>[0],
  options?: CallOptions,
): Promise<OutputOf<Route<Op>>> {
  // `client[op]` is a union of 17 signatures the compiler cannot correlate with `input`;
  // InputArgs<Route<Op>> guarantees the pairing at every call site.
  const method = client[op] as (input: unknown, options?: CallOptions) => Promise<unknown>
  return method(input, options) as Promise<OutputOf<Route<Op>>>
}

/** `useQuery(apiQueryOptions(client, 'searchEvents', query))`, with react-query's signal passed on. */
export function apiQueryOptions<Op extends OperationId>(
  client: ApiClient,
  op: Op,
  ...args: InputArgs<Route<Op>>
) {
  const [input] = args
  return queryOptions({
    queryKey: queryKeys.request(op, ...args),
    queryFn: ({ signal }) => callOperation(client, op, input, { signal }),
  })
}

function isRecord(value: unknown): value is Readonly<Record<string, unknown>> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

function sortKeys(record: Readonly<Record<string, unknown>>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(record).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
}

/** A JSON value with undefined members dropped and object keys sorted, at every depth. */
function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical)
  if (!isRecord(value)) return value
  const entries = Object.entries(value).filter(([, member]) => member !== undefined)
  return sortKeys(Object.fromEntries(entries.map(([key, member]) => [key, canonical(member)])))
}
