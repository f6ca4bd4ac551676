import { describe, expect, it } from 'vitest'
import { wallTimeToUtc, zoneOffsetMs } from './dates'
import { HOUR_MS } from '../utils/time'

/** The offset read the long way, from every date field of the zone's wall clock. */
function offsetFromWallClock(tz: string, utcMs: number): number {
  const fields = new Intl.DateTimeFormat('en-US', {
    timeZone: tz,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(utcMs)
  const part = (type: string): number => Number(fields.find((f) => f.type === type)?.value)
  const wall = Date.UTC(
    part('year'),
    part('month') - 1,
    part('day'),
    part('hour'),
    part('minute'),
    part('second'),
  )
  return wall - Math.floor(utcMs / 1000) * 1000
}

describe('zoneOffsetMs', () => {
  it('reads standard and summer time, half and quarter hours, and UTC', () => {
    expect(zoneOffsetMs('America/New_York', Date.UTC(2026, 0, 15))).toBe(-5 * HOUR_MS)
    expect(zoneOffsetMs('America/New_York', Date.UTC(2026, 6, 15))).toBe(-4 * HOUR_MS)
    expect(zoneOffsetMs('Asia/Kolkata', Date.UTC(2026, 6, 15))).toBe(5.5 * HOUR_MS)
    expect(zoneOffsetMs('Asia/Kathmandu', Date.UTC(2026, 6, 15))).toBe(5.75 * HOUR_MS)
    expect(zoneOffsetMs('Pacific/Chatham', Date.UTC(2026, 0, 15))).toBe(13.75 * HOUR_MS)
    expect(zoneOffsetMs('UTC', Date.UTC(2026, 6, 15))).toBe(0)
  })

  it('agrees with the wall clock every six hours of a year in zones that change', () => {
    for (const tz of [
      'Europe/London',
      'Australia/Lord_Howe',
      'America/Santiago',
      'Africa/Casablanca',
    ]) {
      for (let t = Date.UTC(2026, 0, 1); t < Date.UTC(2027, 0, 1); t += 6 * HOUR_MS + 17_123) {
        expect(zoneOffsetMs(tz, t), `${tz} at ${new Date(t).toISOString()}`).toBe(
          offsetFromWallClock(tz, t),
        )
      }
    }
  })

  it('puts a wall time in a spring-forward gap after the gap', () => {
    // 02:30 on 2026-03-08 does not exist in New York; the clock jumps from 02:00 to 03:00.
    expect(wallTimeToUtc(Date.UTC(2026, 2, 8, 2, 30), 'America/New_York')).toBe(
      Date.UTC(2026, 2, 8, 7, 30),
    )
  })

  it('reads a wall time that happens twice as the first of the two', () => {
    // 01:30 on 2026-11-01 happens in New York in summer time, then again an hour later.
    expect(wallTimeToUtc(Date.UTC(2026, 10, 1, 1, 30), 'America/New_York')).toBe(
      Date.UTC(2026, 10, 1, 5, 30),
    )
  })
})
