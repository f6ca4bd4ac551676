import { QueryClient } from '@tanstack/react-query'
import type { QueryPersister } from '@tanstack/react-query'

/** Retries after a failed query; a client error will fail the same way again. */
const MAX_RETRIES = 2

/**
 * Reads an HTTP status from whatever a query function threw, if it carries one.
 * The typed API client throws errors with a numeric `status`; anything else
 * (network failures, aborted requests) has none.
 */
export function errorStatus(error: unknown): number | undefined {
  if (typeof error !== 'object' || error === null || !('status' in error)) return undefined
  const { status } = error
  return typeof status === 'number' ? status : undefined
}

/**
 * Whether react-query should try a failed query again. 4xx answers (401, 402, 403,
 * validation 400s) do not change on retry, so they surface at once; 429 is the
 * exception, but the API client already backs off on it (docs/api.md "Limits": retry 429
 * with exponential backoff), so react-query must not add a second retry loop on top.
 */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  const status = errorStatus(error)
  if (status !== undefined && status >= 400 && status < 500) return false
  return failureCount < MAX_RETRIES
}

/**
 * The one QueryClient of the app; a factory so tests get a fresh cache each. A `persister` keeps
 * queries' results between page loads (app/backend/kept-answers.ts).
 */
export function createQueryClient(persister?: QueryPersister): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        ...(persister && { persister }),
        retry: shouldRetry,
        // Analysts switch between the dashboard and spreadsheets all day; refetching every
        // view on focus would spend their rate limit (docs/api.md "Limits") for no new data.
        refetchOnWindowFocus: false,
        staleTime: 60_000,
        gcTime: 10 * 60_000,
      },
      mutations: { retry: false },
    },
  })
}
