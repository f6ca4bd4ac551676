// The embedded API as one web-standard fetch handler: route, authenticate, rate-limit, gate by
// subscription, validate against the contract, call the operation's handler, serialise. Every
// transport (MSW in the browser, msw/node, the Node HTTP server) wraps this one function.
import { matchRoute, routes } from '../../contract/routes'
import type { OperationId, RouteDef } from '../../contract/routes'
import { bodyErrorBody, parseQuery } from '../../contract/query/parse'
import { makeFeaturesBody } from '../../contract/features'
import { authenticate } from '../auth/authenticate'
import { RateLimiter } from '../auth/rate-limit'
import { checkSubscription } from '../auth/gate'
import { readJson } from '../http/body'
import { unroutable } from '../http/methods'
import {
  errorResponse,
  invalidBody,
  invalidParameter,
  invalidQuery,
  json,
  noContent,
  ServiceError,
  tooManyRequests,
  unauthorized,
} from '../http/respond'
import { optionsResponse, withCors } from '../http/options'
import { answerCacheControl } from './keep-answer'
import type { HandlerTable, RequestContext } from '../handlers/types'
import type { FetchHandler } from './fetch-handler'

export interface ServiceOptions {
  readonly handlers: HandlerTable
  /** The service clock (epoch ms); injected so tests and SERVICE_NOW control time. */
  readonly clock: () => number
  /** Extra documents served as-is, e.g. `/v1/openapi.json`. */
  readonly documents?: Readonly<Record<string, () => unknown>>
  /**
   * The organisations' request windows; a new one when absent. Services that answer one page in
   * turn (the near and the whole one of a worker) share one, so together they keep the limit.
   */
  readonly limiter?: RateLimiter
}

function bodySchema(operationId: OperationId, route: RouteDef, now: number) {
  // The features date bounds move with the clock (max date: end of next calendar year).
  return operationId === 'features' ? makeFeaturesBody(() => new Date(now)) : route.body
}

async function validatedInput(
  operationId: OperationId,
  request: Request,
  url: URL,
  pathParams: Readonly<Record<string, string>>,
  now: number,
) {
  const route: RouteDef = routes[operationId]
  let query: unknown = undefined
  if (route.query) {
    const parsed = parseQuery(route.query, url.searchParams)
    if (!parsed.ok) throw invalidQuery(parsed.body.error)
    query = parsed.value
  } else if ([...url.searchParams.keys()].length > 0) {
    const field = [...url.searchParams.keys()][0] ?? 'query'
    throw invalidParameter(field, `unknown parameter ${field}`, 'unknown_parameter')
  }
  let body: unknown = undefined
  const schema = bodySchema(operationId, route, now)
  if (schema) {
    const parsed = schema.safeParse(await readJson(request))
    if (!parsed.success) throw invalidBody(bodyErrorBody(parsed.error).details)
    body = parsed.data
  }
  const params = route.pathParams ? route.pathParams.parse(pathParams) : undefined
  return { query, body, params }
}

export function createService(options: ServiceOptions): FetchHandler {
  const limiter = options.limiter ?? new RateLimiter()

  async function dispatch(request: Request): Promise<Response> {
    const url = new URL(request.url)
    const method = request.method.toUpperCase()
    const document = options.documents?.[url.pathname]
    if (document && (method === 'GET' || method === 'HEAD')) return json(200, document())
    if (method === 'OPTIONS') return optionsResponse(url.pathname)

    // HEAD answers what GET would, without the body (docs/api.md "Common conventions").
    const match = matchRoute(method === 'HEAD' ? 'GET' : method, url.pathname)
    if (!match) throw unroutable(method, url.pathname)

    const auth = authenticate(request.headers.get('authorization'))
    if (!auth.ok) throw unauthorized(auth.message)
    const { organisation } = auth
    const now = options.clock()
    const rate = limiter.take(organisation.id, organisation.subscription.rateLimit, now)
    if (!rate.allowed) {
      throw tooManyRequests(rate.retryAfterSeconds)
    }
    checkSubscription(match.operationId, organisation)

    const input = await validatedInput(match.operationId, request, url, match.pathParams, now)
    const ctx: RequestContext = { organisation, now, url }
    const handler = options.handlers[match.operationId] as (
      input: unknown,
      ctx: RequestContext,
    ) => unknown
    const result = await handler(input, ctx)
    const route: RouteDef = routes[match.operationId]
    if (route.successStatus === 204) return noContent()
    const cacheControl = answerCacheControl(match.operationId, input.query, organisation, now)
    return json(route.successStatus, result, { 'cache-control': cacheControl })
  }

  return {
    async fetch(request) {
      let response: Response
      try {
        response = await dispatch(request)
      } catch (error) {
        if (!(error instanceof ServiceError)) throw error
        response = errorResponse(error)
      }
      const answer = withCors(response)
      // Every answer is dated by the service clock, as HTTP asks of a server; with SERVICE_NOW
      // that is the dataset's time, not the machine's (docs/location-changes.md "The baseline").
      answer.headers.set('date', new Date(options.clock()).toUTCString())
      // HEAD answers what GET would, without the body (docs/api.md "Common conventions").
      return request.method.toUpperCase() === 'HEAD'
        ? new Response(null, { status: answer.status, headers: answer.headers })
        : answer
    },
  }
}
