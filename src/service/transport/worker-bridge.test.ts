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
})
