// Failures of an API call, as values a caller can branch on.
// Statuses and bodies follow docs/api.md "Errors" (src/contract/errors.ts).
import { badRequestBody, errorMessageBody } from '../contract/errors'
import type { FieldError } from '../contract/errors'

/** One entry of a 400 body's validation list: `{field, msg, type}` (docs/api.md "Errors"). */
export type ValidationIssue = FieldError

/** A response outside 2xx. `body` is the parsed JSON when it parses, else the raw text. */
export class ApiError extends Error {
  override readonly name = 'ApiError'
  readonly status: number
  readonly body: unknown
  readonly operationId: string
  readonly url: string
  /** The `{field, msg, type}` list of a 400 (empty when the body has none). */
  readonly issues: readonly ValidationIssue[]

  constructor(init: { status: number; body: unknown; operationId: string; url: string }) {
    super(`${init.operationId} failed with status ${init.status}: ${describeBody(init.body)}`)
    this.status = init.status
    this.body = init.body
    this.operationId = init.operationId
    this.url = init.url
    this.issues = init.status === 400 ? issuesOf(init.body) : []
  }
}

/** fetch itself failed (offline, DNS, CORS, reset): no status exists. Aborts are not wrapped. */
export class NetworkError extends Error {
  override readonly name = 'NetworkError'
  readonly operationId: string
  readonly url: string

  constructor(init: { operationId: string; url: string; cause: unknown }) {
    super(`${init.operationId} could not reach ${init.url}`, { cause: init.cause })
    this.operationId = init.operationId
    this.url = init.url
  }
}

/** The server answered 2xx but the body does not match the contract's response schema. */
export class ResponseShapeError extends Error {
  override readonly name = 'ResponseShapeError'
  readonly operationId: string
  readonly url: string

  constructor(init: { operationId: string; url: string; cause: unknown }) {
    super(`${init.operationId} returned a body that does not match the contract`, {
      cause: init.cause,
    })
    this.operationId = init.operationId
    this.url = init.url
  }
}

type ApiErrorWith<S extends number> = ApiError & { readonly status: S }

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError
const hasStatus =
  <S extends number>(status: S) =>
  (error: unknown): error is ApiErrorWith<S> =>
    isApiError(error) && error.status === status

export const isValidationError = hasStatus(400)
export const isUnauthorized = hasStatus(401)
export const isPaymentRequired = hasStatus(402)
export const isForbidden = hasStatus(403)
export const isNotFound = hasStatus(404)
export const isRateLimited = hasStatus(429)
/** 507: the service had no room to store a write (the embedded service: the browser's storage). */
export const isInsufficientStorage = hasStatus(507)
export const isNetworkError = (error: unknown): error is NetworkError =>
  error instanceof NetworkError

/** True for an abort, whatever raised it (fetch, the pool queue, a backoff sleep). */
export function isAbortError(error: unknown): boolean {
  return error instanceof Error && (error.name === 'AbortError' || error.name === 'TimeoutError')
}

/** The `error` text of a body, when it has one: a sentence to show a person. */
export function errorMessageOf(body: unknown): string | undefined {
  const parsed = errorMessageBody.safeParse(body)
  return parsed.success ? parsed.data.error : undefined
}

/** The `{field, msg, type}` list of any of the three 400 shapes (empty for `{error}` alone). */
function issuesOf(body: unknown): ValidationIssue[] {
  const parsed = badRequestBody.safeParse(body)
  if (!parsed.success) return []
  const { data } = parsed
  if (Array.isArray(data.error)) return data.error
  return 'details' in data ? data.details : []
}

function describeBody(body: unknown): string {
  const message = errorMessageOf(body)
  if (message !== undefined) return message
  const issues = issuesOf(body)
  if (issues.length > 0) return issues.map((i) => `${i.field}: ${i.msg}`).join('; ')
  if (typeof body === 'string') return body.slice(0, 200)
  return 'no details'
}
