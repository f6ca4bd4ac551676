// 429 handling. docs/api.md "Limits": the rate limit is counted over one-second windows for the
// organisation, and clients are advised to retry 429 with exponential backoff. Only 429 is
// retried: other 4xx are answers about the request itself and would fail the same way again.
import { abortableSleep } from './abort'

export interface RetryOptions {
  /** Retries after the first attempt (default 4). 0 disables retrying. */
  retries?: number
  /** First backoff ceiling in ms (default 500: half of the rate limit's one-second window). */
  baseDelayMs?: number
  /** Largest backoff ceiling in ms (default 8000). */
  maxDelayMs?: number
  /** A Retry-After longer than this gives up at once instead of waiting (default 60000). */
  maxRetryAfterMs?: number
  /** Injectable for tests; must reject with the signal's reason when it aborts. */
  sleep?: (ms: number, signal?: AbortSignal) => Promise<void>
  /** Injectable for tests; a number in [0, 1). */
  random?: () => number
  /** Injectable for tests; the clock Retry-After dates are measured against. */
  now?: () => number
}

export type RetryPolicy = Required<RetryOptions>

export function retryPolicy(options: RetryOptions = {}): RetryPolicy {
  return {
    retries: options.retries ?? 4,
    baseDelayMs: options.baseDelayMs ?? 500,
    maxDelayMs: options.maxDelayMs ?? 8000,
    maxRetryAfterMs: options.maxRetryAfterMs ?? 60_000,
    sleep: options.sleep ?? abortableSleep,
    random: options.random ?? Math.random,
    now: options.now ?? Date.now,
  }
}

/**
 * Retry-After in ms: either delta-seconds or an HTTP date (RFC 9110 §10.2.3).
 * Undefined when absent or unreadable; a date in the past means "now" (0).
 */
export function parseRetryAfter(value: string | null, now: number): number | undefined {
  if (value === null) return undefined
  const text = value.trim()
  if (/^\d+$/.test(text)) return Number(text) * 1000
  const date = Date.parse(text)
  if (Number.isNaN(date)) return undefined
  return Math.max(0, date - now)
}

/**
 * Full jitter (a uniform wait below an exponentially growing ceiling) keeps many clients of one
 * organisation from retrying in lockstep. A Retry-After is a floor: the jitter is added on top so
 * that clients told the same instant still spread out. Undefined means "give up".
 */
export function backoffDelay(
  retryIndex: number,
  retryAfterMs: number | undefined,
  policy: RetryPolicy,
): number | undefined {
  const ceiling = Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** retryIndex)
  const jitter = Math.floor(policy.random() * ceiling)
  if (retryAfterMs === undefined) return jitter
  if (retryAfterMs > policy.maxRetryAfterMs) return undefined
  return retryAfterMs + jitter
}

/** What one attempt produced: a value, or a 429 with its Retry-After header and the error to throw. */
export type AttemptOutcome<T> =
  | { readonly kind: 'done'; readonly value: T }
  | { readonly kind: 'rate-limited'; readonly retryAfter: string | null; readonly error: Error }

/** Runs `attempt` until it is not rate limited, the retries are spent, or the signal aborts. */
export async function withRetry<T>(
  attempt: () => Promise<AttemptOutcome<T>>,
  policy: RetryPolicy,
  signal?: AbortSignal,
): Promise<T> {
  for (let retryIndex = 0; ; retryIndex++) {
    const outcome = await attempt()
    if (outcome.kind === 'done') return outcome.value
    if (retryIndex >= policy.retries) throw outcome.error
    const retryAfterMs = parseRetryAfter(outcome.retryAfter, policy.now())
    const delay = backoffDelay(retryIndex, retryAfterMs, policy)
    if (delay === undefined) throw outcome.error
    await policy.sleep(delay, signal)
    // An injected sleep may not watch the signal; never start another attempt once aborted.
    signal?.throwIfAborted()
  }
}
