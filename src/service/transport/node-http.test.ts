import { afterEach, describe, expect, it } from 'vitest'
import { MAX_BODY_BYTES } from '../../contract/limits'
import { serveHttp } from './node-http'
import type { RunningServer } from './node-http'

let server: RunningServer | undefined
afterEach(async () => {
  await server?.close()
  server = undefined
})

describe('serveHttp', () => {
  it('round-trips method, path, query, headers and body through a real socket', async () => {
    server = await serveHttp(
      {
        fetch: async (request) => {
          const url = new URL(request.url)
          return Response.json(
            {
              method: request.method,
              path: url.pathname,
              q: url.searchParams.get('q'),
              auth: request.headers.get('authorization'),
              body: request.method === 'POST' ? ((await request.json()) as unknown) : null,
            },
            { status: 201, headers: { 'x-test': 'yes' } },
          )
        },
      },
      { port: 0 },
    )
    const response = await fetch(`${server.url}/v1/things/?q=a%2Cb`, {
      method: 'POST',
      headers: { authorization: 'Bearer t', 'content-type': 'application/json' },
      body: JSON.stringify({ n: 1 }),
    })
    expect(response.status).toBe(201)
    expect(response.headers.get('x-test')).toBe('yes')
    expect(await response.json()).toEqual({
      method: 'POST',
      path: '/v1/things/',
      q: 'a,b',
      auth: 'Bearer t',
      body: { n: 1 },
    })
  })

  it('answers 500 with a JSON body when the handler throws', async () => {
    server = await serveHttp({ fetch: () => Promise.reject(new Error('boom')) }, { port: 0 })
    const response = await fetch(`${server.url}/x`)
    expect(response.status).toBe(500)
    expect(await response.json()).toEqual({ error: 'boom' })
  })

  it('answers 413 to a body over the limit without reading it all or calling the handler', async () => {
    let calls = 0
    server = await serveHttp(
      {
        fetch: async (request) => {
          calls += 1
          return Response.json({ size: (await request.arrayBuffer()).byteLength })
        },
      },
      { port: 0 },
    )
    const post = (body: BodyInit, init: { duplex?: 'half' } = {}) =>
      fetch(`${server?.url ?? ''}/x`, { method: 'POST', body, ...init })
    expect(await (await post('a'.repeat(MAX_BODY_BYTES))).json()).toEqual({ size: MAX_BODY_BYTES })
    // Declared too long, then streamed without a length: both refused by the transport itself.
    const tooLong = 'a'.repeat(5_000_000)
    for (const response of [
      await post(tooLong),
      await post(new Blob([tooLong]).stream(), { duplex: 'half' }),
    ]) {
      expect(response.status).toBe(413)
      expect(response.headers.get('connection')).toBe('close')
      expect(await response.json()).toEqual({
        error: `request body exceeds ${MAX_BODY_BYTES} bytes`,
      })
    }
    expect(calls).toBe(1)
  })
})
