// Which points a time window dims, and which feature-states a frame must send to get there from
// what the map already holds (use-events-window.ts): only the events entering or leaving the
// window, so a frame of playback costs the map a few hundred points, not all of them.
import { isActiveIn } from './active-days'
import type { DayWindow, EventDays } from './active-days'

/** What the map's points hold: the events of the last data, and which of them are dimmed. */
export interface Dimmed {
  readonly events: readonly { readonly id: string }[]
  /** 1 where the event at that index is dimmed. */
  readonly dim: Uint8Array
}

/**
 * Moves the points from `held` (null: nothing set yet) to `window` over `events` (aligned with
 * `days`; undefined window or days: every point lit), calling `send` for each id whose state
 * changes, and returns what the map then holds. New data keeps each id's state from the old, and
 * the ids it no longer holds are lit again, should they come back.
 */
export function dimToWindow(
  held: Dimmed | null,
  events: readonly { readonly id: string }[],
  days: EventDays | undefined,
  window: DayWindow | undefined,
  send: (id: string, dim: boolean) => void,
): Dimmed {
  const next = held?.events === events ? held : carryOver(held, events, send)
  for (let i = 0; i < events.length; i += 1) {
    const event = events[i]
    if (!event) continue
    const dim =
      window !== undefined &&
      days !== undefined &&
      !isActiveIn(days.first[i] ?? 0, days.last[i] ?? 0, window)
    if ((next.dim[i] === 1) !== dim) {
      next.dim[i] = dim ? 1 : 0
      send(event.id, dim)
    }
  }
  return next
}

function carryOver(
  held: Dimmed | null,
  events: readonly { readonly id: string }[],
  send: (id: string, dim: boolean) => void,
): Dimmed {
  const dim = new Uint8Array(events.length)
  const dimmed = new Set<string>()
  held?.events.forEach((event, i) => {
    if (held.dim[i] === 1) dimmed.add(event.id)
  })
  events.forEach((event, i) => {
    if (dimmed.delete(event.id)) dim[i] = 1
  })
  for (const id of dimmed) send(id, false)
  return { events, dim }
}
