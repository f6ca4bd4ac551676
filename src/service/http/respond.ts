// Response helpers shared by every handler. The service answers JSON only (spec: Common
// conventions, "JSON is the only response format").

const JSON_HEADERS = { 'content-type': 'application/json; charset=utf-8' } as const

export function json(status: number, body: unknown, headers?: Record<string, string>): Response {
  return new Response(JSON.stringify(body), { status, headers: { ...JSON_HEADERS, ...headers } })
}

export function noContent(): Response {
  return new Response(null, { status: 204 })
}

/**
 * A failure a handler raises with the exact status and body the spec gives it; the adapter
 * turns it into a response, so handlers stay plain functions that return their result.
 */
export class ServiceError extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown,
    readonly headers: Record<string, string> = {},
  ) {
    super(`HTTP ${status}`)
    this.name = 'ServiceError'
  }
}

/** The JSON response of a ServiceError: its status, body and headers. */
export const errorResponse = (error: ServiceError): Response =>
  json(error.status, error.body, error.headers)

export const notFound = (): ServiceError => new ServiceError(404, { error: 'not found' })

export const badRequest = (error: string): ServiceError => new ServiceError(400, { error })

/** The query-validation 400 shape of the spec's Errors table. */
export const invalidParameter = (field: string, msg: string, type = 'value_error'): ServiceError =>
  new ServiceError(400, { error: [{ field, msg, type }] })
