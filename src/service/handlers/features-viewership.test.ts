// POST /v1/features/ viewership keys against the broadcasts endpoint of the same service: per
// local day of the county, by league and by local hour of the broadcast start (docs/api.md
// "Features").
import { beforeAll, describe, expect, it } from 'vitest'

import { activeBroadcast, broadcastsListResponse } from '../../contract/broadcast'
import type { ActiveBroadcast } from '../../contract/broadcast'
import { featuresResponse } from '../../contract/features-response'
import type { FeaturesDay } from '../../contract/features-response'
import type { TestService } from '../../testing/service/test-service'
import { call } from '../../testing/service/request'
import { createTestService } from '../../testing/service/test-service'
import { TEST_NOW } from '../../testing/service/test-service'
import { DAY_MS } from '../../utils/time'

let t: TestService
const day = (offset: number): string =>
  new Date(TEST_NOW + offset * DAY_MS).toISOString().slice(0, 10)
const FIRST = day(0)

beforeAll(async () => {
  t = await createTestService()
}, 240_000)

async function features(body: Record<string, unknown>): Promise<FeaturesDay[]> {
  const reply = await call(t, '/v1/features', { body })
  expect(reply.status, JSON.stringify(reply.body)).toBe(200)
  return featuresResponse.parse(reply.body).results
}

describe('viewership features', () => {
  it('sums the broadcasts of the counties per local day, by league and by hour of start', async () => {
    const travis =
      t.deps.gazetteer.search('Travis', { countries: ['US'], types: ['county'] })[0]?.id ?? ''
    const body = {
      active: { gte: FIRST, lte: day(59) },
      location: { place_id: [travis] },
      svc_viewership_sports: { stats: ['sum', 'max'] },
      svc_viewership_sports_basketball: true,
    }
    const all = await features(body)
    const evening = await features({ ...body, hour_of_day_start: { gte: 18, lte: 23 } })
    const broadcasts: ActiveBroadcast[] = []
    for (let offset = 0; ; offset += 500) {
      const path = `/v1/broadcasts/?location.place_id=${travis}&start.gte=${day(-2)}&start.lte=${day(62)}&limit=500&offset=${offset}`
      const page = broadcastsListResponse.parse((await call(t, path)).body)
      broadcasts.push(...page.results.flatMap((b) => activeBroadcast.safeParse(b).data ?? []))
      if (page.next === null) break
    }
    let seen = 0
    all.forEach((r, i) => {
      const today = broadcasts.filter((b) => b.dates?.start_local?.slice(0, 10) === r.date)
      const sum = (list: typeof today) => list.reduce((s, b) => s + (b.svc_viewership ?? 0), 0)
      const basketball = today.filter((b) => b.event?.labels.includes('basketball'))
      const late = today.filter((b) => Number(b.dates?.start_local?.slice(11, 13)) >= 18)
      expect(r.svc_viewership_sports?.stats, r.date).toMatchObject({
        count: today.length,
        sum: sum(today),
      })
      expect(r.svc_viewership_sports?.stats.max).toBe(
        Math.max(0, ...today.map((b) => b.svc_viewership ?? 0)),
      )
      expect(r.svc_viewership_sports_basketball?.stats).toEqual({
        count: basketball.length,
        sum: sum(basketball),
      })
      expect(evening[i]?.svc_viewership_sports?.stats).toMatchObject({
        count: late.length,
        sum: sum(late),
      })
      seen += today.length
    })
    expect(seen).toBeGreaterThan(0)
  })
})
