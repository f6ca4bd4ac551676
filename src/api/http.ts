// One HTTP exchange with the API: headers, the pool, 429 retries, and status -> error mapping.
// Headers follow docs/api.md "Common conventions": bearer token, JSON, Content-Type with a body.
import { noteServerDate } from './server-clock'
import { ApiError, NetworkError, isAbortError } from './errors'
import { createPool } from './pool'
import type { Pool } from './pool'
import { retryPolicy, withRetry } from './retry'
import type { AttemptOutcome, RetryOptions, RetryPolicy } from './retry'
import { isApiOrigin } from './url'
import { bodyOf } from './json-projection'
import type { Projection } from './json-projection'
import { readBodyProjected } from './off-thread-json'

export type FetchLike = (input: string, init: RequestInit) => Promise<Response>

export interface TransportOptions {
  /** '' for same origin ('/v1/...' through a service worker or dev proxy), or an absolute URL. */
  baseUrl: string
  /**
   * The API key sent as a bearer token, to `baseUrl`'s origin only; a function is read on every
   * request; '' sends no Authorization header.
   */
  token: string | (() => string)
  /** Defaults to the global fetch, looked up per request so test interceptors installed later apply. */
  fetch?: FetchLike
  /** Requests in flight at once (default 4). */
  concurrency?: number
  retry?: RetryOptions
}

export interface HttpRequest {
  readonly operationId: string
  readonly method: string
  readonly url: string
  readonly body?: unknown
  readonly signal?: AbortSignal | undefined
  readonly priority?: RequestPriority | undefined
  /** What the caller reads of a 2xx body; the rest is never built on the page's thread. */
  readonly keep?: Projection | undefined
}

export interface Transport {
  readonly baseUrl: string
  readonly pool: Pool
  readonly retry: RetryPolicy
  /** The parsed JSON body of a 2xx, or undefined when it has none (204). */
  send(request: HttpRequest): Promise<unknown>
}

export function createTransport(options: TransportOptions): Transport {
  const pool = createPool(options.concurrency ?? 4)
  const retry = retryPolicy(options.retry)
  const token = options.token
  const fetchImpl: FetchLike = options.fetch ?? ((input, init) => globalThis.fetch(input, init))

  const attempt = async (request: HttpRequest): Promise<AttemptOutcome<unknown>> => {
    const headers = new Headers({ Accept: 'application/json' })
    const key = typeof token === 'function' ? token() : token
    // The one place the key is attached, so the one rule that guards it: only requests to the
    // API's own origin carry it, whatever URL a caller or a backend's `next` link (url.ts
    // rebaseLink) produced. An empty key sends no header: in proxy mode the dev and preview
    // servers add the server's own token (vite.config.ts).
    if (key !== '' && isApiOrigin(request.url, options.baseUrl)) {
      headers.set('Authorization', `Bearer ${key}`)
    }
    const init: RequestInit = { method: request.method, headers }
    if (request.signal) init.signal = request.signal
    if (request.priority) init.priority = request.priority
    if (request.body !== undefined) {
      headers.set('Content-Type', 'application/json')
      init.body = JSON.stringify(request.body)
    }
    let response: Response
    try {
      response = await fetchImpl(request.url, init)
    } catch (error) {
      // An abort stays what it is, so callers (and react-query) recognise a cancellation.
      if (request.signal?.aborted || isAbortError(error)) throw error
      throw new NetworkError({ operationId: request.operationId, url: request.url, cause: error })
    }
    noteServerDate(options.baseUrl, response.headers.get('Date'))
    if (response.ok && request.keep) {
      return { kind: 'done', value: await readBodyProjected(response, request.keep) }
    }
    const body = await readBody(response)
    if (response.ok) return { kind: 'done', value: body }
    const error = new ApiError({
      status: response.status,
      body,
      operationId: request.operationId,
      url: request.url,
    })
    if (response.status === 429) {
      return { kind: 'rate-limited', retryAfter: response.headers.get('Retry-After'), error }
    }
    throw error
  }

  return {
    baseUrl: options.baseUrl,
    pool,
    retry,
    send: (request) =>
      withRetry(() => pool.run(() => attempt(request), request.signal), retry, request.signal),
  }
}

/** JSON when the body parses, the text when it does not, undefined when there is none. */
async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204 || response.status === 205) return undefined
  return bodyOf(await response.text())
}
