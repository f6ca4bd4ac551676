import { createServer, connect } from 'node:net'
import type { AddressInfo, Server } from 'node:net'
import { afterEach, describe, expect, it } from 'vitest'
import { startLink, type Link } from './shaped-link'

/** A server that answers each connection's first line `<n>` with n bytes, then closes. */
async function sizedServer(): Promise<Server> {
  const server = createServer((socket) => {
    socket.once('data', (line) => {
      socket.end(Buffer.alloc(Number(line.toString().trim()), 7))
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return server
}

/** Asks the link for `size` bytes; resolves with the bytes and when the last one arrived. */
function download(link: Link, size: number): Promise<{ bytes: number; doneMs: number }> {
  const { port } = new URL(link.origin)
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), '127.0.0.1', () => socket.write(`${String(size)}\n`))
    let bytes = 0
    socket.on('data', (chunk) => (bytes += chunk.byteLength))
    socket.on('end', () => {
      resolve({ bytes, doneMs: performance.now() })
    })
    socket.on('error', reject)
  })
}

describe('shaped link', () => {
  const open: { close(): unknown }[] = []
  afterEach(async () => {
    await Promise.all(open.splice(0).map((item) => item.close()))
  })

  it('delivers every byte, no faster than its rate and round trip allow', async () => {
    const server = await sizedServer()
    open.push(server)
    // 8 Mbit/s is 1,000 bytes a millisecond: 100 kB take 100 ms on the line, plus one round trip.
    const link = await startLink((server.address() as AddressInfo).port, { mbit: 8, rttMs: 40 })
    open.push(link)
    const startMs = performance.now()
    const { bytes, doneMs } = await download(link, 100_000)
    expect(bytes).toBe(100_000)
    expect(link.bytes()).toBe(100_000)
    expect(doneMs - startMs).toBeGreaterThanOrEqual(100 + 40)
  })

  it('shares the line, so a small answer does not wait behind a large one', async () => {
    const server = await sizedServer()
    open.push(server)
    const link = await startLink((server.address() as AddressInfo).port, { mbit: 8, rttMs: 20 })
    open.push(link)
    const large = download(link, 400_000)
    await new Promise((resolve) => setTimeout(resolve, 30))
    const small = await download(link, 4_000)
    const big = await large
    expect(small.bytes).toBe(4_000)
    expect(big.bytes).toBe(400_000)
    // A first-come line would deliver the small answer only after the large one's 400 ms.
    expect(small.doneMs).toBeLessThan(big.doneMs)
  })

  it('passes bytes straight on when unshaped, counting them', async () => {
    const server = await sizedServer()
    open.push(server)
    const link = await startLink((server.address() as AddressInfo).port)
    open.push(link)
    const { bytes } = await download(link, 250_000)
    expect(bytes).toBe(250_000)
    expect(link.bytesUntil(Date.now())).toBe(250_000)
    link.reset()
    expect(link.bytes()).toBe(0)
  })
})
