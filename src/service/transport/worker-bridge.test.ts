import { describe, expect, it } from 'vitest'
import { MessageChannel } from 'node:worker_threads'
import type { MessagePort } from 'node:worker_threads'
import { createWorkerBridge } from './worker-bridge'
import type { MessageTarget } from './worker-bridge'
import { hostService, postStatus } from './worker-host'
import type { WireStatus } from './wire'

// node:worker_threads ports speak `on('message', data)`; adapt them to the DOM shape.
function domLike(port: MessagePort): MessageTarget {
  return {
    postMessage: (message, transfer) => {
      port.postMessage(message, transfer as ArrayBuffer[])
    },
    addEventListener: (_type, listener) => {
      port.on('message', (data: unknown) => {
        listener({ data } as MessageEvent<unknown>)
      })
    },
  }
}

describe('worker bridge', () => {
  it('answers requests across a real message channel once the service is ready', async () => {
    const { port1, port2 } = new MessageChannel()
    let ready: (h: { fetch: (r: Request) => Promise<Response> }) => void = () => undefined
    const service = new Promise<{ fetch: (r: Request) => Promise<Response> }>((r) => (ready = r))
    hostService(domLike(port2), service)
    const statuses: WireStatus[] = []
    const bridge = createWorkerBridge(domLike(port1), (s) => statuses.push(s))

    const pendingA = bridge.fetch(new Request('http://x/v1/a/'))
    const pendingB = bridge.fetch(new Request('http://x/v1/b/', { method: 'POST', body: 'hi' }))
    postStatus(domLike(port2), { phase: 'ready', message: 'ready' })
    ready({
      fetch: async (r) => Response.json({ path: new URL(r.url).pathname, body: await r.text() }),
    })
    const [a, b] = await Promise.all([pendingA, pendingB])
    expect(await a.json()).toEqual({ path: '/v1/a/', body: '' })
    expect(await b.json()).toEqual({ path: '/v1/b/', body: 'hi' })
    expect(statuses.map((s) => s.phase)).toEqual(['ready'])
    port1.close()
  })

  it('answers 503 when the service failed to start', async () => {
    const { port1, port2 } = new MessageChannel()
    hostService(domLike(port2), Promise.reject(new Error('no data')))
    const response = await createWorkerBridge(domLike(port1)).fetch(new Request('http://x/v1/'))
    expect(response.status).toBe(503)
    expect(await response.json()).toEqual({ error: 'no data' })
    port1.close()
  })

  it('hands the near service what it answers as the whole would, until the whole is ready', async () => {
    const { port1, port2 } = new MessageChannel()
    const named = (name: string) => ({
      fetch: (r: Request) =>
        Promise.resolve(Response.json({ by: name, path: new URL(r.url).pathname })),
    })
    let wholeReady: (h: ReturnType<typeof named>) => void = () => undefined
    const whole = new Promise<ReturnType<typeof named>>((r) => (wholeReady = r))
    const near = Promise.resolve({
      service: named('near'),
      answers: (r: Request) => Promise.resolve(new URL(r.url).pathname.startsWith('/v1/near')),
    })
    hostService(domLike(port2), whole, near)
    const bridge = createWorkerBridge(domLike(port1))
    const by = async (path: string) =>
      ((await (await bridge.fetch(new Request(`http://x${path}`))).json()) as { by: string }).by

    expect(await by('/v1/near/a/')).toBe('near')
    const waiting = by('/v1/other/')
    wholeReady(named('whole'))
    expect(await waiting).toBe('whole')
    // Once the whole service is ready it answers everything.
    expect(await by('/v1/near/b/')).toBe('whole')
    port1.close()
  })

  it('falls back to the whole service when the near one fails to start', async () => {
    const { port1, port2 } = new MessageChannel()
    const whole = Promise.resolve({ fetch: () => Promise.resolve(Response.json({ by: 'whole' })) })
    hostService(domLike(port2), whole, Promise.reject(new Error('damaged')))
    const response = await createWorkerBridge(domLike(port1)).fetch(new Request('http://x/v1/a/'))
    expect(await response.json()).toEqual({ by: 'whole' })
    port1.close()
  })
})
