// One history per seed (docs/dataset.md "A timeline"): the dataset built for a later day is the one
// built for D, plus what was announced or changed since, minus what fell out of retention.
// Compared record by record, as the API shows them.

import { beforeAll, describe, expect, it } from 'vitest'
import type { Event } from '../../../contract/event'
import { materializeEvent } from '../../engine/materialize-event'
import { buildDataset } from '../build-dataset'
import { datasetWindow, MAX_LEAD, retentionStart } from '../clock'
import type { Gazetteer } from '../gazetteer/types'
import type { HolidayCalendars } from '../holidays/calendars'
import { DAY_MS } from '../../../utils/time'
import { loadTestGazetteer, loadTestHolidays } from '../../../testing/engine/fixture'

const SEED = 20260101
const SIZE = { eventCount: 15_000, broadcastCount: 5_000 }

let gazetteer: Gazetteer
let holidays: HolidayCalendars

function recordsAt(now: number): Map<string, Event> {
  const dataset = buildDataset({ seed: SEED, now, gazetteer, holidays, ...SIZE })
  const records = new Map<string, Event>()
  for (let row = 0; row < dataset.events.size; row++) {
    const event = materializeEvent(dataset, gazetteer, row)
    records.set(event.id, event)
  }
  return records
}

const ms = (iso: string | null | undefined): number => (iso ? Date.parse(iso) : NaN)

beforeAll(async () => {
  gazetteer = await loadTestGazetteer()
  const years = new Set([
    ...datasetWindow(Date.UTC(2026, 11, 31)).years,
    ...datasetWindow(Date.UTC(2027, 0, 1)).years,
  ])
  holidays = await loadTestHolidays([...years])
}, 600_000)

/** Checks D+`days` against D; returns what changed, for the callers' own expectations. */
function compareDays(
  day: number,
  days = 1,
): {
  added: number
  changed: number
  dropped: number
  retimed: number
  revised: number
} {
  const before = recordsAt(day)
  const after = recordsAt(day + days * DAY_MS)
  const cutoff = retentionStart(day + days * DAY_MS)
  let added = 0
  let changed = 0
  let dropped = 0
  let retimed = 0
  let revised = 0
  for (const [id, record] of after) {
    const earlier = before.get(id)
    if (earlier === undefined) {
      // New since D: it entered the dataset then.
      expect(ms(record.updated), `${id} is new since D`).toBeGreaterThan(day)
      if (record.first_seen) expect(ms(record.first_seen)).toBeGreaterThan(day)
      added++
    } else if (ms(record.updated) > day) {
      changed++
      // A correction (revisions.ts): a start moved by half an hour or an hour, or a crowd
      // revised with its rank, in the same direction.
      const shift = ms(record.start) - ms(earlier.start)
      if (shift !== 0 && earlier.state === record.state) {
        expect([-60, -30, 30, 60], id).toContain(shift / 60_000)
        retimed++
      }
      if (record.rank !== earlier.rank && earlier.state === record.state) {
        const crowd = (record.svc_attendance ?? 0) - (earlier.svc_attendance ?? 0)
        expect(Math.sign(crowd), id).toBe(Math.sign(record.rank - earlier.rank))
        revised++
      }
    } else {
      expect(record, `${id} was not updated since D`).toEqual(earlier)
    }
  }
  // The postponed records by title: the event a record was moved from, if any.
  const postponed = new Map<string, Event[]>()
  for (const e of before.values()) {
    if (e.deleted_reason === 'postponed')
      postponed.set(e.title, [...(postponed.get(e.title) ?? []), e])
  }
  for (const [id, record] of before) {
    if (after.has(id)) continue
    // Left out only when its event (itself, its parent, its original) starts before retention.
    const parent = record.parent_event ? before.get(record.parent_event.parent_event_id) : undefined
    const original = record.duplicate_of_id ? before.get(record.duplicate_of_id) : undefined
    const movedFrom = postponed.get(record.title)?.find((e) => e.id !== record.id)
    const rootStart = Math.min(
      ...[record, parent, original, movedFrom]
        .map((e) => ms(e?.start))
        .filter((t) => !Number.isNaN(t)),
    )
    expect(rootStart, `${id} left out`).toBeLessThan(cutoff)
    dropped++
  }
  return { added, changed, dropped, retimed, revised }
}

describe('the dataset as a history revealed by the clock', () => {
  it('a week after D holds D, plus what was announced or changed that week', () => {
    // A week, not a day: at this size a day may pass without a start moved.
    const day = Date.UTC(2026, 10, 12)
    const { added, changed, dropped, retimed, revised } = compareDays(day, 7)
    expect(added).toBeGreaterThan(0)
    expect(changed).toBeGreaterThan(0)
    expect(revised).toBeGreaterThan(0)
    expect(retimed).toBeGreaterThan(0)
    // Mid-month, the retention start does not move.
    expect(dropped).toBe(0)
  }, 600_000)

  it('stays one history across a year, where other years are generated and a month leaves', () => {
    const { added, dropped } = compareDays(Date.UTC(2026, 11, 31))
    expect(added).toBeGreaterThan(0)
    expect(dropped).toBeGreaterThan(0)
  }, 600_000)

  it('shows nothing announced, changed or updated after its day, and announcements thin out ahead', () => {
    const now = Date.UTC(2026, 2, 2, 12)
    const records = [...recordsAt(now).values()]
    for (const e of records) {
      expect(ms(e.updated), e.id).toBeLessThanOrEqual(now)
      if (e.first_seen) expect(ms(e.first_seen)).toBeLessThanOrEqual(now)
      if (e.cancelled) expect(ms(e.cancelled)).toBeLessThanOrEqual(now)
      if (e.postponed) expect(ms(e.postponed)).toBeLessThanOrEqual(now)
      expect(ms(e.start) - ms(e.first_seen ?? e.start)).toBeLessThanOrEqual(MAX_LEAD)
      if (e.state === 'predicted') expect(ms(e.start)).toBeGreaterThan(now)
    }
    const startingIn = (from: number, to: number): number =>
      records.filter((e) => ms(e.start) >= now + from * DAY_MS && ms(e.start) < now + to * DAY_MS)
        .length
    const nextMonth = startingIn(0, 30)
    // Most of next month is known; half a year ahead far less, a year ahead almost nothing.
    expect(startingIn(180, 210)).toBeLessThan(nextMonth / 2)
    expect(startingIn(330, 360)).toBeLessThan(nextMonth / 10)
    // Unscheduled events are known only once they happen.
    for (const e of records) {
      if (e.category === 'severe-weather' || e.category === 'airport-delays') {
        expect(ms(e.start), e.id).toBeLessThanOrEqual(now)
      }
    }
  }, 600_000)
})
