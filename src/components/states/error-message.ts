// Plain-words explanations of failed requests (docs/api.md "Errors": 401, 402, 403, 429), for
// people who do not read status codes.
import {
  ResponseShapeError,
  errorMessageOf,
  isApiError,
  isForbidden,
  isInsufficientStorage,
  isNetworkError,
  isPaymentRequired,
  isRateLimited,
  isUnauthorized,
  isValidationError,
} from '../../api/errors'

export interface ErrorExplanation {
  readonly title: string
  readonly detail: string
  /** Whether trying again can help (a bad token or an expired plan will fail the same way). */
  readonly retryable: boolean
}

export function explainError(error: unknown): ErrorExplanation {
  if (isUnauthorized(error)) {
    return {
      title: 'You are not signed in to the API',
      detail:
        'The access token was missing or not accepted. Check the token in Account settings, then try again.',
      retryable: false,
    }
  }
  if (isPaymentRequired(error)) {
    return {
      title: 'Your subscription has expired',
      detail:
        'Your subscription has expired or payment is due, so the API is not returning data. Renew the plan, or switch to another account in Account settings.',
      retryable: false,
    }
  }
  if (isForbidden(error)) {
    return {
      title: 'Your plan does not include this data',
      detail:
        'The account you are using is not allowed to see this kind of data. Ask your administrator to add it to the plan, or use another account.',
      retryable: false,
    }
  }
  if (isRateLimited(error)) {
    return {
      title: 'Too many requests',
      detail:
        'Your organisation sent more requests per second than its plan allows. Wait a moment and try again.',
      retryable: true,
    }
  }
  if (isInsufficientStorage(error)) {
    // The embedded service's answer says where (this browser's storage) and that nothing saved
    // before was lost (docs/security.md "Storage").
    return {
      title: 'No room to save this',
      detail:
        errorMessageOf(error.body) ??
        'The API has no room left to store it. Locations saved before are kept.',
      retryable: true,
    }
  }
  if (isValidationError(error)) {
    const issues = error.issues.map((issue) => `${issue.field}: ${issue.msg}`).join('; ')
    return {
      title: 'The API did not accept these filters',
      detail: issues === '' ? (errorMessageOf(error.body) ?? 'Bad request.') : issues,
      retryable: false,
    }
  }
  if (isNetworkError(error)) {
    return {
      title: 'The API could not be reached',
      detail: 'Check your connection or the API address in Account settings, then try again.',
      retryable: true,
    }
  }
  if (error instanceof ResponseShapeError) {
    // The client checks answers against the contract (src/api/client.ts): the request failed, not
    // the view, so this reads as a request failure rather than the route's "Something went wrong".
    return {
      title: 'The API answered in a form this dashboard does not read',
      detail:
        'The answer does not match the Event Intelligence API contract, so it is not shown. The backend may be newer or older than this dashboard.',
      retryable: false,
    }
  }
  if (isApiError(error)) {
    return {
      title: `The API answered with status ${error.status}`,
      detail: errorMessageOf(error.body) ?? 'Something went wrong on the server.',
      retryable: true,
    }
  }
  return {
    title: 'Something went wrong',
    detail: error instanceof Error ? error.message : String(error),
    retryable: true,
  }
}
