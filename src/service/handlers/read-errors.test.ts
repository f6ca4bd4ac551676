// Error statuses and protocol behaviour of the read API (docs/api.md "Errors", "Authentication",
// "Common conventions"), through service.fetch like a client.
import { describe, expect, it, beforeAll } from 'vitest'
import { expectContract, expectErrorBody } from '../../testing/service/contract-expect'
import { call } from '../../testing/service/request'
import { createTestService } from '../../testing/service/test-service'
import type { TestService } from '../../testing/service/test-service'

let t: TestService

beforeAll(async () => {
  t = await createTestService()
}, 300_000)

interface FieldError {
  readonly field: string
  readonly msg: string
  readonly type: string
}

describe('400 names the failing parameter', () => {
  it.each([
    ['/v1/events/?category=nope', 'category'],
    ['/v1/events/?start=2026-01-01', 'start'],
    ['/v1/events/?start.gte=2026-13-01', 'start.gte'],
    ['/v1/events/?active.tz=Mars/Olympus', 'active.tz'],
    ['/v1/events/?within=5.5m@40,-73', 'within'],
    ['/v1/events/?within=5km@95,10', 'within'],
    ['/v1/events/?rank_level=6', 'rank_level'],
    ['/v1/events/?limit=-1', 'limit'],
    ['/v1/events/?sort=bogus', 'sort'],
    ['/v1/events/?catgory=sports', 'catgory'],
    ['/v1/events/?start_around.scale=2d', 'start_around.origin'],
    ['/v1/events/count/?brand_unsafe.exclude=yes', 'brand_unsafe.exclude'],
    ['/v1/events/calendar/?parent.include=maybe', 'parent.include'],
    ['/v1/broadcasts/?limit=501', 'limit'],
    ['/v1/broadcasts/?record_status=gone', 'record_status'],
    ['/v1/broadcasts/count/?location.origin=north', 'location.origin'],
    ['/v1/places/', 'q'],
    ['/v1/places/?location=40,-73', 'location'],
    ['/v1/places/hierarchies/?location.place_id=1&level=county', 'level'],
    ['/v1/accounts/self/?x=1', 'x'],
  ])('%s -> %s', async (path, field) => {
    const answer = await call(t, path)
    expect(answer.status).toBe(400)
    expectErrorBody(400, answer.body)
    const errors = (answer.body as { error: FieldError[] }).error
    expect(errors.map((e) => e.field)).toContain(field)
  })
})

describe('authentication and subscription', () => {
  it.each([null, 'nope'])('answers 401 for token %j', async (token) => {
    const answer = await call(t, '/v1/events/', { token })
    expect(answer.status).toBe(401)
    expectErrorBody(401, answer.body)
  })

  it('answers 402 to a lapsed subscription on data, but shows it the account', async () => {
    const data = await call(t, '/v1/events/count/', { token: 'demo-lapsed' })
    expect(data.status).toBe(402)
    expectErrorBody(402, data.body)
    const account = await call(t, '/v1/accounts/self/', { token: 'demo-lapsed' })
    expect(account.status).toBe(200)
    expect(expectContract('accountSelf', account.body).id).toBe('org_lapsed')
  })

  it('answers 403 to events-only on broadcasts and 200 on events', async () => {
    for (const path of ['/v1/broadcasts/', '/v1/broadcasts/count/']) {
      const answer = await call(t, path, { token: 'demo-events-only' })
      expect(answer.status).toBe(403)
      expectErrorBody(403, answer.body)
    }
    expect((await call(t, '/v1/events/', { token: 'demo-events-only' })).status).toBe(200)
  })

  it('answers 429 after 5 requests of demo-us-only in one second, and serves the next second', async () => {
    t.clock.advance(1000)
    const statuses: number[] = []
    for (let i = 0; i < 6; i++)
      statuses.push(
        (await call(t, '/v1/accounts/self/', { token: 'demo-us-only', tick: false })).status,
      )
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429])
    const throttled = await call(t, '/v1/events/', { token: 'demo-us-only', tick: false })
    expect(throttled.status).toBe(429)
    expect(throttled.headers.get('retry-after')).toBe('1')
    // Another organisation is not throttled by it.
    expect((await call(t, '/v1/events/', { tick: false })).status).toBe(200)
    t.clock.advance(1000)
    expect((await call(t, '/v1/events/', { token: 'demo-us-only', tick: false })).status).toBe(200)
  })
})

describe('paths and methods', () => {
  it.each(['/v1/nope/', '/v1/events/nope/', '/v2/events/', '/'])(
    'answers 404 {error: "not found"} for %s',
    async (path) => {
      const answer = await call(t, path)
      expect(answer.status).toBe(404)
      expect(answer.body).toEqual({ error: 'not found' })
    },
  )

  it('answers 405 with Allow for a method the path does not take', async () => {
    const answer = await call(t, '/v1/events/', { method: 'DELETE' })
    expect(answer.status).toBe(405)
    expect(answer.headers.get('allow')).toContain('GET')
  })

  it.each([
    ['/v1/events', '?limit=3'],
    ['/v1/events/count', '?country=FR'],
    ['/v1/events/calendar', '?country=FR&active.gte=2026-06-01&active.lte=2026-06-03'],
    ['/v1/broadcasts', '?limit=3'],
    ['/v1/places', '?q=lyon'],
    ['/v1/accounts/self', ''],
  ])('answers %s%s with and without the trailing slash alike', async (path, search) => {
    const a = await call(t, `${path}${search}`)
    const b = await call(t, `${path}/${search}`)
    expect(a.status).toBe(200)
    // Page links echo the path as sent; everything else is the same.
    const strip = (body: unknown) =>
      JSON.parse(JSON.stringify(body).replaceAll(`${path}/?`, `${path}?`)) as unknown
    expect(strip(b.body)).toEqual(strip(a.body))
  })

  it('answers HEAD like GET without a body', async () => {
    const head = await call(t, '/v1/events/?category=sports', { method: 'HEAD' })
    expect(head.status).toBe(200)
    expect(head.body).toBeNull()
    expect(head.headers.get('content-type')).toContain('application/json')
    expect((await call(t, '/v1/events/', { method: 'HEAD', token: null })).status).toBe(401)
  })

  it('answers OPTIONS with the endpoint description', async () => {
    const answer = await call(t, '/v1/events/', { method: 'OPTIONS', token: null })
    expect(answer.status).toBe(200)
    expect(answer.headers.get('allow')).toContain('GET')
    expect(JSON.stringify(answer.body)).toContain('searchEvents')
  })
})
