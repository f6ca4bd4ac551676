import { describe, expect, it } from 'vitest'

import { abortableSleep } from './abort'
import { backoffDelay, parseRetryAfter, retryPolicy, withRetry } from './retry'
import type { AttemptOutcome } from './retry'

const rateLimited = (retryAfter: string | null = null): AttemptOutcome<string> => ({
  kind: 'rate-limited',
  retryAfter,
  error: new Error('429'),
})

describe('parseRetryAfter', () => {
  const now = Date.parse('2025-03-01T12:00:00Z')

  it('reads delta-seconds', () => {
    expect(parseRetryAfter('3', now)).toBe(3000)
    expect(parseRetryAfter(' 0 ', now)).toBe(0)
  })

  it('reads an HTTP date relative to the clock, clamping past dates to 0', () => {
    expect(parseRetryAfter('Sat, 01 Mar 2025 12:00:05 GMT', now)).toBe(5000)
    expect(parseRetryAfter('Sat, 01 Mar 2025 11:00:00 GMT', now)).toBe(0)
  })

  it('ignores a missing or unreadable header', () => {
    expect(parseRetryAfter(null, now)).toBeUndefined()
    expect(parseRetryAfter('soon', now)).toBeUndefined()
  })
})

describe('backoffDelay', () => {
  it('draws uniformly below a ceiling that doubles up to the maximum', () => {
    const policy = retryPolicy({ baseDelayMs: 100, maxDelayMs: 1000, random: () => 0.999 })
    const delays = [0, 1, 2, 3, 4, 5].map((i) => backoffDelay(i, undefined, policy))
    expect(delays).toEqual([99, 199, 399, 799, 999, 999])
    const low = retryPolicy({ random: () => 0 })
    expect(backoffDelay(3, undefined, low)).toBe(0)
  })

  it('treats Retry-After as a floor and gives up when it exceeds the bound', () => {
    const policy = retryPolicy({ baseDelayMs: 100, random: () => 0.5, maxRetryAfterMs: 5000 })
    expect(backoffDelay(1, 2000, policy)).toBe(2100)
    expect(backoffDelay(1, 6000, policy)).toBeUndefined()
  })
})

describe('withRetry', () => {
  it('retries a rate-limited attempt until it succeeds, sleeping between attempts', async () => {
    const outcomes = [rateLimited(), rateLimited('1'), { kind: 'done', value: 'ok' } as const]
    const sleeps: number[] = []
    const policy = retryPolicy({
      baseDelayMs: 100,
      random: () => 0.5,
      sleep: (ms) => {
        sleeps.push(ms)
        return Promise.resolve()
      },
    })
    let attempts = 0
    const value = await withRetry(
      () => Promise.resolve(outcomes[attempts++] ?? rateLimited()),
      policy,
    )
    expect(value).toBe('ok')
    expect(attempts).toBe(3)
    expect(sleeps).toEqual([50, 1100])
  })

  it('throws the last error after the bound', async () => {
    const policy = retryPolicy({ retries: 2, sleep: () => Promise.resolve() })
    let attempts = 0
    const last = new Error('last')
    const run = withRetry(() => {
      attempts++
      return Promise.resolve<AttemptOutcome<string>>({
        kind: 'rate-limited',
        retryAfter: null,
        error: attempts === 3 ? last : new Error('earlier'),
      })
    }, policy)
    await expect(run).rejects.toBe(last)
    expect(attempts).toBe(3)
  })

  it('lets an abort cancel a pending backoff without another attempt', async () => {
    const controller = new AbortController()
    const policy = retryPolicy({ baseDelayMs: 60_000, random: () => 0.99 })
    let attempts = 0
    const run = withRetry(
      () => {
        attempts++
        queueMicrotask(() => {
          controller.abort()
        })
        return Promise.resolve(rateLimited())
      },
      policy,
      controller.signal,
    )
    await expect(run).rejects.toMatchObject({ name: 'AbortError' })
    expect(attempts).toBe(1)
  })
})

describe('abortableSleep', () => {
  it('resolves after the delay and rejects with the reason when aborted', async () => {
    await expect(abortableSleep(1)).resolves.toBeUndefined()
    const controller = new AbortController()
    const pending = abortableSleep(60_000, controller.signal)
    const reason = new Error('stop')
    controller.abort(reason)
    await expect(pending).rejects.toBe(reason)
  })
})
