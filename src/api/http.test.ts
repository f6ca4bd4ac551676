// The transport over real fetch and real Request/Response objects, answered by msw/node.
import { HttpResponse, http } from 'msw'
import { describe, expect, it } from 'vitest'

import {
  ApiError,
  NetworkError,
  isAbortError,
  isForbidden,
  isNotFound,
  isPaymentRequired,
  isRateLimited,
  isUnauthorized,
  isValidationError,
} from './errors'
import { createTransport } from './http'
import type { TransportOptions } from './http'
import { BASE, startMswServer } from '../testing/api-fixtures'

const server = startMswServer()

/** A transport whose backoff sleeps are recorded instead of waited. */
function recordingTransport(overrides: Partial<TransportOptions> = {}) {
  const sleeps: number[] = []
  const transport = createTransport({
    baseUrl: BASE,
    token: 'secret',
    ...overrides,
    retry: {
      random: () => 0.5,
      sleep: (ms) => {
        sleeps.push(ms)
        return Promise.resolve()
      },
      ...overrides.retry,
    },
  })
  return { transport, sleeps }
}

const get = (path: string, signal?: AbortSignal) => ({
  operationId: 'probe',
  method: 'GET',
  url: `${BASE}${path}`,
  signal,
})

describe('createTransport', () => {
  it('sends the bearer token and JSON headers, and a JSON body only when there is one', async () => {
    const seen: {
      auth: string | null
      accept: string | null
      type: string | null
      body: string
    }[] = []
    server.use(
      http.all(`${BASE}/v1/echo/`, async ({ request }) => {
        seen.push({
          auth: request.headers.get('authorization'),
          accept: request.headers.get('accept'),
          type: request.headers.get('content-type'),
          body: await request.text(),
        })
        return request.method === 'DELETE'
          ? new HttpResponse(null, { status: 204 })
          : HttpResponse.json({ ok: true })
      }),
    )
    const { transport } = recordingTransport({ token: () => 'rotated' })
    const url = `${BASE}/v1/echo/`
    await expect(transport.send({ operationId: 'a', method: 'GET', url })).resolves.toEqual({
      ok: true,
    })
    const body = { name: 'Home', labels: ['x'] }
    await transport.send({ operationId: 'b', method: 'POST', url, body })
    await expect(transport.send({ operationId: 'c', method: 'DELETE', url })).resolves.toBe(
      undefined,
    )
    expect(seen).toEqual([
      { auth: 'Bearer rotated', accept: 'application/json', type: null, body: '' },
      {
        auth: 'Bearer rotated',
        accept: 'application/json',
        type: 'application/json',
        body: JSON.stringify(body),
      },
      { auth: 'Bearer rotated', accept: 'application/json', type: null, body: '' },
    ])
  })

  it('passes a request’s priority on to fetch, and none when it has none', async () => {
    server.use(http.get(`${BASE}/v1/echo/`, () => HttpResponse.json({ ok: true })))
    const priorities: (RequestPriority | undefined)[] = []
    const { transport } = recordingTransport({
      fetch: (input, init) => {
        priorities.push(init.priority)
        return globalThis.fetch(input, init)
      },
    })
    await transport.send({ ...get('/v1/echo/'), priority: 'low' })
    await transport.send(get('/v1/echo/'))
    expect(priorities).toEqual(['low', undefined])
  })

  it('retries 429 with growing backoff, honouring Retry-After, then succeeds', async () => {
    let attempts = 0
    server.use(
      http.get(`${BASE}/v1/busy/`, () => {
        attempts++
        if (attempts === 1) return new HttpResponse(null, { status: 429 })
        if (attempts === 2) return new HttpResponse(null, { status: 429 })
        if (attempts === 3) {
          return HttpResponse.json(
            { error: 'slow down' },
            {
              status: 429,
              headers: { 'Retry-After': '2' },
            },
          )
        }
        return HttpResponse.json({ count: 1 })
      }),
    )
    const { transport, sleeps } = recordingTransport({ retry: { baseDelayMs: 100 } })
    await expect(transport.send(get('/v1/busy/'))).resolves.toEqual({ count: 1 })
    expect(attempts).toBe(4)
    // Full jitter at random 0.5: half of 100, 200; then Retry-After 2 s plus half of 400.
    expect(sleeps).toEqual([50, 100, 2200])
  })

  it('gives up after the retry bound with an ApiError 429', async () => {
    let attempts = 0
    server.use(
      http.get(`${BASE}/v1/busy/`, () => {
        attempts++
        return HttpResponse.json({ error: 'rate limited' }, { status: 429 })
      }),
    )
    const { transport, sleeps } = recordingTransport({ retry: { retries: 3 } })
    const failure = await transport.send(get('/v1/busy/')).catch((e: unknown) => e)
    expect(isRateLimited(failure)).toBe(true)
    expect(failure).toMatchObject({ status: 429, body: { error: 'rate limited' } })
    expect(attempts).toBe(4)
    expect(sleeps).toHaveLength(3)
  })

  it.each([
    [401, { error: 'invalid token' }, isUnauthorized],
    [402, { error: 'subscription lapsed' }, isPaymentRequired],
    [403, { error: 'not in subscription' }, isForbidden],
    [404, { error: 'not found' }, isNotFound],
  ] as const)('surfaces %i as a typed ApiError without retrying', async (status, body, guard) => {
    let attempts = 0
    server.use(
      http.get(`${BASE}/v1/fail/`, () => {
        attempts++
        return HttpResponse.json(body, { status })
      }),
    )
    const { transport, sleeps } = recordingTransport()
    const failure = await transport.send(get('/v1/fail/')).catch((e: unknown) => e)
    expect(guard(failure)).toBe(true)
    expect(isValidationError(failure)).toBe(false)
    expect(failure).toBeInstanceOf(ApiError)
    expect(failure).toMatchObject({ status, body, operationId: 'probe', url: `${BASE}/v1/fail/` })
    expect(attempts).toBe(1)
    expect(sleeps).toEqual([])
  })

  it('keeps a non-JSON error body as text', async () => {
    server.use(
      http.get(`${BASE}/v1/fail/`, () => new HttpResponse('upstream down', { status: 502 })),
    )
    const { transport } = recordingTransport()
    await expect(transport.send(get('/v1/fail/'))).rejects.toMatchObject({
      status: 502,
      body: 'upstream down',
    })
  })

  it('wraps a network failure in NetworkError but lets an abort through as an AbortError', async () => {
    server.use(http.get(`${BASE}/v1/down/`, () => HttpResponse.error()))
    const { transport } = recordingTransport()
    const failure = await transport.send(get('/v1/down/')).catch((e: unknown) => e)
    expect(failure).toBeInstanceOf(NetworkError)
    expect(isAbortError(failure)).toBe(false)

    const controller = new AbortController()
    server.use(
      http.get(`${BASE}/v1/slow/`, async () => {
        controller.abort()
        await new Promise((resolve) => setTimeout(resolve, 50))
        return HttpResponse.json({})
      }),
    )
    const aborted = await transport
      .send(get('/v1/slow/', controller.signal))
      .catch((e: unknown) => e)
    expect(isAbortError(aborted)).toBe(true)
    expect(aborted).not.toBeInstanceOf(NetworkError)
  })
})
