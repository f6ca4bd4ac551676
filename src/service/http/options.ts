// OPTIONS "endpoint info" (docs/api.md "Common conventions") and the CORS headers that let a page
// on another origin call `npm run api` directly.
import { matchRoute, OPERATION_IDS, routes } from '../../contract/routes'
import { queryShape } from '../../contract/query/define'
import type { RouteDef } from '../../contract/routes'
import { errorResponse, json, notFound } from './respond'

export const CORS_HEADERS: Readonly<Record<string, string>> = {
  'access-control-allow-origin': '*',
  'access-control-allow-headers': 'Authorization, Content-Type, Accept',
  'access-control-allow-methods': 'GET, POST, PUT, DELETE, HEAD, OPTIONS',
  // Date: the service's clock, which a page reads to stand where the data stands (src/api/server-clock.ts).
  'access-control-expose-headers': 'Retry-After, Date',
}

/** The response with the CORS headers set: every answer carries them, whoever writes it. */
export function withCors(response: Response): Response {
  const headers = new Headers(response.headers)
  for (const [name, value] of Object.entries(CORS_HEADERS)) headers.set(name, value)
  return new Response(response.body, { status: response.status, headers })
}

function describe(route: RouteDef) {
  const shape = route.query ? queryShape(route.query) : undefined
  return {
    operation: route.operationId,
    method: route.method,
    summary: route.summary,
    parameters: shape ? Object.keys(shape) : [],
    body: route.body !== undefined,
  }
}

export function optionsResponse(pathname: string): Response {
  const operations = OPERATION_IDS.map((id): RouteDef => routes[id]).filter(
    (route) => matchRoute(route.method, pathname)?.operationId === route.operationId,
  )
  if (operations.length === 0) return errorResponse(notFound())
  const methods = [...operations.map((route) => route.method), 'HEAD', 'OPTIONS']
  return json(
    200,
    {
      renders: ['application/json'],
      parses: ['application/json'],
      operations: operations.map(describe),
    },
    { allow: methods.join(', ') },
  )
}
