// Response helpers shared by every handler. The service answers JSON only (docs/api.md "Common
// conventions").

import type {
  BodyValidationErrorBody,
  ErrorMessageBody,
  FieldError,
  QueryValidationErrorBody,
} from '../../contract/errors'

const JSON_HEADERS = { 'content-type': 'application/json; charset=utf-8' } as const

export function json(status: number, body: unknown, headers?: Record<string, string>): Response {
  return new Response(JSON.stringify(body), { status, headers: { ...JSON_HEADERS, ...headers } })
}

export function noContent(): Response {
  return new Response(null, { status: 204 })
}

/**
 * A failure a handler raises with the exact status and body of docs/api.md "Errors"; the adapter
 * turns it into a response, so handlers stay plain functions that return their result.
 */
/** Every error body the service answers with: the three shapes of contract/errors.ts. */
export type ErrorBody = ErrorMessageBody | BodyValidationErrorBody | QueryValidationErrorBody

export class ServiceError extends Error {
  constructor(
    readonly status: number,
    readonly body: ErrorBody,
    readonly headers: Record<string, string> = {},
  ) {
    super(`HTTP ${status}`)
    this.name = 'ServiceError'
  }
}

/** The JSON response of a ServiceError: its status, body and headers. */
export const errorResponse = (error: ServiceError): Response =>
  json(error.status, error.body, error.headers)

// The named errors: every failure the service answers is built by one of these, so each status
// has one body shape (contract/errors.ts) and one wording.

/** Any status with a message body: the transport's own refusals (408, 413, 417, 431…). */
export const httpError = (
  status: number,
  error: string,
  headers: Record<string, string> = {},
): ServiceError => new ServiceError(status, { error }, headers)

export const badRequest = (error: string): ServiceError => httpError(400, error)

/** The body-validation 400: a message and the fields at fault. */
export const invalidBody = (
  details: readonly FieldError[],
  error = 'invalid request body',
): ServiceError => new ServiceError(400, { error, details: [...details] })

/** The query-validation 400: the fields at fault. */
export const invalidQuery = (details: readonly FieldError[]): ServiceError =>
  new ServiceError(400, { error: [...details] })

export const invalidParameter = (field: string, msg: string, type = 'value_error'): ServiceError =>
  invalidQuery([{ field, msg, type }])

export const unauthorized = (error: string): ServiceError => httpError(401, error)

export const paymentRequired = (error: string): ServiceError => httpError(402, error)

export const forbidden = (error: string): ServiceError => httpError(403, error)

export const notFound = (): ServiceError => httpError(404, 'not found')

export const methodNotAllowed = (method: string, allow: readonly string[]): ServiceError =>
  httpError(405, `method ${method} not allowed`, { allow: allow.join(', ') })

export const tooManyRequests = (retryAfterSeconds: number): ServiceError =>
  httpError(429, 'Request was throttled: rate limit exceeded.', {
    'retry-after': String(retryAfterSeconds),
  })

/** A temporary limit (docs/api.md "Limits"): the server sheds a request it cannot answer soon. */
export const serviceBusy = (): ServiceError =>
  httpError(429, 'Request was throttled: the service is busy, retry after Retry-After.', {
    'retry-after': '1',
  })
