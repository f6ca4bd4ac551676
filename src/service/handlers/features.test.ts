// POST /v1/features/ against the events and broadcasts endpoints of the same service: a day's
// statistics equal what the read endpoints return for that local day (docs/api.md "Features").
import { beforeAll, describe, expect, it } from 'vitest'

import { bodyValidationErrorBody } from '../../contract/errors'
import { eventsCalendarResponse, eventsListResponse } from '../../contract/event'
import type { Event } from '../../contract/event'
import { featuresResponse } from '../../contract/features-response'
import type { FeaturesDay } from '../../contract/features-response'
import type { TestService } from '../../testing/service/test-service'
import { call } from '../../testing/service/request'
import { createTestService } from '../../testing/service/test-service'
import { TEST_NOW } from '../../testing/service/test-service'
import { DAY_MS } from '../../utils/time'

let t: TestService
const TZ = 'America/Chicago'
const AUSTIN = { lat: 30.2672, lon: -97.7431, radius: '25km' }
const within = `within=25km@${AUSTIN.lat},${AUSTIN.lon}`
const NY_TZ = 'America/New_York'
const NYC = { lat: 40.7128, lon: -74.006, radius: '60km' }
const nyWithin = `within=60km@${NYC.lat},${NYC.lon}`
const day = (offset: number): string =>
  new Date(TEST_NOW + offset * DAY_MS).toISOString().slice(0, 10)
const FIRST = day(0)
const LAST = day(27)

beforeAll(async () => {
  t = await createTestService()
}, 240_000)

async function features(body: Record<string, unknown>): Promise<FeaturesDay[]> {
  const reply = await call(t, '/v1/features', { body })
  expect(reply.status, JSON.stringify(reply.body)).toBe(200)
  return featuresResponse.parse(reply.body).results
}

/** Local date in `tz` of an event time (floating times are already local). */
function localDate(text: string, floating: boolean, tz: string, minusMs = 0): string {
  const ms = Date.parse(floating ? `${text.slice(0, 19)}Z` : text) - minusMs
  if (floating) return new Date(ms).toISOString().slice(0, 10)
  return new Intl.DateTimeFormat('en-CA', { timeZone: tz }).format(new Date(ms))
}

/** Share of an event's attendance on one of its days: spread over its local days. */
function dailyShare(e: Event, tz = TZ): number {
  const floating = e.timezone === null
  const first = localDate(e.start, floating, tz)
  const endsLater = Date.parse(e.end) > Date.parse(e.start)
  const last = endsLater ? localDate(e.end, floating, tz, 1) : first
  const days = (Date.parse(last) - Date.parse(first)) / DAY_MS + 1
  const a = e.svc_attendance ?? 0
  return e.category === 'conferences' ? a : a / days
}

async function eventsOn(date: string, filter: string, tz = TZ): Promise<Event[]> {
  const path = `/v1/events/?${filter}&active.gte=${date}&active.lte=${date}&active.tz=${tz}&limit=1000`
  return eventsListResponse.parse((await call(t, path, { tick: 20 })).body).results
}

const stats = (values: number[]) => {
  const n = values.length
  const sorted = [...values].sort((a, b) => a - b)
  const sum = values.reduce((s, v) => s + v, 0)
  const avg = n === 0 ? 0 : sum / n
  const mid = Math.floor(n / 2)
  const median =
    n === 0 ? 0 : n % 2 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2
  const std = n === 0 ? null : Math.sqrt(values.reduce((s, v) => s + (v - avg) ** 2, 0) / n)
  return { count: n, sum, min: sorted[0] ?? 0, max: sorted[n - 1] ?? 0, avg, median, std_dev: std }
}

