import { setupServer } from 'msw/node'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ApiError } from '../../api/errors'
import { createClient } from '../../api/client'
import { bootService } from '../boot/boot-service'
import type { BootedService } from '../boot/boot-service'
import { serviceClock } from '../boot/clock'
import { loadTestGazetteer } from '../engine/testing/fixture'
import { serviceHandlers } from './msw-node'

const BASE = 'http://api.test'
const server = setupServer()
let service: BootedService

beforeAll(async () => {
  service = await bootService({
    gazetteer: await loadTestGazetteer(),
    seed: 5,
    clock: serviceClock(Date.parse('2026-03-10T12:00:00Z')),
    eventCount: 2_000,
    broadcastCount: 500,
  })
  server.use(...serviceHandlers(service, `${BASE}/`))
  server.listen({ onUnhandledRequest: 'error' })
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

  it('lets the typed client reach the service and surfaces its errors', async () => {
    const client = createClient({ baseUrl: BASE, token: 'not-a-token', retry: { retries: 0 } })
    const failure = await client.accountSelf().catch((error: unknown) => error)
    expect(failure).toBeInstanceOf(ApiError)
    expect((failure as ApiError).status).toBe(401)
  })
})
