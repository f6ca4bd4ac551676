import { describe, expect, it } from 'vitest'
import { createQueryClient, errorStatus, shouldRetry } from './query-client'

class HttpError extends Error {
  constructor(readonly status: number) {
    super(`HTTP ${status}`)
  }
}

describe('errorStatus', () => {
  it('reads a numeric status from an error object', () => {
    expect(errorStatus(new HttpError(403))).toBe(403)
  })

  it('ignores values without a numeric status', () => {
    expect(errorStatus(new TypeError('Failed to fetch'))).toBeUndefined()
    expect(errorStatus({ status: '500' })).toBeUndefined()
    expect(errorStatus(null)).toBeUndefined()
    expect(errorStatus('boom')).toBeUndefined()
  })
})

describe('shouldRetry', () => {
  it.each([400, 401, 402, 403, 404, 429])('never retries a %i answer', (status) => {
    expect(shouldRetry(0, new HttpError(status))).toBe(false)
  })

  it('retries server and network failures a bounded number of times', () => {
    const failures = [new HttpError(503), new TypeError('Failed to fetch')]
    for (const error of failures) {
      expect(shouldRetry(0, error)).toBe(true)
      expect(shouldRetry(1, error)).toBe(true)
      expect(shouldRetry(2, error)).toBe(false)
    }
  })
})

describe('createQueryClient', () => {
  it('gives every caller its own cache with the retry policy installed', () => {
    const a = createQueryClient()
    const b = createQueryClient()
    a.setQueryData(['k'], 1)
    expect(b.getQueryData(['k'])).toBeUndefined()
    expect(a.getDefaultOptions().queries?.retry).toBe(shouldRetry)
  })
})
