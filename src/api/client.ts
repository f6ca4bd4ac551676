// The typed API client: one method per operation of the route table, all built by one function.
import type { z } from 'zod'

import { routes } from '../contract/routes'
import { toSearchParams } from '../contract/query/parse'
import type { QueryParamsInput } from '../contract/query/parse'
import { ResponseShapeError } from './errors'
import { createTransport } from './http'
import type { Transport, TransportOptions } from './http'
import type { CallOptions, ClientOf, RouteLike, RouteTable } from './operation-types'
import type { Projection } from './json-projection'
import { projectionOf } from './schema-projection'
import { fillPath, joinUrl, pathParamNames, rebaseLink, withQuery } from './url'

export interface ClientOptions extends TransportOptions {
  /**
   * Parse every 2xx body with the contract's response schema (default true), so a drifting
   * backend fails loudly at the boundary instead of deep inside a chart.
   */
  validateResponses?: boolean
}

/** The client of the Event Intelligence API: one method per operation id of the contract. */
export type ApiClient = ClientOf<typeof routes>

/**
 * `createClient({ baseUrl: '', token })` talks to the same origin (the embedded service's worker or
 * the dev proxy); an absolute `baseUrl` talks to a backend directly.
 */
export function createClient(options: ClientOptions): ApiClient {
  return createClientFor(routes, options)
}

/** Builds a client over any route table; `createClient` binds it to the contract's routes. */
export function createClientFor<T extends RouteTable>(
  table: T,
  options: ClientOptions,
): ClientOf<T> {
  const transport = createTransport(options)
  const validate = options.validateResponses ?? true
  const methods: Record<string, UntypedMethod> = {}
  for (const [key, route] of Object.entries(table)) {
    methods[key] = operationMethod(route, transport, validate)
  }
  // Each method's signature is ClientMethod<T[key]>: it sends what InputOf reads off the route's
  // schemas and yields what its response schema parses to (undefined for 204 routes), a link the
  // compiler cannot follow through the conditional types.
  return Object.freeze(methods) as unknown as ClientOf<T>
}

/** The URL and body one call sends, split out of its single input object. */
function requestParts(
  route: RouteLike,
  baseUrl: string,
  input: unknown,
): { url: string; body: unknown } {
  const values = isRecord(input) ? input : {}
  const names = new Set(pathParamNames(route.path))
  const rest = Object.fromEntries(Object.entries(values).filter(([key]) => !names.has(key)))
  const url = joinUrl(baseUrl, fillPath(route.path, values))
  return {
    // The method's input type is the query schema's z.input, i.e. QueryParamsInput members.
    url: route.query ? withQuery(url, toSearchParams(rest as QueryParamsInput)) : url,
    body: route.body ? rest : undefined,
  }
}

type Call = (input?: unknown, options?: CallOptions) => Promise<unknown>

type UntypedMethod = Call & {
  readonly operationId: string
  follow(link: string, options?: CallOptions): Promise<unknown>
  url(input?: unknown): string
  reading(schema: z.ZodType): Call
}

function operationMethod(route: RouteLike, transport: Transport, validate: boolean): UntypedMethod {
  const receive = async (
    schema: z.ZodType | null,
    url: string,
    body: unknown,
    method: string,
    options?: CallOptions,
    keep?: Projection,
  ) => {
    const json = await transport.send({
      operationId: route.operationId,
      method,
      url,
      body,
      signal: options?.signal,
      priority: options?.priority,
      keep,
    })
    if (!schema || !validate) return json
    // Synchronous: the contract has no asynchronous checks, and zod's asynchronous parse costs
    // half as much again on a page of a thousand events.
    const parsed = schema.safeParse(json)
    if (!parsed.success) {
      throw new ResponseShapeError({ operationId: route.operationId, url, cause: parsed.error })
    }
    return parsed.data
  }
  const callWith =
    (schema: z.ZodType | null, keep?: Projection): Call =>
    (input, options) => {
      const { url, body } = requestParts(route, transport.baseUrl, input)
      return receive(schema, url, body, route.method, options, keep)
    }
  const follow = (link: string, options?: CallOptions) =>
    receive(route.response, rebaseLink(link, transport.baseUrl), undefined, 'GET', options)
  const url = (input?: unknown) => requestParts(route, transport.baseUrl, input).url
  return Object.assign(callWith(route.response), {
    operationId: route.operationId,
    follow,
    url,
    // A narrower reader of the same answer (a map's page): only what it reads is built.
    reading: (schema: z.ZodType) => callWith(schema, projectionOf(schema)),
  })
}

function isRecord(value: unknown): value is Readonly<Record<string, unknown>> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}
