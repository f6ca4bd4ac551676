// The answer cache over a real Cache Storage: undici's, the implementation Node's own fetch uses.
// The browser's is covered by the journeys (e2e/answer-cache.spec.ts).
import { Headers, Request, Response, caches as undiciCaches } from 'undici'
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'

import {
  ANSWER_CACHE_PREFIX,
  MAX_KEPT_ANSWERS,
  MAX_KEPT_BYTES,
  answerCacheName,
  keepSeconds,
  openAnswerCache,
} from './answer-cache'

const URL_A = 'http://127.0.0.1/v1/events/?limit=5'
const URL_B = 'http://127.0.0.1/v1/events/count/'

let storage: CacheStorage
let clock = 0
const now = () => clock

// undici's cache takes only its own Responses; Node's global ones come from another copy of it.
beforeAll(() => {
  vi.stubGlobal('Response', Response)
  vi.stubGlobal('Request', Request)
  vi.stubGlobal('Headers', Headers)
})
afterAll(() => {
  vi.unstubAllGlobals()
})

beforeEach(async () => {
  storage = undiciCaches as unknown as CacheStorage
  for (const name of await storage.keys()) await storage.delete(name)
  clock = Date.parse('2026-03-02T10:00:00Z')
})

const answer = (body: unknown, cacheControl: string | null, status = 200): globalThis.Response =>
  new globalThis.Response(JSON.stringify(body), {
    status,
    headers: {
      'content-type': 'application/json; charset=utf-8',
      ...(cacheControl !== null && { 'cache-control': cacheControl }),
    },
  })

async function text(response: globalThis.Response | undefined): Promise<string | undefined> {
  return response === undefined ? undefined : response.text()
}

describe('keepSeconds', () => {
  it('reads max-age, and nothing from an answer that may not be kept', () => {
    expect(keepSeconds('private, max-age=600')).toBe(600)
    expect(keepSeconds('max-age=60, private')).toBe(60)
    expect(keepSeconds('no-store')).toBeUndefined()
    expect(keepSeconds('private, no-cache, max-age=60')).toBeUndefined()
    expect(keepSeconds('private')).toBeUndefined()
    expect(keepSeconds('max-age=0')).toBeUndefined()
    expect(keepSeconds('max-age=1.5')).toBeUndefined()
    expect(keepSeconds(null)).toBeUndefined()
  })
})

describe('openAnswerCache', () => {
  it('serves a kept answer byte for byte, until it expires', async () => {
    const cache = await openAnswerCache('day-1:account', now, storage)
    const body = { count: 3, results: ['a', 'b', 'ü'] }
    await cache?.keep(URL_A, answer(body, 'private, max-age=60'))
    const kept = await cache?.answer(URL_A)
    expect(kept?.status).toBe(200)
    expect(kept?.headers.get('content-type')).toBe('application/json; charset=utf-8')
    expect(await text(kept)).toBe(JSON.stringify(body))

    clock += 60_000
    expect(await cache?.answer(URL_A)).toBeUndefined()
    // The expired answer is gone, not just skipped.
    expect(await (await storage.open(answerCacheName('day-1:account'))).keys()).toHaveLength(0)
  })

  it('keeps only answers the service marks as keepable', async () => {
    const cache = await openAnswerCache('s', now, storage)
    await cache?.keep(URL_A, answer({ a: 1 }, 'no-store'))
    await cache?.keep(URL_B, answer({ b: 1 }, null))
    await cache?.keep('http://127.0.0.1/v1/x', answer({ error: 'x' }, 'max-age=60', 404))
    expect(await cache?.answer(URL_A)).toBeUndefined()
    expect(await cache?.answer(URL_B)).toBeUndefined()
    expect(await cache?.answer('http://127.0.0.1/v1/x')).toBeUndefined()
  })

  it('does not keep a large answer', async () => {
    const cache = await openAnswerCache('s', now, storage)
    await cache?.keep(URL_A, answer('x'.repeat(MAX_KEPT_BYTES + 1), 'max-age=60'))
    expect(await cache?.answer(URL_A)).toBeUndefined()
  })

  it('drops a damaged answer rather than serving it', async () => {
    const cache = await openAnswerCache('s', now, storage)
    await cache?.keep(URL_A, answer({ count: 10 }, 'max-age=60'))
    // The same headers over other bytes, as a damaged entry would be.
    const raw = await storage.open(answerCacheName('s'))
    const entry = await raw.match(URL_A)
    if (!entry) throw new Error('not kept')
    await raw.put(URL_A, new globalThis.Response('{"count":11}', { headers: entry.headers }))

    expect(await cache?.answer(URL_A)).toBeUndefined()
    expect(await raw.match(URL_A)).toBeUndefined()
  })

  it('deletes the caches of every other scope', async () => {
    const old = await openAnswerCache('day-1', now, storage)
    await old?.keep(URL_A, answer({ day: 1 }, 'max-age=60'))
    await storage.open('someone-else')

    const cache = await openAnswerCache('day-2', now, storage)
    expect(await cache?.answer(URL_A)).toBeUndefined()
    await expect
      .poll(async () => (await storage.keys()).filter((n) => n.startsWith(ANSWER_CACHE_PREFIX)))
      .toEqual([answerCacheName('day-2')])
    expect(await storage.keys()).toContain('someone-else')
  })

  it(`keeps at most ${String(MAX_KEPT_ANSWERS)} answers, dropping the oldest`, async () => {
    const cache = await openAnswerCache('s', now, storage)
    const url = (i: number) => `http://127.0.0.1/v1/events/?offset=${String(i)}`
    for (let i = 0; i <= MAX_KEPT_ANSWERS; i++) await cache?.keep(url(i), answer(i, 'max-age=60'))
    expect(await cache?.answer(url(0))).toBeUndefined()
    expect(await text(await cache?.answer(url(1)))).toBe('1')
    expect(await text(await cache?.answer(url(MAX_KEPT_ANSWERS)))).toBe(String(MAX_KEPT_ANSWERS))
  })

  it('is absent without Cache Storage', async () => {
    // Node has none of its own: the default is the page's.
    expect(globalThis.caches).toBeUndefined()
    expect(await openAnswerCache('s', now)).toBeUndefined()
  })
})
