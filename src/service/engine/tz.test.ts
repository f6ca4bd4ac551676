import { describe, expect, it } from 'vitest'
import { zoneOffsetMs } from '../../contract/dates'
import { HOUR_MS } from '../../utils/time'
import { offsetAt, toWall } from './tz'

/** Instants every quarter hour over `hours` from `from`, and a minute either side of each. */
function instants(from: number, hours: number): number[] {
  const out: number[] = []
  for (let t = from; t < from + hours * HOUR_MS; t += HOUR_MS / 4)
    out.push(t - 60_000, t, t + 60_000)
  return out
}

describe('offsetAt', () => {
  it('gives the zone’s exact offset around changes on the hour and on the half hour', () => {
    const cases: [string, number][] = [
      ['America/New_York', Date.UTC(2026, 2, 8, 4)], // 2 am local, spring forward
      ['America/New_York', Date.UTC(2026, 10, 1, 4)], // fall back
      ['Australia/Lord_Howe', Date.UTC(2026, 3, 4, 12)], // half-hour change
      ['Asia/Kolkata', Date.UTC(2026, 0, 1)], // a half-hour zone, no change
    ]
    for (const [tz, from] of cases) {
      for (const t of instants(from, 6))
        expect(offsetAt(tz, t), `${tz} ${String(t)}`).toBe(zoneOffsetMs(tz, t))
    }
  })

  it('stays exact for instants far apart, before, between and after those asked', () => {
    const tz = 'Europe/London'
    const times = [
      Date.UTC(2026, 6, 1),
      Date.UTC(2024, 0, 15),
      Date.UTC(2031, 9, 26, 0, 30), // an autumn change, years after
      Date.UTC(1901, 5, 1), // beyond what one zone keeps at once
      Date.UTC(2999, 11, 31),
      Date.UTC(2026, 2, 29, 1, 30),
    ]
    for (const t of times) expect(offsetAt(tz, t), String(t)).toBe(zoneOffsetMs(tz, t))
  })

  it('is zero in UTC and for instants that are not finite', () => {
    expect(offsetAt('UTC', Date.UTC(2026, 0, 1))).toBe(0)
    expect(offsetAt('America/Chicago', Number.NaN)).toBe(0)
    expect(toWall('Asia/Tokyo', Date.UTC(2026, 5, 1))).toBe(Date.UTC(2026, 5, 1, 9))
  })
})