describe('attendance features', () => {
  it('gives per local day the stats of the matching events fetched through the events endpoint', async () => {
    const all = ['sum', 'min', 'max', 'avg', 'median', 'std_dev'] as const
    const keys = {
      svc_attendance_concerts: 'concerts',
      svc_attendance_sports: 'sports',
      svc_attendance_performing_arts: 'performing-arts',
      svc_attendance_community: 'community',
      svc_attendance_conferences: 'conferences',
    } as const
    const results = await features({
      active: { gte: FIRST, lte: LAST },
      location: { geo: NYC },
      ...Object.fromEntries(Object.keys(keys).map((k) => [k, { stats: [...all] }])),
      svc_attendance_expos: true,
    })
    expect(results.map((r) => r.date)).toEqual(Array.from({ length: 28 }, (_, i) => day(i)))
    let busy = 0
    for (const r of results) {
      // Defaults are count and sum only.
      expect(Object.keys(r.svc_attendance_expos?.stats ?? {}).sort()).toEqual(['count', 'sum'])
      for (const [key, category] of Object.entries(keys) as [keyof typeof keys, string][]) {
        const events = await eventsOn(r.date, `${nyWithin}&category=${category}`, NY_TZ)
        const expected = stats(events.map((e) => dailyShare(e, NY_TZ)))
        const got = r[key]?.stats
        expect(got?.count, `${key} ${r.date}`).toBe(expected.count)
        expect(got?.sum).toBeCloseTo(expected.sum, 6)
        expect(got?.min).toBeCloseTo(expected.min, 6)
        expect(got?.max).toBeCloseTo(expected.max, 6)
        expect(got?.avg).toBeCloseTo(expected.avg, 6)
        expect(got?.median).toBeCloseTo(expected.median, 6)
        if (expected.std_dev === null) expect(got?.std_dev).toBeNull()
        else expect(got?.std_dev).toBeCloseTo(expected.std_dev, 6)
        if (expected.count > 1) busy++
      }
    }
    // Several series with more than one event a day, so median and std_dev were really compared.
    expect(busy).toBeGreaterThan(5)
  })

  it('follows the empty-day rules: count 0, sums and extremes 0, median 0.0, std_dev null', async () => {
    const results = await features({
      active: { gte: FIRST, lte: LAST },
      location: { geo: { lat: 44.5, lon: -115.9, radius: '1km' } },
      svc_attendance_festivals: { stats: ['count', 'sum', 'min', 'max', 'median', 'std_dev'] },
    })
    for (const r of results) {
      expect(r.svc_attendance_festivals?.stats).toEqual({
        count: 0,
        sum: 0,
        min: 0,
        max: 0,
        median: 0,
        std_dev: null,
      })
    }
  })

  it('filters by svc_rank bounds', async () => {
    const results = await features({
      active: { gte: FIRST, lte: day(13) },
      location: { geo: AUSTIN },
      svc_attendance_sports: { svc_rank: { gte: 40, lt: 70 } },
    })
    for (const r of results) {
      const events = await eventsOn(r.date, `${within}&category=sports&rank.gte=40&rank.lt=70`)
      expect(r.svc_attendance_sports?.stats.count, r.date).toBe(events.length)
      expect(r.svc_attendance_sports?.stats.sum).toBeCloseTo(
        events.map((e) => dailyShare(e)).reduce((s, v) => s + v, 0),
        6,
      )
    }
  })

  it('aggregates several place ids as events in scope of any of them', async () => {
    // Two disjoint regions in one time zone: the union of their events is the sum of each.
    const [austin, dallas] = ['Texas', 'Oklahoma'].map(
      (name) =>
        t.deps.gazetteer.search(name, { countries: ['US'], types: ['region'] })[0]?.id ?? '',
    )
    const body = (ids: string[]) => ({
      active: { gte: FIRST, lte: day(20) },
      location: { place_id: ids },
      svc_attendance_concerts: true,
    })
    const both = await features(body([austin ?? '', dallas ?? '']))
    const a = await features(body([austin ?? '']))
    const d = await features(body([dallas ?? '']))
    both.forEach((r, i) => {
      const ca = a[i]?.svc_attendance_concerts?.stats
      const cd = d[i]?.svc_attendance_concerts?.stats
      expect(r.svc_attendance_concerts?.stats.count).toBe((ca?.count ?? 0) + (cd?.count ?? 0))
      expect(r.svc_attendance_concerts?.stats.sum).toBeCloseTo((ca?.sum ?? 0) + (cd?.sum ?? 0), 6)
    })
    expect(both.some((r) => (r.svc_attendance_concerts?.stats.count ?? 0) > 0)).toBe(true)
  })
})

describe('rank features', () => {
  it('histograms the category per day as the calendar endpoint does', async () => {
    const results = await features({
      active: { gte: FIRST, lte: day(89) },
      location: { geo: AUSTIN },
      svc_rank_public_holidays: true,
      svc_rank_observances: true,
    })
    for (const [key, category] of [
      ['svc_rank_public_holidays', 'public-holidays'],
      ['svc_rank_observances', 'observances'],
    ] as const) {
      const path = `/v1/events/calendar/?${within}&category=${category}&active.gte=${FIRST}&active.lte=${day(89)}&active.tz=${TZ}&limit=100`
      const calendar = eventsCalendarResponse.parse((await call(t, path)).body).results
      expect(calendar.length).toBeGreaterThan(0)
      for (const r of results) {
        const levels = calendar.find((c) => c.date === r.date)?.rank_levels ?? {
          '1': 0,
          '2': 0,
          '3': 0,
          '4': 0,
          '5': 0,
        }
        expect(r[key]?.rank_levels, `${key} ${r.date}`).toEqual(levels)
      }
    }
  })
})

describe('features validation', () => {
  it.each([
    [{ location: { place_id: ['no-such-place'] } }, 'location.place_id'],
    [{ location: { place_id: ['1', '2', '3', '4'] } }, 'location.place_id'],
    [{ location: { geo: { ...AUSTIN, radius: '101mi' } } }, 'location.geo.radius'],
    [{ active: { gte: FIRST, lte: day(95) } }, 'active.lte'],
    [{ active: { gte: FIRST } }, 'active.lte'],
  ])('answers 400 with details naming the field (%#)', async (patch, field) => {
    const body = {
      active: { gte: FIRST, lte: LAST },
      location: { geo: AUSTIN },
      svc_attendance_sports: true,
      ...patch,
    }
    const reply = await call(t, '/v1/features', { body })
    expect(reply.status).toBe(400)
    expect(bodyValidationErrorBody.parse(reply.body).details.map((d) => d.field)).toContain(field)
  })
})
