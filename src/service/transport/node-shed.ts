// Load shedding for the Node server (docs/api.md "Limits": a temporary limit). The server answers
// one request after another, so when requests come faster than it answers them they wait in the
// sockets, unseen: under 200 clients, reads waited most of a second. While many clients are
// connected and the event loop has had no idle moment for SHED_AFTER_MS, a new request gets a
// 429 at once, and its client retries after Retry-After; so answered requests wait little, and
// the shed ones cost almost nothing. "Many" is more connections than one browser tab holds to an
// origin (six), so one analyst's burst of requests (a map's pages, say) is answered in full,
// however long it takes.
import { performance } from 'node:perf_hooks'

/** Time the loop stays busy with requests before it sheds new ones (ms). */
export const SHED_AFTER_MS = 20
/** Connections with a request within RECENT_MS that make many clients: more than a tab's six. */
export const MANY_CONNECTIONS = 8
/** How long a connection counts as a client after its last request (ms). */
export const RECENT_MS = 1000
/** Idle time that ends a busy stretch (ms): an empty poll of the sockets takes less. */
const IDLE_MS = 0.5

export interface LoopClock {
  now(): number
  /** Time the event loop has spent idle so far (ms). */
  idle(): number
}

const nodeLoop: LoopClock = {
  now: () => performance.now(),
  idle: () => performance.eventLoopUtilization().idle,
}

/** The event loop's current stretch without an idle moment, and the connections of late. */
export class BusyStretch {
  private idleSeen = Number.NEGATIVE_INFINITY
  private startedAt = 0
  /** Each connection's last request (loop clock, ms), by connection number: no socket is kept. */
  private readonly recent = new Map<number, number>()
  private prunedAt = Number.NEGATIVE_INFINITY

  constructor(private readonly loop: LoopClock = nodeLoop) {}

  /** Whether a request read now on connection number `connection` should be shed. */
  shed(connection: number): boolean {
    const now = this.loop.now()
    const idle = this.loop.idle()
    if (idle - this.idleSeen > IDLE_MS) this.startedAt = now
    this.idleSeen = idle
    return this.clients(connection, now) >= MANY_CONNECTIONS && now - this.startedAt > SHED_AFTER_MS
  }

  /** Connections with a request in the last RECENT_MS, this one included. */
  private clients(connection: number, now: number): number {
    this.recent.set(connection, now)
    if (now - this.prunedAt > RECENT_MS / 4) {
      for (const [c, at] of this.recent) if (now - at > RECENT_MS) this.recent.delete(c)
      this.prunedAt = now
    }
    return this.recent.size
  }
}
