// The bearer token never leaves the API's origin, checked over real sockets: an API server whose
// `next` links name a second server, and that second server recording whatever reaches it.
// No msw here (src/testing/api-fixtures.ts startMswServer would intercept these requests).
import { createServer } from 'node:http'
import type { IncomingMessage, Server, ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterEach, describe, expect, it } from 'vitest'

import { createClient } from './client'
import { createTransport } from './http'
import { pageItems, paginate } from './paginate'
import { place } from '../testing/api-fixtures'

const TOKEN = 'secret-of-the-analyst'

interface Received {
  readonly path: string
  readonly authorization: string | undefined
}

interface Recording {
  readonly origin: string
  readonly received: Received[]
}

const servers: Server[] = []

afterEach(async () => {
  await Promise.all(
    servers.splice(0).map(
      (server) =>
        new Promise<void>((done) => {
          server.closeAllConnections()
          server.close(() => {
            done()
          })
        }),
    ),
  )
})

/** A server on a free loopback port that records each request, then lets `answer` reply. */
async function recordingServer(
  answer: (request: IncomingMessage, response: ServerResponse) => void,
): Promise<Recording> {
  const received: Received[] = []
  const server = createServer((request, response) => {
    received.push({ path: request.url ?? '', authorization: request.headers.authorization })
    answer(request, response)
  })
  servers.push(server)
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done))
  const { port } = server.address() as AddressInfo
  return { origin: `http://127.0.0.1:${port}`, received }
}

function sendJson(response: ServerResponse, body: unknown): void {
  response.writeHead(200, { 'Content-Type': 'application/json' })
  response.end(JSON.stringify(body))
}

describe('the bearer token stays on the API origin', () => {
  it('pages through next links naming another origin without ever reaching it', async () => {
    const elsewhere = await recordingServer((_request, response) => {
      sendJson(response, { count: 0, next: null, previous: null, results: [] })
    })
    const ids = ['1', '2', '3', '4', '5']
    // Page 1 links to the other server's /v1/ path, page 2 to a path without a version segment.
    const api = await recordingServer((request, response) => {
      const offset = Number(new URL(request.url ?? '/', 'http://x').searchParams.get('offset') ?? 0)
      const next =
        offset === 0
          ? `${elsewhere.origin}/v1/places/?q=syd&offset=2`
          : offset === 2
            ? `${elsewhere.origin}/page3?q=syd&offset=4`
            : null
      sendJson(response, {
        count: ids.length,
        next,
        previous: null,
        results: ids.slice(offset, offset + 2).map(place),
      })
    })

    const client = createClient({ baseUrl: api.origin, token: TOKEN })
    const seen: string[] = []
    for await (const page of paginate(client.searchPlaces, { q: 'syd' })) {
      seen.push(...pageItems(page).map((p) => p.id))
    }

    expect(seen).toEqual(ids)
    expect(elsewhere.received).toEqual([])
    expect(api.received).toEqual([
      { path: '/v1/places/?q=syd', authorization: `Bearer ${TOKEN}` },
      { path: '/v1/places/?q=syd&offset=2', authorization: `Bearer ${TOKEN}` },
      { path: '/page3?q=syd&offset=4', authorization: `Bearer ${TOKEN}` },
    ])
  }, 30_000)

  it('sends a request to another origin without the Authorization header', async () => {
    const api = await recordingServer((_request, response) => {
      sendJson(response, {})
    })
    const elsewhere = await recordingServer((_request, response) => {
      sendJson(response, { ok: true })
    })
    const transport = createTransport({ baseUrl: `${api.origin}/prefix`, token: () => TOKEN })
    const get = (url: string) => transport.send({ operationId: 'probe', method: 'GET', url })

    await expect(get(`${elsewhere.origin}/v1/events/`)).resolves.toEqual({ ok: true })
    await expect(get(`${api.origin}/prefix/v1/events/`)).resolves.toEqual({})

    expect(elsewhere.received).toEqual([{ path: '/v1/events/', authorization: undefined }])
    expect(api.received).toEqual([{ path: '/prefix/v1/events/', authorization: `Bearer ${TOKEN}` }])
  }, 30_000)

  it('sends no Authorization header when the token is empty (the proxy adds the server’s)', async () => {
    const api = await recordingServer((_request, response) => {
      sendJson(response, {})
    })
    const transport = createTransport({ baseUrl: api.origin, token: '' })
    await transport.send({ operationId: 'probe', method: 'GET', url: `${api.origin}/v1/x/` })
    expect(api.received).toEqual([{ path: '/v1/x/', authorization: undefined }])
  }, 30_000)
})
