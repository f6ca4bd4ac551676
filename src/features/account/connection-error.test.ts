import { describe, expect, it } from 'vitest'

import { ApiError, NetworkError, ResponseShapeError } from '../../api/errors'
import { explainConnectionError, serviceUrlOf } from './connection-error'

const URL_ = 'https://api.example.com'
const apiError = (status: number, body: unknown = { error: 'x' }) =>
  new ApiError({ status, body, operationId: 'accountSelf', url: `${URL_}/v1/accounts/self/` })

describe('explainConnectionError', () => {
  it('names the token for a 401 and the subscription for a 402', () => {
    expect(explainConnectionError(apiError(401), URL_).title).toBe(
      'The access token was not accepted',
    )
    const lapsed = explainConnectionError(apiError(402), URL_)
    expect(lapsed.title).toBe('The subscription has expired')
    expect(lapsed.retryable).toBe(false)
  })

  it('names the address that could not be reached', () => {
    const error = new NetworkError({
      operationId: 'accountSelf',
      url: URL_,
      cause: new TypeError(),
    })
    const explained = explainConnectionError(error, URL_)
    expect(explained.title).toBe(`Cannot reach ${URL_}`)
    expect(explained.retryable).toBe(true)
  })

  it('says when the answer did not come in time', () => {
    const timeout = new DOMException('The operation timed out.', 'TimeoutError')
    expect(explainConnectionError(timeout, URL_).title).toBe(`No answer from ${URL_}`)
  })

  it('says when something else answers at the address', () => {
    const shape = new ResponseShapeError({ operationId: 'accountSelf', url: URL_, cause: null })
    expect(explainConnectionError(shape, URL_).title).toMatch(/does not look like/)
    expect(explainConnectionError(apiError(404, '<html>'), URL_).title).toMatch(
      /does not look like/,
    )
  })

  it('falls back to the shared explanations for other statuses', () => {
    expect(explainConnectionError(apiError(429), URL_).title).toBe('Too many requests')
    expect(explainConnectionError(apiError(500, { error: 'boom' }), URL_).detail).toBe('boom')
  })
})

describe('serviceUrlOf', () => {
  it("is this page's origin for the same-origin service", () => {
    expect(serviceUrlOf('', 'http://127.0.0.1:4173')).toBe('http://127.0.0.1:4173')
    expect(serviceUrlOf(URL_, 'http://127.0.0.1:4173')).toBe(URL_)
  })
})
