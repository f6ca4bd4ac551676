// A failed account request in words about the connection itself: here a person is checking the
// token and the address, so the explanation names them (docs/api.md "Errors": 401, 402, 403).
import {
  errorMessageOf,
  isAbortError,
  isApiError,
  isForbidden,
  isNetworkError,
  isPaymentRequired,
  isUnauthorized,
  ResponseShapeError,
} from '../../api/errors'
import { explainError } from '../../components/states/error-message'
import type { ErrorExplanation } from '../../components/states/error-message'

/** How long "Test connection" waits for an answer before it says so. */
export const TEST_TIMEOUT_MS = 10_000

/**
 * `serviceUrl` names where the requests went, for people: the backend's base URL, or this page's
 * origin for the embedded service and the same-origin proxy.
 */
export function explainConnectionError(error: unknown, serviceUrl: string): ErrorExplanation {
  if (isUnauthorized(error)) {
    return {
      title: 'The access token was not accepted',
      detail: `${serviceUrl} answered 401: the token is missing, mistyped or revoked. Check the access token below.`,
      retryable: false,
    }
  }
  if (isPaymentRequired(error)) {
    return {
      title: 'The subscription has expired',
      detail:
        'The token is valid, but the subscription of its account has expired or payment is due, so the API returns no data. Renew the plan, or use the token of another account.',
      retryable: false,
    }
  }
  if (isForbidden(error)) {
    return {
      title: 'This account may not read its details',
      detail: errorMessageOf(error.body) ?? 'The API refused the request (403).',
      retryable: false,
    }
  }
  if (isNetworkError(error)) {
    return {
      title: `Cannot reach ${serviceUrl}`,
      detail:
        'Nothing answered at that address. Check that it is right and the server is running, and that it allows requests from this page (CORS).',
      retryable: true,
    }
  }
  if (isAbortError(error)) {
    return {
      title: `No answer from ${serviceUrl}`,
      detail: `The server did not answer within ${String(TEST_TIMEOUT_MS / 1000)} seconds.`,
      retryable: true,
    }
  }
  if (error instanceof ResponseShapeError || (isApiError(error) && error.status === 404)) {
    return {
      title: `${serviceUrl} does not look like the Event Intelligence API`,
      detail:
        'The address answered, but not with an account. Check the base URL: it is the part before /v1.',
      retryable: false,
    }
  }
  return explainError(error)
}

/** Where requests of a base URL go, as a person reads it ('' = this page's own server). */
export function serviceUrlOf(baseUrl: string, pageOrigin: string): string {
  return baseUrl === '' ? pageOrigin : baseUrl
}
