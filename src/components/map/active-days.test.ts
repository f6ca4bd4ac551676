import { describe, expect, it } from 'vitest'

import {
  ALL_DAYS,
  activeDayRange,
  countActive,
  dayFrame,
  eventDays,
  isActiveIn,
} from './active-days'

// Ten days over the end of US daylight time (1 Nov 2026), read in New York.
const frame = dayFrame('2026-10-28', 10, 'America/New_York')

describe('the days an event is active on', () => {
  it('reads a zoned time on the view’s clock, across a change of offset', () => {
    // 02:30 UTC on the 29th is 22:30 on the 28th in New York (UTC-4).
    expect(activeDayRange('2026-10-29T02:30:00Z', '2026-10-29T03:30:00Z', frame)).toEqual([0, 0])
    // After the change New York is UTC-5: 04:30 UTC on the 2nd is 23:30 on the 1st.
    expect(activeDayRange('2026-11-02T04:30:00Z', '2026-11-02T04:30:00Z', frame)).toEqual([4, 4])
    expect(activeDayRange('2026-11-02T05:00:00Z', '2026-11-02T05:00:00Z', frame)).toEqual([5, 5])
  })

  it('places a time without a zone by its own date', () => {
    expect(activeDayRange('2026-10-31T00:00:00', '2026-11-01T00:00:00', frame)).toEqual([3, 3])
    expect(activeDayRange('2026-10-30T09:00:00', '2026-11-02T18:00:00', frame)).toEqual([2, 5])
  })

  it('does not make the day after an end at midnight active', () => {
    // Midnight of the 30th in New York is 04:00 UTC.
    expect(activeDayRange('2026-10-29T14:00:00Z', '2026-10-30T04:00:00Z', frame)).toEqual([1, 1])
    expect(activeDayRange('2026-10-29T14:00:00Z', '2026-10-30T04:00:01Z', frame)).toEqual([1, 2])
  })

  it('counts days before and after the period, and marks a start that is no time', () => {
    expect(activeDayRange('2026-10-01T12:00:00Z', '2026-10-29T12:00:00Z', frame)).toEqual([-27, 1])
    expect(activeDayRange('2026-12-01T12:00:00Z', '2026-12-02T12:00:00Z', frame)).toEqual([34, 35])
    // 03:30 UTC on 1 Dec is still 30 Nov in New York, read on its own clock past the period.
    expect(activeDayRange('2026-12-01T03:30:00Z', '2026-12-01T03:30:00Z', frame)).toEqual([33, 33])
    const [first, last] = activeDayRange('soon', null, frame)
    expect(isActiveIn(first, last, { first: 0, last: 9 })).toBe(false)
    expect(isActiveIn(first, last, ALL_DAYS)).toBe(true)
  })

  it('counts the events of a window, each once however long it runs', () => {
    const days = eventDays(
      [
        { start: '2026-10-28T16:00:00Z', end: '2026-11-04T16:00:00Z' },
        { start: '2026-10-30T16:00:00Z', end: '2026-10-30T18:00:00Z' },
        { start: '2026-11-03T16:00:00Z', end: '2026-11-03T18:00:00Z' },
        { start: 42, end: 43 },
      ],
      frame,
    )
    expect(countActive(days, { first: 2, last: 2 })).toBe(2)
    expect(countActive(days, { first: 2, last: 6 })).toBe(3)
    expect(countActive(days, { first: 8, last: 9 })).toBe(0)
    expect(countActive(days, ALL_DAYS)).toBe(4)
  })
})
