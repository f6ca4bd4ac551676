import { describe, expect, it } from 'vitest'

import type { DayWindow, EventDays } from './active-days'
import { AFTER, BEFORE, isActiveIn } from './active-days'
import { dimToWindow } from './window-dimming'
import type { Dimmed } from './window-dimming'

/** The map's feature-states as `send` leaves them, and how many were sent. */
function fakeMap() {
  const states = new Map<string, boolean>()
  let sent = 0
  return {
    states,
    sent: () => sent,
    send: (id: string, dim: boolean) => {
      sent += 1
      states.set(id, dim)
    },
    dimmed: () =>
      [...states]
        .filter(([, dim]) => dim)
        .map(([id]) => id)
        .sort(),
  }
}

// Ten events over a 30-day period: one-day events on days 0–7, a festival on days 3–20, and a
// record whose start did not parse.
const events = Array.from({ length: 10 }, (_, i) => ({ id: `e${String(i)}` }))
const days: EventDays = {
  first: Int32Array.from([0, 1, 2, 3, 4, 5, 6, 7, 3, AFTER]),
  last: Int32Array.from([0, 1, 2, 3, 4, 5, 6, 7, 20, BEFORE]),
}
const outside = (window: DayWindow) =>
  events
    .filter((_, i) => !isActiveIn(days.first[i] ?? 0, days.last[i] ?? 0, window))
    .map((event) => event.id)
    .sort()

describe('dimToWindow', () => {
  it('dims exactly the events outside each window of a playback, sending only the changes', () => {
    const map = fakeMap()
    let held: Dimmed | null = dimToWindow(null, events, days, undefined, map.send)
    expect(map.sent()).toBe(0)

    held = dimToWindow(held, events, days, { first: 0, last: 0 }, map.send)
    expect(map.dimmed()).toEqual(outside({ first: 0, last: 0 }))
    for (let day = 1; day <= 8; day += 1) {
      const before = map.sent()
      held = dimToWindow(held, events, days, { first: day, last: day }, map.send)
      expect(map.dimmed()).toEqual(outside({ first: day, last: day }))
      // The day's event comes in and the last day's goes out (the festival joins on day 3 and
      // stays): never a resend of points whose state holds.
      expect(map.sent() - before).toBeLessThanOrEqual(3)
    }
    dimToWindow(held, events, days, undefined, map.send)
    expect(map.dimmed()).toEqual([])
  })

  it('keeps the states of new data by id and lights the ids it no longer holds', () => {
    const map = fakeMap()
    const window = { first: 2, last: 2 }
    const held = dimToWindow(null, events, days, window, map.send)
    expect(map.states.get('e0')).toBe(true)

    // The next page of matches: e0 is gone, e1 stays, e42 is new and outside the window.
    const next = [{ id: 'e42' }, { id: 'e1' }, { id: 'e2' }]
    const nextDays: EventDays = {
      first: Int32Array.from([9, 1, 2]),
      last: Int32Array.from([9, 1, 2]),
    }
    const before = map.sent()
    dimToWindow(held, next, nextDays, window, map.send)
    expect(map.dimmed()).toEqual(['e1', 'e42'])
    // The eight dimmed ids that went are lit, e42 is dimmed; e1 and e2 were already right.
    expect(map.sent() - before).toBe(9)
  })
})
