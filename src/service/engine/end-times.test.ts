// End times of a generated dataset as the API returns them. src/contract/event.ts gives every
// event a `start` and an `end`, a `duration` in seconds and an optional `predicted_end`; an event
// with no actual end reads `end` = `start` (duration 0) and may name a `predicted_end`. A broadcast's
// event (src/contract/broadcast.ts) may leave `end` out, so there the missing end is left out.
import { beforeAll, describe, expect, it } from 'vitest'

import type { Broadcast } from '../../contract/broadcast'
import type { Event } from '../../contract/event'
import { buildDataset } from '../data/build-dataset'
import { datasetWindow } from '../data/clock'
import type { Gazetteer } from '../data/gazetteer/types'
import type { Dataset } from '../data/tables'
import { materializeBroadcast } from './materialize-broadcast'
import { materializeEvent } from './materialize-event'
import { loadTestGazetteer, loadTestHolidays } from '../../testing/engine/fixture'

const NOW = Date.UTC(2026, 5, 1)

let gaz: Gazetteer
let ds: Dataset

beforeAll(async () => {
  gaz = await loadTestGazetteer()
  ds = buildDataset({
    holidays: await loadTestHolidays(datasetWindow(NOW).years),
    seed: 5,
    now: NOW,
    gazetteer: gaz,
    eventCount: 4000,
    broadcastCount: 3000,
  })
}, 600_000)

/** Milliseconds of an API time: UTC instants, or local wall times when the zone is null. */
function ms(text: string): number {
  return Date.parse(/Z$|[+-]\d\d:\d\d$/.test(text) ? text : `${text}Z`)
}

describe('generated end times', () => {
  it('give every event end >= start, duration = end - start in seconds, and a predicted end only without an actual one', () => {
    const events: Event[] = Array.from({ length: ds.events.size }, (_, row) =>
      materializeEvent(ds, gaz, row),
    )
    let predicted = 0
    for (const event of events) {
      const start = ms(event.start)
      const end = ms(event.end)
      expect(end, event.id).toBeGreaterThanOrEqual(start)
      expect(event.duration, event.id).toBe((end - start) / 1000)
      if (event.predicted_end === undefined) continue
      predicted++
      // No actual end: `end` is the start, and the prediction lies after it.
      expect(event.end, event.id).toBe(event.start)
      expect(event.duration, event.id).toBe(0)
      expect(ms(event.predicted_end), event.id).toBeGreaterThan(start)
    }
    // The generator does produce events without an actual end, so the rule above is exercised.
    expect(predicted).toBeGreaterThan(0)
  }, 600_000)

  it("give a broadcast's event either its actual end or its predicted end, never a made-up one", () => {
    const eventsById = new Map<string, Event>()
    for (let row = 0; row < ds.events.size; row++) {
      const event = materializeEvent(ds, gaz, row)
      eventsById.set(event.id, event)
    }
    let predicted = 0
    for (let row = 0; row < ds.broadcasts.size; row++) {
      const broadcast: Broadcast = materializeBroadcast(ds, gaz, row)
      if (broadcast.record_status !== 'active' || !broadcast.event) continue
      const { dates, event_id } = broadcast.event
      const event = eventsById.get(event_id)
      expect(event, event_id).toBeDefined()
      if (event?.predicted_end === undefined) {
        expect(dates.predicted_end_local, event_id).toBeUndefined()
        expect(dates.end !== undefined && ms(dates.end), event_id).toBe(ms(event?.end ?? ''))
      } else {
        predicted++
        expect(dates.end, event_id).toBeUndefined()
        expect(dates.end_local, event_id).toBeUndefined()
        expect(dates.predicted_end_local, event_id).toBeDefined()
      }
    }
    expect(predicted).toBeGreaterThan(0)
  }, 600_000)
})
