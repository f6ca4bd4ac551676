import { setupServer } from 'msw/node'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bootTestService } from '../../testing/service/booted-service'
import type { BootedService } from '../boot/boot-service'
import { serviceHandlers } from './msw-node'

const BASE = 'http://api.test'
const server = setupServer()
const unhandled: string[] = []
let service: BootedService

beforeAll(async () => {
  service = await bootTestService({
    seed: 5,
    now: '2026-03-10T12:00:00Z',
    eventCount: 2_000,
    broadcastCount: 500,
  })
  server.use(...serviceHandlers(service, `${BASE}/`))
  server.listen({
    onUnhandledRequest: (request) => {
      unhandled.push(request.url)
    },
  })
}, 300_000)

afterAll(() => {
  server.close()
})

describe('serviceHandlers (msw/node)', () => {
  it('serves the OpenAPI document of the contract through plain fetch', async () => {
    const response = await fetch(`${BASE}/v1/openapi.json`)
    expect(response.status).toBe(200)
    const document = (await response.json()) as { openapi: string; paths: Record<string, unknown> }
    expect(document.openapi).toMatch(/^3\.1/)
    expect(Object.keys(document.paths)).toContain('/v1/events/')
  })

  it('passes method, headers and query to the service: no token is a 401', async () => {
    const response = await fetch(`${BASE}/v1/events/?limit=3`)
    expect(response.status).toBe(401)
    expect(await response.json()).toEqual({
      error: 'Authentication credentials were not provided.',
    })
  })

  it('forwards a body and answers with the service status and headers', async () => {
    const response = await fetch(`${BASE}/v1/saved-locations/`, {
      method: 'POST',
      headers: { authorization: 'Bearer demo-analyst', 'content-type': 'application/json' },
      body: '{not json',
    })
    expect(response.status).toBe(400)
    expect(response.headers.get('content-type')).toContain('application/json')
    expect(await response.json()).toEqual({ error: 'request body is not valid JSON' })
  })

  it('leaves other origins to the network', async () => {
    // Port 9 on the loopback interface refuses the connection at once.
    await expect(fetch('http://127.0.0.1:9/v1/events/')).rejects.toThrow()
    expect(unhandled).toEqual(['http://127.0.0.1:9/v1/events/'])
  })
})
