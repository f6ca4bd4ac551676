// The time window lights exactly what the API counts: for several windows of a period, the events
// that active-days.ts places in the window are as many as `/v1/events/count/` with the window as
// `active.gte`/`active.lte` and the view's filters, and are the same events as the search returns.
import { beforeAll, describe, expect, it } from 'vitest'

import { countActive, dayFrame, eventDays, isActiveIn } from '../../../components/map/active-days'
import type { EventDays } from '../../../components/map/active-days'
import type { Event, EventsCountResponse, EventsListResponse } from '../../../contract/event'
import { expectContract } from '../../../testing/service/contract-expect'
import { call, get } from '../../../testing/service/request'
import { TEST_NOW, createTestService } from '../../../testing/service/test-service'
import type { TestService } from '../../../testing/service/test-service'
import { addDays, isoDate } from '../../../utils/dates'
import { attendanceByDay } from './attendance-days'
import { windowDays } from './time-window'
import type { PeriodDays } from './time-window'

let t: TestService
const TZ = 'America/Chicago'
const FILTERS = `category=festivals,concerts,sports,expos,conferences,public-holidays&active.tz=${TZ}`
const period: PeriodDays = { gte: isoDate(TEST_NOW), days: 60 }

let events: Event[] = []
let days: EventDays

async function everyEvent(query: string): Promise<Event[]> {
  const out: Event[] = []
  let next: string | null = `/v1/events/?${query}&limit=1000&sort=-rank,start`
  while (next !== null) {
    const page: EventsListResponse = expectContract('searchEvents', await get(t, next))
    out.push(...page.results)
    next = page.next
  }
  return out
}

const between = (first: number, last: number) =>
  `active.gte=${addDays(period.gte, first)}&active.lte=${addDays(period.gte, last)}`

beforeAll(async () => {
  t = await createTestService()
  events = await everyEvent(`${FILTERS}&${between(0, period.days - 1)}`)
  days = eventDays(events, dayFrame(period.gte, period.days, TZ))
}, 600_000)

describe('the lit set of a time window', () => {
  it('has events of several days and of no zone to test against', () => {
    expect(events.length).toBeGreaterThan(1000)
    expect(events.some((event) => event.timezone === null)).toBe(true)
    const multiDay = events.filter((_, i) => (days.last[i] ?? 0) > (days.first[i] ?? 0))
    expect(multiDay.length).toBeGreaterThan(10)
  })

  it('places every event of the period on a day of it', () => {
    for (let i = 0; i < events.length; i += 1) {
      expect(days.first[i]).toBeLessThan(period.days)
      expect(days.last[i]).toBeGreaterThanOrEqual(0)
    }
  })

  it.each([
    ['the first day', { index: 0, length: '1d', mode: 'moving' }],
    ['three days in the middle', { index: 24, length: '3d', mode: 'moving' }],
    ['the last week', { index: period.days - 7, length: '1w', mode: 'moving' }],
    ['three weeks from the start', { index: 14, length: '1w', mode: 'cumulative' }],
  ] as const)('counts as the API does for %s', async (_, { index, length, mode }) => {
    const window = windowDays(index, { length, mode }, period)
    const query = `${FILTERS}&${between(window.first, window.last)}`
    const count: EventsCountResponse = expectContract(
      'countEvents',
      await get(t, `/v1/events/count/?${query}`),
    )
    expect(countActive(days, window)).toBe(count.count)
    const lit = new Set(
      events
        .filter((_, i) => isActiveIn(days.first[i] ?? 0, days.last[i] ?? 0, window))
        .map((e) => e.id),
    )
    const found = await everyEvent(query)
    expect(new Set(found.map((event) => event.id))).toEqual(lit)
  })

  it('lights a multi-day event on a day inside it, not only on its first', async () => {
    const i = events.findIndex(
      (_, k) => (days.first[k] ?? 0) >= 0 && (days.last[k] ?? 0) - (days.first[k] ?? 0) >= 2,
    )
    expect(i).toBeGreaterThanOrEqual(0)
    const day = (days.first[i] ?? 0) + 1
    const window = { first: day, last: day }
    expect(isActiveIn(days.first[i] ?? 0, days.last[i] ?? 0, window)).toBe(true)
    const count: EventsCountResponse = expectContract(
      'countEvents',
      await get(t, `/v1/events/count/?${FILTERS}&${between(day, day)}`),
    )
    expect(countActive(days, window)).toBe(count.count)
  })
})

describe('bars weighted by attendance', () => {
  // Chicago, in its own zone, as the analytics view's daily features count it.
  const CHICAGO = '4887398'
  const KEYS = {
    community: 'svc_attendance_community',
    concerts: 'svc_attendance_concerts',
    conferences: 'svc_attendance_conferences',
    expos: 'svc_attendance_expos',
    festivals: 'svc_attendance_festivals',
    'performing-arts': 'svc_attendance_performing_arts',
    'school-holidays': 'svc_attendance_school_holidays',
    sports: 'svc_attendance_sports',
  } as const

  it('sum each day as the daily features do, multi-day events spread over their days', async () => {
    const query = `place.scope=${CHICAGO}&category=${Object.keys(KEYS).join(',')}&active.tz=America/Chicago&${between(0, period.days - 1)}`
    const chicago = await everyEvent(query)
    expect(chicago.length).toBeGreaterThan(50)
    const chicagoDays = eventDays(chicago, dayFrame(period.gte, period.days, 'America/Chicago'))
    expect(chicago.some((_, i) => (chicagoDays.last[i] ?? 0) > (chicagoDays.first[i] ?? 0))).toBe(
      true,
    )
    const ours = attendanceByDay(chicago, chicagoDays, period.days)
    const answer = await call(t, '/v1/features/', {
      body: {
        active: { gte: period.gte, lte: addDays(period.gte, period.days - 1) },
        location: { place_id: [CHICAGO] },
        ...Object.fromEntries(Object.values(KEYS).map((key) => [key, { stats: ['sum'] }])),
      },
    })
    expect(answer.status).toBe(200)
    const { results } = answer.body as {
      results: ({ date: string } & Record<string, { stats: { sum?: number } } | string>)[]
    }
    expect(results).toHaveLength(period.days)
    results.forEach((day, d) => {
      const theirs = Object.values(KEYS).reduce((sum, key) => {
        const value = day[key]
        return sum + (typeof value === 'object' ? (value.stats.sum ?? 0) : 0)
      }, 0)
      expect(ours[d] ?? 0, day.date).toBeCloseTo(theirs, 0)
    })
  })
})
