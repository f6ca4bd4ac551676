// A network link for the start-up table (bench/startup.ts) and the journeys: a TCP proxy on 127.0.0.1 in front of a
// preview server. Every connection the browser opens goes through it, the page's, its dedicated
// workers' and its service worker's alike, which DevTools' per-target emulation does not reach.
// Shaped, it queues what the server sends on one shared downlink of `mbit` and delivers each
// chunk half a round trip later (requests get the other half); unshaped, it passes bytes straight
// on. Either way it counts the bytes sent to the browser, with the time each left the link.
import { connect, createServer } from 'node:net'
import type { AddressInfo, Socket } from 'node:net'

export interface LinkShape {
  /** Downlink rate in megabits per second (the uplink gets the same). */
  readonly mbit: number
  /** Round-trip time in milliseconds, half on each direction. */
  readonly rttMs: number
}

export interface Link {
  readonly origin: string
  /** Bytes delivered to the browser up to epoch time `atMs` (Date.now() scale). */
  bytesUntil(atMs: number): number
  /** Bytes delivered to the browser so far. */
  bytes(): number
  /** Forgets the bytes counted so far (each page load counts its own). */
  reset(): void
  close(): Promise<void>
}

interface Delivery {
  readonly atMs: number
  readonly bytes: number
}

/** One direction of a connection: chunks leave in order, each no earlier than its due time. */
class Pipe {
  private readonly queue: { dueMs: number; chunk: Buffer | null }[] = []
  private timer: NodeJS.Timeout | undefined

  constructor(
    private readonly to: Socket,
    private readonly delivered: (bytes: number) => void,
  ) {}

  push(dueMs: number, chunk: Buffer | null): void {
    this.queue.push({ dueMs, chunk })
    if (this.timer === undefined) this.schedule()
  }

  private schedule(): void {
    const next = this.queue[0]
    if (next === undefined) return
    this.timer = setTimeout(
      () => {
        this.pump()
      },
      Math.max(0, next.dueMs - performance.now()),
    )
  }

  private pump(): void {
    this.timer = undefined
    const now = performance.now()
    while (this.queue.length > 0 && (this.queue[0]?.dueMs ?? Infinity) <= now) {
      const item = this.queue.shift()
      if (item === undefined || this.to.destroyed) continue
      if (item.chunk === null) {
        this.to.end()
        continue
      }
      this.to.write(item.chunk)
      this.delivered(item.chunk.byteLength)
    }
    this.schedule()
  }
}

/** Starts a link to `upstreamPort` on 127.0.0.1; without `shape` it only counts. */
export async function startLink(upstreamPort: number, shape?: LinkShape): Promise<Link> {
  const bytesPerMs = shape ? (shape.mbit * 1e6) / 8 / 1000 : Infinity
  const halfRtt = shape ? shape.rttMs / 2 : 0
  // When each direction of the shared link is next free (performance.now() scale).
  const free = { down: 0, up: 0 }
  let deliveries: Delivery[] = []
  const sockets = new Set<Socket>()

  const forward = (from: Socket, to: Socket, direction: 'down' | 'up'): void => {
    const pipe = new Pipe(to, (bytes) => {
      if (direction === 'down') deliveries.push({ atMs: Date.now(), bytes })
    })
    from.on('data', (chunk: Buffer) => {
      if (!shape) {
        pipe.push(0, chunk)
        return
      }
      const start = Math.max(performance.now(), free[direction])
      free[direction] = start + chunk.byteLength / bytesPerMs
      pipe.push(free[direction] + halfRtt, chunk)
    })
    from.on('end', () => {
      pipe.push(Math.max(performance.now(), free[direction]) + halfRtt, null)
    })
    from.on('error', () => to.destroy())
    from.on('close', () => sockets.delete(from))
  }

  const server = createServer((client) => {
    const upstream = connect(upstreamPort, '127.0.0.1')
    sockets.add(client).add(upstream)
    forward(client, upstream, 'up')
    forward(upstream, client, 'down')
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    origin: `http://127.0.0.1:${String(port)}`,
    bytesUntil: (atMs) => deliveries.reduce((n, d) => (d.atMs <= atMs ? n + d.bytes : n), 0),
    bytes: () => deliveries.reduce((n, d) => n + d.bytes, 0),
    reset: () => {
      deliveries = []
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy()
        server.close(() => {
          resolve()
        })
      }),
  }
}
