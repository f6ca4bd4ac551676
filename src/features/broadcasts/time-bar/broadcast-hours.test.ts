// The broadcasts' time window lights exactly what the API counts: for several windows of hours,
// the broadcasts broadcast-hours.ts places in the window are as many as `/v1/broadcasts/count/`
// with the window's bounds as `start.gte`/`start.lt` in the view's `start.tz` and the view's
// filters; and the bars add up to the period's count.
import { beforeAll, describe, expect, it } from 'vitest'

import { hourAxis, hourName, periodHours } from '../../../components/time-bar/hour-axis'
import { spanAt } from '../../../components/time-bar/window-span'
import type { Span } from '../../../components/time-bar/window-span'
import type { BroadcastsListResponse } from '../../../contract/broadcast'
import { expectContract } from '../../../testing/service/contract-expect'
import { get } from '../../../testing/service/request'
import { TEST_NOW, createTestService } from '../../../testing/service/test-service'
import type { TestService } from '../../../testing/service/test-service'
import { addDays, isoDate } from '../../../utils/dates'
import { toMapBroadcast } from '../map/county-viewership'
import type { MapBroadcast } from '../map/county-viewership'
import { broadcastHours, countOnAir, countPerBar, onAir } from './broadcast-hours'
import { hourBars } from './hour-bars'
import { HOUR_LENGTHS } from './hour-window'
import { listWindow } from './list-window'
import { withinWindow } from '../build-query'

let t: TestService
const TZ = 'America/Chicago'
const gte = isoDate(TEST_NOW)
const lte = addDays(gte, 29)
const period = periodHours(gte, lte, TZ)
const FILTERS = `broadcast_status=scheduled,predicted&start.tz=${TZ}`

let broadcasts: MapBroadcast[] = []
let hours: Float64Array

async function everyBroadcast(query: string): Promise<MapBroadcast[]> {
  const out: MapBroadcast[] = []
  let next: string | null = `/v1/broadcasts/?${query}&limit=500&sort=-svc_viewership`
  while (next !== null) {
    const page: BroadcastsListResponse = expectContract('searchBroadcasts', await get(t, next))
    out.push(...page.results.flatMap((b) => toMapBroadcast(b) ?? []))
    next = page.next
  }
  return out
}

/** The API's count of the broadcasts starting in the span: its bounds as wall times in TZ. */
async function apiCount(span: Span): Promise<number> {
  const from = `${hourName(period, span.first)}:00`
  const to = `${hourName(period, span.last + 1)}:00`
  const path = `/v1/broadcasts/count/?${FILTERS}&start.gte=${from}&start.lt=${to}`
  const answer: { count: number } = expectContract('countBroadcasts', await get(t, path))
  return answer.count
}

beforeAll(async () => {
  t = await createTestService()
  broadcasts = await everyBroadcast(`${FILTERS}&start.gte=${gte}&start.lte=${lte}`)
  hours = broadcastHours(broadcasts, period)
}, 600_000)

describe('the broadcasts a window of hours lights', () => {
  it('has broadcasts enough, every one in an hour of the period', () => {
    expect(broadcasts.length).toBeGreaterThan(100)
    for (const hour of hours) {
      expect(hour).toBeGreaterThanOrEqual(0)
      expect(hour).toBeLessThan(period.hours)
    }
  })

  it('are those the API counts with the window as start.gte/start.lt, for windows of 1 hour to a day', async () => {
    const busiest = hourBars(period, hours).bars.reduce(
      (best, bar, i, bars) => (bar.count > (bars[best]?.count ?? 0) ? i : best),
      0,
    )
    const size = hourBars(period, hours).size
    const windows: Span[] = [
      { first: 0, last: 0 },
      { first: busiest * size, last: busiest * size + 2 },
      { first: busiest * size + 1, last: busiest * size + 6 },
      { first: 100, last: 111 },
      { first: 24 * 12, last: 24 * 13 - 1 },
      { first: period.hours - 24, last: period.hours - 1 },
      // From the start, as a cumulative window lights.
      { first: 0, last: 24 * 9 + 17 },
    ]
    let litSome = 0
    for (const span of windows) {
      const lit = countOnAir(hours, span)
      expect(lit, `hours ${String(span.first)}–${String(span.last)}`).toBe(await apiCount(span))
      expect(onAir(broadcasts, hours, span)).toHaveLength(lit)
      if (lit > 0) litSome += 1
    }
    expect(litSome).toBeGreaterThan(4)
  }, 120_000)

  it('gives a list that follows a linked window the broadcasts the map lights there', async () => {
    const axis = hourAxis(period)
    const shapes = [
      { at: axis.nameOf(200), window: '6h', mode: 'moving' },
      { at: axis.nameOf(24 * 20), window: '1d', mode: 'moving' },
      { at: axis.nameOf(48), window: '3h', mode: 'cumulative' },
    ] as const
    let listed = 0
    for (const shape of shapes) {
      const window = listWindow(shape, period)
      if (!window) throw new Error(`no window at ${shape.at}`)
      const filter = withinWindow(
        {
          broadcast_status: 'scheduled,predicted',
          'start.gte': gte,
          'start.lte': lte,
          'start.tz': TZ,
        },
        window,
      )
      const query = Object.entries({ ...filter, limit: '500' })
        .map(([key, value]) => `${key}=${encodeURIComponent(String(value))}`)
        .join('&')
      const page = expectContract('searchBroadcasts', await get(t, `/v1/broadcasts/?${query}`))
      const start = axis.indexOf(shape.at) ?? NaN
      const span = spanAt(start, HOUR_LENGTHS[shape.window], shape.mode, axis.units)
      expect(page.count, shape.at).toBe(countOnAir(hours, span))
      listed += page.count
      expect(page.results.map((b) => b.broadcast_id).sort()).toEqual(
        onAir(broadcasts, hours, span)
          .map((b) => b.id)
          .sort(),
      )
    }
    expect(listed).toBeGreaterThan(0)
  }, 120_000)

  it('reads a window named in a link as the same hours', () => {
    const axis = hourAxis(period)
    expect(axis.indexOf(axis.nameOf(300))).toBe(300)
  })

  it('adds up to every broadcast of the period across the bars', () => {
    const bars = countPerBar(hours, period.hours, 4)
    expect(bars).toHaveLength(180)
    expect(bars.reduce((sum, n) => sum + n, 0)).toBe(broadcasts.length)
  })

  it('never lights a broadcast whose start does not parse', () => {
    const odd = broadcastHours([{ start: '' }, { start: '2026-06-15T20:00:00Z' }], period)
    expect(countOnAir(odd, { first: 0, last: period.hours - 1 })).toBe(1)
  })
})
