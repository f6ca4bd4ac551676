import { createServer } from 'node:net'
import type { AddressInfo } from 'node:net'

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
