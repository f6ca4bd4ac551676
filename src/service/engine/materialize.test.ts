import { beforeAll, describe, expect, it, vi } from 'vitest'

// Property runs against a full scan take seconds on a busy machine; they are not timing tests.
vi.setConfig({ testTimeout: 120_000, hookTimeout: 600_000 })
import { broadcastSchema } from '../../contract/broadcast'
import { eventSchema } from '../../contract/event'
import { NO_U32 } from '../data/tables'
import type { Fixture } from '../../testing/engine/fixture'
import { randomFixture } from '../../testing/engine/fixture'
import { materializeBroadcast } from './materialize-broadcast'
import { materializeEvent } from './materialize-event'

let fx: Fixture

beforeAll(async () => {
  fx = await randomFixture(1500, 31)
})

describe('materializeEvent', () => {
  it('produces events the contract accepts, for every row', () => {
    for (let r = 0; r < fx.ds.events.size; r++) {
      const parsed = eventSchema.safeParse(
        materializeEvent(fx.ds, fx.gaz, r, r % 2 ? 1.5 : undefined),
      )
      expect(parsed.error?.issues ?? []).toEqual([])
    }
  })

  it('writes UTC times for zoned events and local times for agnostic ones', () => {
    const t = fx.ds.events
    const zoned = t.timezone.findIndex((z) => z !== NO_U32)
    const floating = t.timezone.findIndex((z) => z === NO_U32)
    const a = materializeEvent(fx.ds, fx.gaz, zoned)
    const b = materializeEvent(fx.ds, fx.gaz, floating)
    expect(a.start).toBe(new Date(t.start[zoned] ?? 0).toISOString().slice(0, 19) + 'Z')
    expect(a.timezone).toBe(t.timezones.values[t.timezone[zoned] ?? 0])
    expect(b.start).toBe(new Date(t.start[floating] ?? 0).toISOString().slice(0, 19))
    expect(b.timezone).toBeNull()
  })

  it('carries state-specific fields only where the contract allows them', () => {
    const events = Array.from({ length: fx.ds.events.size }, (_, r) =>
      materializeEvent(fx.ds, fx.gaz, r),
    )
    for (const e of events) {
      expect('cancelled' in e).toBe(e.deleted_reason === 'cancelled')
      expect('postponed' in e).toBe(e.deleted_reason === 'postponed')
      expect(e.deleted_reason === undefined).toBe(e.state !== 'deleted')
      const attended = [
        'community',
        'concerts',
        'conferences',
        'expos',
        'festivals',
        'performing-arts',
        'sports',
      ].includes(e.category)
      expect(e.svc_attendance !== undefined).toBe(attended)
      expect(e.impact_patterns !== undefined).toBe(attended)
      if (e.entities.length > 0 && attended) expect(e.entities[0]?.type).toBe('venue')
      expect(e.place_hierarchies[0]?.at(-1)).toBeDefined()
      expect(e.location).toEqual(e.geo.geometry.coordinates)
    }
    expect(events.some((e) => e.parent_event !== undefined)).toBe(true)
    expect(events.some((e) => e.placekey !== undefined)).toBe(true)
  })

  it('lists one impact per day from the leading to the lagging days', () => {
    const row = fx.ds.events.attendance.findIndex((a) => a !== NO_U32)
    const e = materializeEvent(fx.ds, fx.gaz, row)
    const impacts = e.impact_patterns?.[0]?.impacts ?? []
    expect(impacts[0]?.position).toBe('leading')
    expect(impacts.at(-1)?.position).toBe('lagging')
    const dates = impacts.map((i) => i.date_local)
    expect(new Set(dates).size).toBe(dates.length)
    expect([...dates].sort()).toEqual(dates)
  })

  it('is deterministic', () => {
    expect(materializeEvent(fx.ds, fx.gaz, 7)).toEqual(materializeEvent(fx.ds, fx.gaz, 7))
  })
})

describe('materializeBroadcast', () => {
  it('produces the three record_status shapes the contract accepts', () => {
    const seen = new Set<string>()
    for (let r = 0; r < fx.ds.broadcasts.size; r++) {
      const b = materializeBroadcast(fx.ds, fx.gaz, r)
      seen.add(b.record_status)
      const parsed = broadcastSchema.safeParse(b)
      expect(parsed.error?.issues ?? []).toEqual([])
    }
    expect([...seen].sort()).toEqual(['active', 'deleted', 'duplicate'])
  })
})
