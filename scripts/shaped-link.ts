// A network link for the start-up table (bench/startup.ts) and the journeys: a TCP proxy on 127.0.0.1 in front of a
// preview server. Every connection the browser opens goes through it, the page's, its dedicated
// workers' and its service worker's alike, which DevTools' per-target emulation does not reach.
// Shaped, each direction is one shared line of `mbit`, split evenly between the connections that
// have bytes waiting, as DevTools' throttling splits it between requests and as TCP roughly does:
// a small response sent while a large one streams arrives in its share of the line, not after
// the large one. Each byte then arrives half a round trip after it left. Unshaped, the proxy passes
// bytes straight on. Either way it counts the bytes sent to the browser, with the time each arrived.
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

/** What one connection has waiting to go down one direction of the line. */
interface Sender {
  readonly chunks: Buffer[]
  /** Whether the sending side has ended after its last queued chunk. */
  ended: boolean
  /** Writes bytes to the receiving socket half a round trip later, in order; null ends it. */
  readonly arrive: (chunk: Buffer | null) => void
}

/** How often the line hands out bytes; short against a round trip, long against a timer's cost. */
const TICK_MS = 2

/**
 * One direction of the link. Every tick hands the bytes the line carried since the last tick to
 * the senders with bytes waiting, in equal shares; a share a sender cannot use goes to the others.
 */
class Line {
  private readonly waiting = new Set<Sender>()
  private timer: NodeJS.Timeout | undefined
  private lastMs = 0
  /** Bytes the line could still carry this tick, below one whole byte per sender. */
  private carry = 0

  constructor(private readonly bytesPerMs: number) {}

  send(sender: Sender): void {
    this.waiting.add(sender)
    if (this.timer !== undefined) return
    this.lastMs = performance.now()
    this.carry = 0
    this.timer = setInterval(() => {
      this.tick()
    }, TICK_MS)
  }

  forget(sender: Sender): void {
    this.waiting.delete(sender)
  }

  private tick(): void {
    const now = performance.now()
    let budget = (now - this.lastMs) * this.bytesPerMs + this.carry
    this.lastMs = now
    while (this.waiting.size > 0 && budget >= this.waiting.size) {
      const share = Math.floor(budget / this.waiting.size)
      for (const sender of [...this.waiting]) budget -= this.take(sender, share)
    }
    this.carry = budget
    if (this.waiting.size > 0) return
    clearInterval(this.timer)
    this.timer = undefined
  }

  /** Sends up to `share` bytes of the sender's queue; returns how many went. */
  private take(sender: Sender, share: number): number {
    let sent = 0
    while (sent < share && sender.chunks.length > 0) {
      const chunk = sender.chunks[0] as Buffer
      const room = share - sent
      if (chunk.byteLength <= room) {
        sender.chunks.shift()
        sender.arrive(chunk)
        sent += chunk.byteLength
      } else {
        sender.chunks[0] = chunk.subarray(room)
        sender.arrive(chunk.subarray(0, room))
        sent += room
      }
    }
    if (sender.chunks.length === 0) {
      this.waiting.delete(sender)
      if (sender.ended) sender.arrive(null)
    }
    return sent
  }
}

/** Starts a link to `upstreamPort` on 127.0.0.1; without `shape` it only counts. */
export async function startLink(upstreamPort: number, shape?: LinkShape): Promise<Link> {
  const bytesPerMs = shape ? (shape.mbit * 1e6) / 8 / 1000 : Infinity
  const halfRtt = shape ? shape.rttMs / 2 : 0
  const lines = { down: new Line(bytesPerMs), up: new Line(bytesPerMs) }
  let deliveries: { readonly atMs: number; readonly bytes: number }[] = []
  const sockets = new Set<Socket>()

  const forward = (from: Socket, to: Socket, direction: 'down' | 'up'): void => {
    const write = (chunk: Buffer | null): void => {
      if (to.destroyed) return
      if (chunk === null) {
        to.end()
        return
      }
      to.write(chunk)
      if (direction === 'down') deliveries.push({ atMs: Date.now(), bytes: chunk.byteLength })
    }
    if (!shape) {
      from.on('data', write)
      from.on('end', () => {
        write(null)
      })
    } else {
      // A constant delay keeps the order in which the line sent a connection's bytes.
      const sender: Sender = {
        chunks: [],
        ended: false,
        arrive: (chunk) => {
          setTimeout(() => {
            write(chunk)
          }, halfRtt)
        },
      }
      const line = lines[direction]
      from.on('data', (chunk: Buffer) => {
        sender.chunks.push(chunk)
        line.send(sender)
      })
      from.on('end', () => {
        sender.ended = true
        if (sender.chunks.length === 0) sender.arrive(null)
      })
      // Bytes for a socket that has gone stop taking a share of the line.
      to.on('close', () => {
        line.forget(sender)
      })
    }
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
