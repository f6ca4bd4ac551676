import { describe, expect, it } from 'vitest'
import { TimeZones } from './time-zones'
import { HOUR_MS } from '../../../utils/time'

describe('TimeZones', () => {
  const zones = new TimeZones(Date.UTC(2025, 0, 1), Date.UTC(2027, 0, 1))

  it('finds the real US Eastern transitions (second Sunday of March, first Sunday of November, 2 am)', () => {
    const at = zones.transitions('America/New_York').map((t) => new Date(t.at).toISOString())
    expect(at).toEqual([
      '2025-03-09T07:00:00.000Z',
      '2025-11-02T06:00:00.000Z',
      '2026-03-08T07:00:00.000Z',
      '2026-11-01T06:00:00.000Z',
    ])
  })

  it('reports no transitions for a zone without daylight saving', () => {
    expect(zones.transitions('Asia/Tokyo')).toEqual([])
    expect(zones.offsetAt('Asia/Tokyo', Date.UTC(2026, 5, 1))).toBe(9 * HOUR_MS)
  })

  it('converts local wall times to UTC on both sides of a change', () => {
    expect(zones.toUtc('Europe/London', Date.UTC(2026, 0, 15, 12))).toBe(Date.UTC(2026, 0, 15, 12))
    expect(zones.toUtc('Europe/London', Date.UTC(2026, 6, 15, 12))).toBe(Date.UTC(2026, 6, 15, 11))
    expect(zones.toLocal('America/New_York', Date.UTC(2026, 6, 4, 16))).toBe(
      Date.UTC(2026, 6, 4, 12),
    )
  })
})
