// The embedded dataset is one history revealed by the clock (docs/dataset.md "A timeline"), and
// every kind of change a saved location reports comes out of it through the public API: a
// baseline taken on day D, the same service a week on, and classify.ts over what the API lists as
// updated since D. Each change is checked against the records of the event on both days.
import { beforeAll, describe, expect, it } from 'vitest'

import { rankLevel } from '../../../contract/enums'
import type { Event, EventsListResponse } from '../../../contract/event'
import { expectContract } from '../../../testing/service/contract-expect'
import { get } from '../../../testing/service/request'
import { createTestService } from '../../../testing/service/test-service'
import { isoDate } from '../../../utils/dates'
import { DAY_MS } from '../../../utils/time'
import { classifyChanges, MAJOR_LEVEL, seenOf } from './classify'
import type { EventChange, Snapshot } from './classify'

const SEED = 20260101
const WEEK = 7 * DAY_MS
const D = Date.parse('2026-03-02T10:00:00Z')
const EVENTS = 100_000
/**
 * Every event active from D on, as the public API lists them: month by month, so that no answer
 * meets the search's result window, once each.
 */
async function everyEvent(now: number, query: string): Promise<Event[]> {
  const t = await createTestService({ seed: SEED, now, eventCount: EVENTS })
  const out = new Map<string, Event>()
  for (let month = 0; month < 13; month++) {
    const from = isoDate(month === 0 ? D : Date.UTC(2026, 2 + month, 1))
    const to = isoDate(Date.UTC(2026, 3 + month, 0))
    let next: string | null =
      `/v1/events/?active.gte=${from}&active.lte=${to}&${query}&limit=1000&sort=start`
    while (next !== null) {
      const page: EventsListResponse = expectContract('searchEvents', await get(t, next))
      expect(page.count).toBeLessThan(10_000)
      for (const event of page.results) out.set(event.id, event)
      next = page.next
    }
  }
  return [...out.values()]
}

let onD = new Map<string, Event>()
let aWeekOn = new Map<string, Event>()
let changes: EventChange[] = []

beforeAll(async () => {
  const baseline = await everyEvent(D, 'state=active,predicted')
  onD = new Map(baseline.map((event) => [event.id, event]))
  const snapshot: Snapshot = new Map(baseline.map((event) => [event.id, seenOf(event)]))
  const since = new Date(D).toISOString()
  const updated = await everyEvent(D + WEEK, `updated.gte=${since}&state=active,deleted,predicted`)
  aWeekOn = new Map(updated.map((event) => [event.id, event]))
  changes = classifyChanges(updated, D, snapshot)
}, 600_000)

const ofKind = (kind: EventChange['kind']) => changes.filter((change) => change.kind === kind)

describe('a week of the dataset, read as changes at a location', () => {
  it('brings every kind of change', () => {
    for (const kind of ['new', 'cancelled', 'postponed', 'moved', 'rank-up'] as const)
      expect(ofKind(kind).length, kind).toBeGreaterThan(0)
  })

  it('reads each event once', () => {
    const ids = changes.map((change) => change.event.id)
    expect(new Set(ids).size).toBe(ids.length)
  })

  it('moves an event by its corrected start, as the records of the two days show', () => {
    for (const change of ofKind('moved')) {
      const before = onD.get(change.event.id)
      const after = aWeekOn.get(change.event.id)
      expect(before?.start).toBe(change.before?.start)
      expect(after?.start).toBe(change.event.start)
      expect(after?.start).not.toBe(before?.start)
    }
  })

  it('raises an event into level 4 or 5 from below, as the records of the two days show', () => {
    for (const change of ofKind('rank-up')) {
      const before = onD.get(change.event.id)
      const after = aWeekOn.get(change.event.id)
      expect(rankLevel(before?.rank ?? 0)).toBeLessThan(MAJOR_LEVEL)
      expect(rankLevel(after?.rank ?? 0)).toBeGreaterThanOrEqual(MAJOR_LEVEL)
      // Its crowd was revised with it.
      expect(after?.svc_attendance ?? 0).toBeGreaterThan(before?.svc_attendance ?? 0)
    }
  })

  it('postpones an event seen on D, naming its new date when the API has announced it', () => {
    for (const change of ofKind('postponed')) {
      expect(onD.get(change.event.id)?.state).not.toBe('deleted')
      expect(aWeekOn.get(change.event.id)?.deleted_reason).toBe('postponed')
      if (change.newStart !== undefined)
        expect(Date.parse(change.newStart)).toBeGreaterThan(Date.parse(change.event.start))
    }
    expect(ofKind('postponed').some((change) => change.newStart !== undefined)).toBe(true)
  })

  it('reports as new only what was announced since D', () => {
    for (const change of ofKind('new')) {
      expect(onD.has(change.event.id)).toBe(false)
      // A few events show no first_seen (docs/dataset.md); the others were announced since D.
      const firstSeen = aWeekOn.get(change.event.id)?.first_seen
      if (firstSeen != null) expect(Date.parse(firstSeen)).toBeGreaterThanOrEqual(D)
    }
  })
})
