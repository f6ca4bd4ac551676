// A reader's schema parses the projection of an answer exactly as it parses the whole answer:
// real pages of the embedded service, and answers a backend could send that break the contract.
import { describe, expect, it } from 'vitest'
import { z } from 'zod'

import { mapEventsPage } from '../contract/event'
import { serveTestServiceAt } from '../testing/service/booted-service'
import { createClient } from './client'
import { project } from './json-projection'
import { projectionOf } from './schema-projection'

const BASE = 'http://projection.test'
serveTestServiceAt(BASE, {
  seed: 11,
  now: '2026-04-01T09:00:00Z',
  eventCount: 2_000,
  broadcastCount: 400,
})

/** The schema's outcome on the whole value and on its projection: equal when the projection is faithful. */
function bothWays(schema: z.ZodType, value: unknown) {
  const whole = schema.safeParse(value)
  const cut = schema.safeParse(project(value, projectionOf(schema)))
  return { whole, cut }
}

describe('projectionOf', () => {
  it('keeps the keys an object names, the items of an array, and unwraps optional and nullable', () => {
    const schema = z.object({
      a: z.number(),
      b: z.array(z.object({ c: z.string(), d: z.object({ e: z.number() }).nullable() })),
      f: z.union([z.string(), z.object({ g: z.number() })]).optional(),
    })
    expect(projectionOf(schema)).toEqual({
      keys: {
        a: true,
        b: { each: { keys: { c: true, d: { keys: { e: true } } } } },
        f: true,
      },
    })
  })

  it('keeps an object whole when it keeps or refuses unknown keys', () => {
    expect(projectionOf(z.looseObject({ a: z.number() }))).toBe(true)
    expect(projectionOf(z.strictObject({ a: z.number() }))).toBe(true)
  })

  const client = createClient({ baseUrl: BASE, token: 'demo-analyst' })
  it('gives the reader of a real events page what the whole page gives it', async () => {
    const page = await client.searchEvents({ 'active.gte': '2026-04-01', limit: '500' })
    expect(page.results.length).toBeGreaterThan(100)
    const { whole, cut } = bothWays(mapEventsPage, page)
    expect(whole.success).toBe(true)
    expect(cut.data).toEqual(whole.data)
    // And a fraction of it reaches the page.
    const kept = JSON.stringify(project(page, projectionOf(mapEventsPage))).length
    expect(kept * 3).toBeLessThan(JSON.stringify(page).length)
  }, 60_000)

  it('reports the same problems with an answer that breaks the contract', async () => {
    const page = await client.searchEvents({ 'active.gte': '2026-04-01', limit: '5' })
    const [first, second] = page.results
    const odd: unknown[] = [
      null,
      'not json',
      [],
      { ...page, results: 'none' },
      { ...page, results: [null, 7, 'x'] },
      { ...page, count: '12' },
      { ...page, results: [{ ...first, location: 'here' }, second] },
      { ...page, results: [{ ...first, id: undefined }] },
      { ...page, results: [{ ...first, start: 5, extra: { deep: [1, 2] } }] },
    ]
    for (const value of odd) {
      const { whole, cut } = bothWays(mapEventsPage, value)
      expect(cut.success).toBe(whole.success)
      expect(cut.error?.issues).toEqual(whole.error?.issues)
    }
  }, 60_000)
})
