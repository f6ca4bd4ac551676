// Count and calendar responses against aggregates computed from every page of the search.
import { beforeAll, describe, expect, it } from 'vitest'
import { zoneOffsetMs } from '../../contract/dates'
import type { Event, EventsCountResponse, EventsListResponse } from '../../contract/event'
import type { ResponseOf } from '../../contract/routes'
import { expectContract } from '../../testing/service/contract-expect'
import { get } from '../../testing/service/request'
import { createTestService } from '../../testing/service/test-service'
import type { TestService } from '../../testing/service/test-service'
import { DAY_MS } from '../../utils/time'

let t: TestService

beforeAll(async () => {
  t = await createTestService()
}, 300_000)

async function everyEvent(filter: string): Promise<Event[]> {
  const out: Event[] = []
  let next: string | null = `/v1/events/?${filter}&limit=1000&sort=start`
  while (next !== null) {
    const page: EventsListResponse = expectContract('searchEvents', await get(t, next))
    out.push(...page.results)
    next = page.next
  }
  return out
}

const level = (rank: number): '1' | '2' | '3' | '4' | '5' =>
  rank <= 20 ? '1' : rank <= 40 ? '2' : rank <= 60 ? '3' : rank <= 80 ? '4' : '5'

function aggregates(events: readonly Event[]): EventsCountResponse {
  const levels = () => ({ '1': 0, '2': 0, '3': 0, '4': 0, '5': 0 })
  const out: EventsCountResponse = {
    count: events.length,
    top_rank: null,
    top_local_rank: null,
    top_aviation_rank: null,
    rank_levels: levels(),
    local_rank_levels: levels(),
    aviation_rank_levels: levels(),
    categories: {},
    labels: {},
  }
  const max = (a: number | null, b: number) => (a === null || b > a ? b : a)
  for (const e of events) {
    out.top_rank = max(out.top_rank, e.rank)
    out.rank_levels[level(e.rank)] += 1
    if (e.local_rank !== null) {
      out.top_local_rank = max(out.top_local_rank, e.local_rank)
      out.local_rank_levels[level(e.local_rank)] += 1
    }
    if (e.aviation_rank !== null) {
      out.top_aviation_rank = max(out.top_aviation_rank, e.aviation_rank)
      out.aviation_rank_levels[level(e.aviation_rank)] += 1
    }
    out.categories[e.category] = (out.categories[e.category] ?? 0) + 1
    for (const l of e.labels) out.labels[l] = (out.labels[l] ?? 0) + 1
  }
  return out
}

/** Local days (YYYY-MM-DD) an event is active on in `tz`; the end instant itself is excluded. */
function activeDays(e: Event, tz: string): string[] {
  const local = (s: string): number => {
    if (e.timezone === null) return Date.parse(`${s}Z`)
    const ms = Date.parse(s)
    return ms + zoneOffsetMs(tz, ms)
  }
  const start = local(e.start)
  const endRaw = local(e.end)
  const end = endRaw > start ? endRaw - 1 : start
  const days: string[] = []
  for (let d = Math.floor(start / DAY_MS); d <= Math.floor(end / DAY_MS); d++)
    days.push(new Date(d * DAY_MS).toISOString().slice(0, 10))
  return days
}

describe('GET /v1/events/count/', () => {
  it.each([
    'category=sports&country=GB',
    'country=JP&state=active,predicted,deleted',
    'within=40km@48.8566,2.3522&active.gte=2026-05-01&active.lt=2026-09-01',
    'label=nba,nfl&rank_level=4,5',
    'country=ZZ',
  ])('equals the aggregates of all search pages for %s', async (filter) => {
    const count = expectContract('countEvents', await get(t, `/v1/events/count/?${filter}`))
    const events = await everyEvent(filter)
    expect(count).toEqual(aggregates(events))
  })

  it('ignores paging and sort', async () => {
    const a = await get(t, '/v1/events/count/?country=DE')
    const b = await get(t, '/v1/events/count/?country=DE&limit=1&offset=5&sort=-rank')
    expect(b).toEqual(a)
  })
})

describe('GET /v1/events/calendar/', () => {
  it.each([
    ['UTC', 'active.gte=2026-06-01&active.lte=2026-06-20&category=concerts,sports&country=US'],
    [
      'Asia/Tokyo',
      'active.gte=2026-07-01&active.lte=2026-07-10&active.tz=Asia/Tokyo&country=JP,AU',
    ],
    [
      'America/New_York',
      'active.gt=2026-06-10&active.lt=2026-06-25&active.tz=America/New_York&country=US&rank_level=3,4,5',
    ],
  ])('counts per %s day agree with the events of the search', async (tz, filter) => {
    const calendar = expectContract(
      'eventsCalendar',
      await get(t, `/v1/events/calendar/?${filter}`),
    )
    const events = await everyEvent(filter)
    const byDay = new Map<string, Event[]>()
    const params = new URLSearchParams(filter)
    const lo = params.get('active.gte') ?? nextDay(params.get('active.gt'))
    const hi = params.get('active.lte') ?? previousDay(params.get('active.lt'))
    for (const e of events) {
      for (const d of activeDays(e, tz))
        if (d >= lo && d <= hi) byDay.set(d, [...(byDay.get(d) ?? []), e])
    }
    expect(calendar.results.map((d) => d.date)).toEqual([...byDay.keys()].sort())
    expect(calendar.count).toBe(byDay.size)
    expect(calendar.next).toBeNull()
    for (const day of calendar.results) {
      const { date, ...rest } = day
      expect(rest, date).toEqual(aggregates(byDay.get(date) ?? []))
    }
  })

  it('pages the days with limit and offset when limit is sent', async () => {
    const filter = 'active.gte=2026-06-01&active.lte=2026-06-30&country=US'
    const whole = expectContract('eventsCalendar', await get(t, `/v1/events/calendar/?${filter}`))
    expect(whole.count).toBe(30)
    const dates: string[] = []
    let next: string | null = `/v1/events/calendar/?${filter}&limit=7`
    while (next !== null) {
      const page: ResponseOf<'eventsCalendar'> = expectContract(
        'eventsCalendar',
        await get(t, next),
      )
      expect(page.count).toBe(30)
      dates.push(...page.results.map((d) => d.date))
      next = page.next
    }
    expect(dates).toEqual(whole.results.map((d) => d.date))
  })
})

function nextDay(d: string | null): string {
  return d === null ? '0000-00-00' : new Date(Date.parse(d) + DAY_MS).toISOString().slice(0, 10)
}
function previousDay(d: string | null): string {
  return d === null ? '9999-99-99' : new Date(Date.parse(d) - DAY_MS).toISOString().slice(0, 10)
}
