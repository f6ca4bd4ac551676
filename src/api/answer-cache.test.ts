// The answer cache over a Web Storage kept in memory (Node has no localStorage). The browser's own
// localStorage is covered by the journeys (e2e/answer-cache.spec.ts).
import { beforeEach, describe, expect, it } from 'vitest'

import { MemoryStorage } from '../testing/storage/memory-storage'
import {
  ANSWER_INDEX_KEY,
  ANSWER_KEY_PREFIX,
  MAX_KEPT_CHARS,
  MAX_TOTAL_CHARS,
  keepSeconds,
  openAnswerCache,
} from './answer-cache'

const URL_A = 'http://127.0.0.1/v1/events/?limit=5'
const URL_B = 'http://127.0.0.1/v1/events/count/'

let storage: MemoryStorage
let clock = 0
const now = () => clock

beforeEach(() => {
  storage = new MemoryStorage()
  clock = Date.parse('2026-03-02T10:00:00Z')
})

const answer = (body: unknown, cacheControl: string | null, status = 200): Response =>
  new Response(typeof body === 'string' ? body : JSON.stringify(body), {
    status,
    headers: {
      'content-type': 'application/json; charset=utf-8',
      ...(cacheControl !== null && { 'cache-control': cacheControl }),
    },
  })

async function text(response: Response | undefined): Promise<string | undefined> {
  return response === undefined ? undefined : response.text()
}

const answerKeys = () =>
  storage
    .entries()
    .map(([key]) => key)
    .filter((key) => key.startsWith(ANSWER_KEY_PREFIX))

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
    const cache = openAnswerCache('day-1:account', now, storage)
    const body = { count: 3, results: ['a', 'b', 'ü', '\n{"x":1}'] }
    expect(await cache?.keep(URL_A, answer(body, 'private, max-age=60'))).toBe(true)
    const kept = await cache?.answer(URL_A)
    expect(kept?.status).toBe(200)
    expect(kept?.headers.get('content-type')).toBe('application/json; charset=utf-8')
    expect(new Uint8Array((await kept?.arrayBuffer()) ?? new ArrayBuffer(0))).toEqual(
      new TextEncoder().encode(JSON.stringify(body)),
    )

    clock += 60_000
    expect(await cache?.answer(URL_A)).toBeUndefined()
    // The expired answer is gone, not just skipped.
    expect(answerKeys()).toEqual([])
  })

  it('finds answers kept by an earlier page of the same scope', async () => {
    await openAnswerCache('s', now, storage)?.keep(URL_A, answer({ a: 1 }, 'max-age=60'))
    const reloaded = openAnswerCache('s', now, storage)
    expect(await text(await reloaded?.answer(URL_A))).toBe('{"a":1}')
  })

  it('keeps only answers the service marks as keepable', async () => {
    const cache = openAnswerCache('s', now, storage)
    expect(await cache?.keep(URL_A, answer({ a: 1 }, 'no-store'))).toBe(false)
    expect(await cache?.keep(URL_B, answer({ b: 1 }, null))).toBe(false)
    await cache?.keep('http://127.0.0.1/v1/x', answer({ error: 'x' }, 'max-age=60', 404))
    expect(await cache?.answer(URL_A)).toBeUndefined()
    expect(await cache?.answer(URL_B)).toBeUndefined()
    expect(await cache?.answer('http://127.0.0.1/v1/x')).toBeUndefined()
    expect(answerKeys()).toEqual([])
  })

  it('does not keep a large answer', async () => {
    const cache = openAnswerCache('s', now, storage)
    expect(await cache?.keep(URL_A, answer('x'.repeat(MAX_KEPT_CHARS + 1), 'max-age=60'))).toBe(
      false,
    )
    expect(await cache?.answer(URL_A)).toBeUndefined()
  })

  it('drops a damaged answer rather than serving it', async () => {
    const cache = openAnswerCache('s', now, storage)
    await cache?.keep(URL_A, answer({ count: 10 }, 'max-age=60'))
    // The same first line over other bytes, as a damaged entry would be.
    const key = ANSWER_KEY_PREFIX + URL_A
    storage.setItem(key, (storage.getItem(key) ?? '').replace('10', '11'))

    expect(await cache?.answer(URL_A)).toBeUndefined()
    expect(storage.getItem(key)).toBeNull()
    // An entry whose first line cannot be read goes the same way.
    await cache?.keep(URL_B, answer({ count: 1 }, 'max-age=60'))
    storage.setItem(ANSWER_KEY_PREFIX + URL_B, 'garbage')
    expect(await cache?.answer(URL_B)).toBeUndefined()
    expect(answerKeys()).toEqual([])
  })

  it("removes every other scope's answers, and strays no index lists", async () => {
    await openAnswerCache('day-1', now, storage)?.keep(URL_A, answer({ day: 1 }, 'max-age=60'))
    storage.setItem(`${ANSWER_KEY_PREFIX}http://127.0.0.1/v1/stray`, 'x')
    storage.setItem('someone-else', 'kept')

    const cache = openAnswerCache('day-2', now, storage)
    expect(answerKeys()).toEqual([])
    expect(await cache?.answer(URL_A)).toBeUndefined()
    expect(JSON.parse(storage.getItem(ANSWER_INDEX_KEY) ?? '')).toEqual({
      scope: 'day-2',
      entries: [],
    })
    expect(storage.getItem('someone-else')).toBe('kept')
  })

  it('makes room by removing the answers used least recently', async () => {
    const cache = openAnswerCache('s', now, storage)
    const url = (i: number) => `http://127.0.0.1/v1/events/?offset=${String(i)}`
    const big = (i: number) =>
      answer(`"${String(i)}${'x'.repeat(MAX_KEPT_CHARS - 200)}"`, 'max-age=60')
    const fit = Math.floor(MAX_TOTAL_CHARS / MAX_KEPT_CHARS)
    for (let i = 0; i < fit; i++) expect(await cache?.keep(url(i), big(i))).toBe(true)
    // Reading the first makes the second the least recently used.
    expect(await cache?.answer(url(0))).toBeDefined()
    expect(await cache?.keep(url(fit), big(fit))).toBe(true)

    expect(await cache?.answer(url(1))).toBeUndefined()
    for (const i of [0, 2, fit])
      expect((await text(await cache?.answer(url(i))))?.[1]).toBe(String(i))
    const total = storage.entries().reduce((sum, [, v]) => sum + v.length, 0)
    expect(total).toBeLessThanOrEqual(MAX_TOTAL_CHARS + 1000)
  })

  it('keeps nothing, and says so, when the storage is full', async () => {
    storage = new MemoryStorage(1000)
    const cache = openAnswerCache('s', now, storage)
    expect(await cache?.keep(URL_A, answer('y'.repeat(2000), 'max-age=60'))).toBe(false)
    expect(await cache?.answer(URL_A)).toBeUndefined()
    expect(answerKeys()).toEqual([])
  })

  it('is absent without localStorage', () => {
    // Node has none of its own: the default is the page's.
    expect((globalThis as { localStorage?: Storage }).localStorage).toBeUndefined()
    expect(openAnswerCache('s', now)).toBeUndefined()
  })
})
