import { createServer } from 'node:net'
import type { AddressInfo } from 'node:net'
import type { Server } from 'node:http'

// E2E_PORT lets two checkouts run their journeys side by side: the app's preview listens there,
// the test pages' preview (src/testing/pages/pages.ts) on the next port.
export const APP_PORT = Number(process.env.E2E_PORT ?? 4173)
export const PAGES_PORT = APP_PORT + 1
export const APP_ORIGIN = `http://127.0.0.1:${String(APP_PORT)}`
export const PAGES_ORIGIN = `http://127.0.0.1:${String(PAGES_PORT)}`

/**
 * A loopback port that was free a moment ago: for a server a journey starts, or, left unused,
 * for a connection that must be refused.
 */
export function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer()
    server.once('error', fail)
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo
      server.close(() => {
        done(port)
      })
    })
  })
}

export interface LoopbackServer {
  /** `http://127.0.0.1:<port>` */
  readonly url: string
  /** Closes the server and the connections a browser keeps open to it. */
  readonly close: () => Promise<void>
}

/** Starts `server` on a free loopback port: a backend or a tile host a journey runs. */
export function listenOnLoopback(server: Server): Promise<LoopbackServer> {
  return new Promise((done, fail) => {
    server.once('error', fail)
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo
      done({
        url: `http://127.0.0.1:${String(port)}`,
        close: () =>
          new Promise((closed) => {
            server.closeAllConnections()
            server.close(() => {
              closed()
            })
          }),
      })
    })
  })
}
