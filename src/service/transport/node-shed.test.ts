import { Agent, get } from 'node:http'
import { afterEach, describe, expect, it } from 'vitest'
import { BusyStretch, MANY_CONNECTIONS, RECENT_MS, SHED_AFTER_MS } from './node-shed'
import type { LoopClock } from './node-shed'
import { serveHttp } from './node-http'
import type { RunningServer } from './node-http'

/** A loop clock the test moves by hand. */
function handClock(): LoopClock & { at: number; idleMs: number } {
  return {
    at: 0,
    idleMs: 0,
    now() {
      return this.at
    },
    idle() {
      return this.idleMs
    },
  }
}

/** Connection numbers. */
const connection = (i: number): number => i

describe('BusyStretch', () => {
  it('sheds while many clients are connected and the loop has been busy too long', () => {
    const loop = handClock()
    const stretch = new BusyStretch(loop)
    for (let i = 0; i < MANY_CONNECTIONS; i++) expect(stretch.shed(connection(i))).toBe(false)
    loop.at += SHED_AFTER_MS + 1
    expect(stretch.shed(connection(0))).toBe(true)
    expect(stretch.shed(connection(MANY_CONNECTIONS))).toBe(true)
    // An idle moment ends the stretch: the queue has drained.
    loop.idleMs += 1
    expect(stretch.shed(connection(0))).toBe(false)
  })

  it("answers one tab's connections however long the loop stays busy", () => {
    const loop = handClock()
    const stretch = new BusyStretch(loop)
    for (let i = 0; i < 20; i++) {
      expect(stretch.shed(connection(i % 6))).toBe(false)
      loop.at += SHED_AFTER_MS
    }
  })

  it('answers many clients while the loop has been busy only briefly', () => {
    const loop = handClock()
    const stretch = new BusyStretch(loop)
    for (let i = 0; i < 4 * MANY_CONNECTIONS; i++) {
      expect(stretch.shed(connection(i))).toBe(false)
      loop.at += SHED_AFTER_MS / (8 * MANY_CONNECTIONS)
    }
  })

  it('forgets connections quiet for longer than RECENT_MS', () => {
    const loop = handClock()
    const stretch = new BusyStretch(loop)
    for (let i = 0; i < MANY_CONNECTIONS; i++) stretch.shed(connection(i))
    loop.at += RECENT_MS + SHED_AFTER_MS
    expect(stretch.shed(connection(0))).toBe(false)
    loop.at += RECENT_MS / 2
    expect(stretch.shed(connection(1))).toBe(false)
  })

  it('takes an idle time shorter than a poll of the sockets as still busy', () => {
    const loop = handClock()
    const stretch = new BusyStretch(loop)
    for (let i = 0; i < MANY_CONNECTIONS; i++) {
      stretch.shed(connection(i))
      loop.at += SHED_AFTER_MS
      loop.idleMs += 0.01
    }
    expect(stretch.shed(connection(0))).toBe(true)
  })
})

let server: RunningServer | undefined
afterEach(async () => {
  await server?.close()
  server = undefined
})

/** A server whose every request holds the loop for half the shedding time, as a heavy read does. */
async function slowServer(): Promise<{ url: string; served: () => number }> {
  let served = 0
  server = await serveHttp(
    {
      fetch: (request) => {
        const until = performance.now() + SHED_AFTER_MS / 2
        while (performance.now() < until);
        served++
        return Promise.resolve(Response.json({ path: new URL(request.url).pathname }))
      },
    },
    { port: 0, shedWhenBusy: true },
  )
  return { url: server.url, served: () => served }
}

interface Answer {
  readonly status: number
  readonly retryAfter: string | null
  readonly body: unknown
}

/** `size` requests at once over `agent`'s connections, as a client of node:http. */
async function burst(url: string, size: number, agent: Agent): Promise<Answer[]> {
  const one = () =>
    new Promise<Answer>((resolve, reject) => {
      get(`${url}/v1/things/`, { agent }, (response) => {
        let text = ''
        response.setEncoding('utf8')
        response.on('data', (chunk: string) => (text += chunk))
        response.on('end', () => {
          const retryAfter = response.headers['retry-after']
          resolve({
            status: response.statusCode ?? 0,
            retryAfter: typeof retryAfter === 'string' ? retryAfter : null,
            body: JSON.parse(text) as unknown,
          })
        })
      }).on('error', reject)
    })
  return Promise.all(Array.from({ length: size }, one))
}

describe('serveHttp with shedWhenBusy', () => {
  it('answers a burst from many clients in part, and the rest with JSON 429s', async () => {
    const { url, served } = await slowServer()
    const agent = new Agent({ keepAlive: true })
    const answers = await burst(url, 4 * MANY_CONNECTIONS, agent)
    agent.destroy()
    const shed = answers.filter((a) => a.status === 429)
    expect(shed.length).toBeGreaterThan(0)
    expect(served()).toBeGreaterThan(0)
    expect(answers.filter((a) => a.status === 200)).toHaveLength(served())
    for (const a of shed) {
      expect(a.retryAfter).toBe('1')
      expect(a.body).toEqual({ error: expect.stringContaining('busy') as unknown })
    }
  }, 60_000)

  it("answers every request of one tab's six connections", async () => {
    const { url } = await slowServer()
    // A browser holds at most six connections to an origin.
    const tab = new Agent({ keepAlive: true, maxSockets: 6 })
    for (let round = 0; round < 4; round++) {
      const answers = await burst(url, 12, tab)
      expect(answers.map((a) => a.status)).toEqual(Array(12).fill(200))
    }
    tab.destroy()
  }, 60_000)
})
