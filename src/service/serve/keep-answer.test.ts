// Which answers the service lets a page keep (docs/dataset-cache.md), asked of a real service.
import { beforeAll, describe, expect, it } from 'vitest'
import { call, circleLocationBody } from '../../testing/service/request'
import { createTestService } from '../../testing/service/test-service'
import type { TestService } from '../../testing/service/test-service'
import { HOUR_MS } from '../../utils/time'

let t: TestService

beforeAll(async () => {
  t = await createTestService({ eventCount: 5_000 })
}, 300_000)

const cacheControl = async (path: string, token?: string): Promise<string | null> => {
  const answer = await call(t, path, token === undefined ? {} : { token })
  expect(answer.status).toBeLessThan(300)
  return answer.headers.get('cache-control')
}

describe('answers of the dataset alone', () => {
  it('may be kept until the end of the service clock’s UTC day', async () => {
    t.clock.set(Date.parse('2026-06-15T20:00:00Z') - 1000)
    // call() moves the clock a second before asking: 20:00, four hours before midnight.
    expect(await cacheControl('/v1/events/?limit=5')).toBe(`private, max-age=${4 * 3600}`)
    expect(await cacheControl('/v1/events/count/')).toMatch(/^private, max-age=\d+$/)
    expect(await cacheControl('/v1/broadcasts/?limit=5')).toMatch(/^private, max-age=\d+$/)
    expect(await cacheControl('/v1/places/?q=London')).toMatch(/^private, max-age=\d+$/)
  })

  it('include the features, whose body is a read of the dataset', async () => {
    const answer = await call(t, '/v1/features/', {
      body: {
        active: { gte: '2026-06-01', lte: '2026-06-30' },
        location: { geo: { lat: 40.71, lon: -74.01, radius: '25km' } },
        svc_attendance_concerts: true,
      },
    })
    expect(answer.status).toBe(200)
    expect(answer.headers.get('cache-control')).toMatch(/^private, max-age=\d+$/)
  })

  it('are kept for less as the day goes on', async () => {
    t.clock.set(Date.parse('2026-06-15T23:00:00Z') - 1000)
    expect(await cacheControl('/v1/events/count/')).toBe(`private, max-age=${HOUR_MS / 1000}`)
  })
})

describe('answers that may change', () => {
  it('are not kept when they read saved locations', async () => {
    expect(await cacheControl('/v1/saved-locations/')).toBe('no-store')
    expect(await cacheControl('/v1/events/?saved_location.location_id=abc')).toBe('no-store')
  })

  it('are not kept for a plan whose visibility window moves with the clock', async () => {
    expect(await cacheControl('/v1/events/?limit=5', 'demo-us-only')).toBe('no-store')
  })

  it('are not kept when they describe the account', async () => {
    expect(await cacheControl('/v1/accounts/self/')).toBe('no-store')
  })

  it('are not kept when they write', async () => {
    const created = await call(t, '/v1/saved-locations/', {
      body: circleLocationBody('Kept answers', [-74.01, 40.71], 2),
    })
    expect(created.status).toBe(201)
    expect(created.headers.get('cache-control')).toBe('no-store')
  })

  it('errors carry no permission to keep them', async () => {
    const answer = await call(t, '/v1/events/?limit=abc')
    expect(answer.status).toBe(400)
    expect(answer.headers.get('cache-control')).toBeNull()
  })
})
