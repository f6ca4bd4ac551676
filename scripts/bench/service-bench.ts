// Part A: read operations through the whole service (routing, auth, validation, handler, engine,
// materialisation, JSON), as a client sees them: service.fetch(new Request(...)) with the
// demo-analyst token, body read to the end.

import type { FetchHandler } from '../../src/service/serve/fetch-handler'
import type { Scenario } from './scenario'
import { dayString, localDay } from './scenario'
import type { Summary } from './stats'
import type { RunPlan } from './timing'
import { timeRuns } from './timing'

const BASE = 'http://localhost/v1'
const TOKEN = 'demo-analyst'

export interface ServiceCase {
  readonly key: string
  readonly path: string
}

export interface ServiceResult extends ServiceCase {
  readonly status: number
  readonly bytes: number
  /** Absent when the first answer was not 200 (nothing is timed then). */
  readonly timing?: Summary
  readonly error?: string
}

/**
 * Service clock for the benchmark: starts at `start` and moves 20 ms per reading, so a burst of
 * requests stays under the demo-analyst rate limit (100 per clock second) while the dataset and
 * every date of the queries refer to the start.
 */
export function steppingClock(start: number): () => number {
  let readings = 0
  return () => start + 20 * readings++
}

export function serviceCases(sc: Scenario): ServiceCase[] {
  const day = (offset: number): string => dayString(localDay('UTC', sc.now) + offset)
  const { city, broadcastState } = sc
  const radius = `within=25km@${city.lat},${city.lon}&active.gte=${day(0)}&active.lte=${day(30)}&category=concerts,sports`
  const week = `location.place_id=${broadcastState.id}&start.gte=${day(7)}&start.lt=${day(14)}`
  const year = sc.calendarYear
  return [
    { key: 'events-radius', path: `/events/?${radius}&sort=start&limit=50` },
    {
      key: 'events-q',
      path: `/events/?q=world%20tour&start.gte=${day(0)}&start.lte=${day(90)}&limit=50`,
    },
    { key: 'events-count', path: `/events/count/?${radius}` },
    {
      key: 'events-calendar',
      path: `/events/calendar/?country=${sc.calendarCountry}&active.gte=${year}-01-01&active.lte=${year}-12-31&active.tz=${encodeURIComponent(sc.calendarTz)}`,
    },
    { key: 'broadcasts-search', path: `/broadcasts/?${week}&sort=-svc_viewership&limit=50` },
    { key: 'broadcasts-count', path: `/broadcasts/count/?${week}` },
    { key: 'places-search', path: '/places/?q=spring&limit=10' },
    {
      key: 'place-hierarchies',
      path: `/places/hierarchies/?location.origin=${city.lat},${city.lon}`,
    },
    { key: 'account', path: '/accounts/self/' },
  ]
}

async function call(
  service: FetchHandler,
  path: string,
): Promise<{ status: number; body: string }> {
  const response = await service.fetch(
    new Request(`${BASE}${path}`, { headers: { authorization: `Bearer ${TOKEN}` } }),
  )
  return { status: response.status, body: await response.text() }
}

export async function benchService(
  service: FetchHandler,
  cases: readonly ServiceCase[],
  plan: RunPlan,
): Promise<ServiceResult[]> {
  const out: ServiceResult[] = []
  for (const c of cases) {
    const first = await call(service, c.path)
    if (first.status !== 200) {
      out.push({
        ...c,
        status: first.status,
        bytes: first.body.length,
        error: first.body.slice(0, 300),
      })
      continue
    }
    const timing = await timeRuns(() => call(service, c.path), plan)
    out.push({ ...c, status: 200, bytes: first.body.length, timing })
  }
  return out
}
