import { describe, expect, it } from 'vitest'

import {
  ApiError,
  NetworkError,
  errorMessageOf,
  isAbortError,
  isApiError,
  isNotFound,
} from './errors'

const at = { operationId: 'searchEvents', url: '/v1/events/' }

describe('ApiError', () => {
  it('builds a readable message from each body shape', () => {
    expect(
      new ApiError({ ...at, status: 402, body: { error: 'Subscription lapsed' } }).message,
    ).toBe('searchEvents failed with status 402: Subscription lapsed')
    const issues = [{ field: 'within', msg: 'bad area', type: 'invalid_format' }]
    expect(new ApiError({ ...at, status: 400, body: { error: issues } }).message).toMatch(
      /within: bad area$/,
    )
    expect(new ApiError({ ...at, status: 500, body: 'boom' }).message).toMatch(/: boom$/)
  })

  it('lists validation issues only for 400', () => {
    const body = {
      error: 'invalid',
      details: [{ field: 'name', msg: 'required', type: 'required' }],
    }
    expect(new ApiError({ ...at, status: 400, body }).issues).toEqual(body.details)
    expect(new ApiError({ ...at, status: 403, body }).issues).toEqual([])
    expect(new ApiError({ ...at, status: 400, body: 'not json' }).issues).toEqual([])
  })

  it('tells API errors, network errors and aborts apart', () => {
    const notFound = new ApiError({ ...at, status: 404, body: { error: 'not found' } })
    const network = new NetworkError({ ...at, cause: new TypeError('fetch failed') })
    const abort = new DOMException('aborted', 'AbortError')
    expect([notFound, network, abort].map(isApiError)).toEqual([true, false, false])
    expect([notFound, network, abort].map(isAbortError)).toEqual([false, false, true])
    expect(isNotFound(notFound)).toBe(true)
    expect(errorMessageOf(notFound.body)).toBe('not found')
    expect(errorMessageOf({ error: [] })).toBeUndefined()
  })
})
