// The Node server on what a client may send that the service never sees as a Request: methods
// fetch forbids, a bad Host, a URL or headers over node:http's limit, a body over the API's
// limit, bytes that are not HTTP. Every answer is JSON in the error shape (contract/errors.ts),
// never a 500, an empty body or a dropped connection.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { bodyValidationErrorBody, errorMessageBody } from '../../contract/errors'
import { eventsListResponse } from '../../contract/event'
import { MAX_BODY_BYTES, SAVED_LOCATION_LIMITS } from '../../contract/limits'
import { rawJson, rawRequest } from '../../testing/service/raw-http'
import { createTestService } from '../../testing/service/test-service'
import type { TestService } from '../../testing/service/test-service'
import { serveHttp } from './node-http'
import type { RunningServer } from './node-http'
import { MAX_HEADER_BYTES } from './node-raw'

let t: TestService
let server: RunningServer

beforeAll(async () => {
  t = await createTestService({ eventCount: 2_000 })
  server = await serveHttp(
    {
      fetch: (request) => {
        t.clock.advance(1000) // keeps the rate limit out of these tests
        return t.service.fetch(request)
      },
    },
    { port: 0 },
  )
}, 300_000)

afterAll(async () => {
  await server.close()
})

const AUTH = 'Authorization: Bearer demo-analyst\r\n'
const host = () => new URL(server.url).host
const line = (method: string, target: string, headers = `Host: ${host()}\r\n`) =>
  `${method} ${target} HTTP/1.1\r\n${headers}${AUTH}Connection: close\r\n\r\n`

/** The answer's status and `error` message, checking the body is `{error: string}`. */
async function errorOf(request: string | Buffer): Promise<{ status: number; error: string }> {
  const { status, body } = await rawJson(server.url, request)
  return { status, error: errorMessageBody.parse(body).error }
}

describe('methods the API does not take', () => {
  it('answers TRACE, TRACK, CONNECT and unknown methods as the service answers PROPFIND', async () => {
    for (const path of ['/v1/events/', '/v1/saved-locations/abc/', '/v1/openapi.json', '/nope']) {
      const reference = await t.service.fetch(
        new Request(`${server.url}${path}`, { method: 'PROPFIND' }),
      )
      expect([404, 405]).toContain(reference.status)
      for (const method of ['TRACE', 'TRACK', 'CONNECT', 'PROPFIND', 'BREW']) {
        const { status, headers, body } = await rawJson(server.url, line(method, path))
        expect({ method, path, status }).toEqual({ method, path, status: reference.status })
        expect(headers.get('allow')).toBe(reference.headers.get('allow') ?? undefined)
        const expected = (await reference.clone().json()) as { error: string }
        expect(body).toEqual({ error: expected.error.replace('PROPFIND', method) })
      }
    }
    const trace = await errorOf(line('TRACE', '/v1/events/'))
    expect(trace).toEqual({ status: 405, error: 'method TRACE not allowed' })
  })

  it('answers a CONNECT to another host (proxy style) 404: no resource of this API', async () => {
    expect((await errorOf(line('CONNECT', 'example.com:443'))).status).toBe(404)
  })
})

describe('Host header', () => {
  it.each(['x:99999', 'a b', '[', 'user@host', '', 'host/path', 'a%20b'])(
    'answers 400 to Host %j',
    async (value) => {
      const { status, error } = await errorOf(
        line('GET', '/v1/accounts/self/', `Host: ${value}\r\n`),
      )
      expect(status).toBe(400)
      expect(error).toMatch(/Host/)
    },
  )

  it('answers 400 to a missing or repeated Host in HTTP/1.1', async () => {
    expect((await errorOf(line('GET', '/v1/accounts/self/', ''))).status).toBe(400)
    const twice = `Host: ${host()}\r\nHost: other\r\n`
    expect((await errorOf(line('GET', '/v1/accounts/self/', twice))).status).toBe(400)
  })

  it('builds links from a valid Host, and from its own address in HTTP/1.0 without one', async () => {
    const viaName = await rawJson(
      server.url,
      line('GET', '/v1/events/?limit=1', 'Host: localhost:1234\r\n'),
    )
    expect(viaName.status).toBe(200)
    expect(eventsListResponse.parse(viaName.body).next).toMatch(/^http:\/\/localhost:1234\//)
    const old = await rawJson(server.url, `GET /v1/events/?limit=1 HTTP/1.0\r\n${AUTH}\r\n`)
    expect(eventsListResponse.parse(old.body).next).toMatch(`${server.url}/v1/events/`)
  })
})

describe('sizes', () => {
  it.each([MAX_HEADER_BYTES + 1, 100_000, 1_000_000])(
    'answers a URL of %i characters with a JSON 431',
    async (length) => {
      const target = `/v1/events/?q=${'a'.repeat(length)}`
      const { status, error } = await errorOf(line('GET', target))
      expect(status).toBe(431)
      expect(error).toMatch(String(MAX_HEADER_BYTES))
    },
  )

  it('answers headers over the limit with a JSON 431', async () => {
    const big = `Host: ${host()}\r\nX-Big: ${'b'.repeat(MAX_HEADER_BYTES)}\r\n`
    expect((await errorOf(line('GET', '/v1/accounts/self/', big))).status).toBe(431)
  })

  it('answers a body over the limit with a JSON 413', async () => {
    const name = 'n'.repeat(5_000_000)
    const post = (body: string, length: boolean) => {
      // A stream has no length: the server counts the chunks as they come. A stream body needs
      // `duplex`, which the DOM typings of RequestInit do not know yet.
      const init: RequestInit & { duplex: 'half' } = {
        method: 'POST',
        headers: { authorization: 'Bearer demo-analyst', 'content-type': 'application/json' },
        body: length ? body : new Blob([body]).stream(),
        duplex: 'half',
      }
      return fetch(`${server.url}/v1/saved-locations/`, init)
    }
    for (const length of [true, false]) {
      const response = await post(JSON.stringify({ name, place_ids: ['1'] }), length)
      expect(response.status).toBe(413)
      expect(errorMessageBody.parse(await response.json()).error).toMatch(String(MAX_BODY_BYTES))
    }
  })

  it('answers a field over its limit with 400 naming the field', async () => {
    const name = 'n'.repeat(SAVED_LOCATION_LIMITS.nameLength + 1)
    const response = await fetch(`${server.url}/v1/saved-locations/`, {
      method: 'POST',
      headers: { authorization: 'Bearer demo-analyst', 'content-type': 'application/json' },
      body: JSON.stringify({ name, place_ids: ['5128581'] }),
    })
    expect(response.status).toBe(400)
    const { details } = bodyValidationErrorBody.parse(await response.json())
    expect(details.map((d) => d.field)).toEqual(['name'])
  })
})

describe('what node:http answers on its own', () => {
  it('answers bytes that are not HTTP with a JSON 400', async () => {
    for (const garbage of [
      'HELLO\r\n\r\n',
      'GET / HTTP/9.9\r\n\r\n',
      'GET /\x01 HTTP/1.1\r\n\r\n',
    ]) {
      expect((await errorOf(garbage)).status).toBe(400)
    }
  })

  it('answers an Expect it does not support with a JSON 417', async () => {
    const expectation = `Host: ${host()}\r\nExpect: tea\r\n`
    expect((await errorOf(line('GET', '/v1/accounts/self/', expectation))).status).toBe(417)
  })

  it('still serves ordinary requests on the same server', async () => {
    const answer = await rawRequest(server.url, line('GET', '/v1/accounts/self/'))
    expect(answer instanceof Error ? answer.message : answer.status).toBe(200)
  })
})
