import { describe, expect, it, vi } from 'vitest'
import { MessageChannel } from 'node:worker_threads'
import type { MessagePort } from 'node:worker_threads'
import type { Env } from '../boot/config'
import type { FetchHandler } from '../serve/fetch-handler'
import { createWorkerBridge, postDrawn, postSettings } from './worker-bridge'
import type { MessageTarget } from './worker-bridge'
import { NEAR_READY, hostService, postStatus } from './worker-host'
import type { HostedService, NearAnswers } from './worker-host'
import type { StoredAnswer } from '../boot/stored-service'
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

/** A near service and what it answers as the whole would. */
interface NearService {
  readonly service: FetchHandler
  readonly answers: NearAnswers
}

/** A start that hands back `whole` (and `near`), whatever the settings. */
function serving(
  whole: Promise<FetchHandler>,
  near?: Promise<NearService | undefined>,
): () => HostedService {
  return () =>
    near
      ? {
          whole,
          near: near.then((n) => n?.service),
          nearAnswers: near.then((n) => n?.answers),
        }
      : { whole }
}

/** A service that says which it is and what was asked of it. */
const named = (name: string) => ({
  fetch: (r: Request) =>
    Promise.resolve(Response.json({ by: name, path: new URL(r.url).pathname })),
})

/** A near service over /v1/near/ alone. */
const nearOnly = (): NearService => ({
  service: named('near'),
  answers: (r: Request) => Promise.resolve(new URL(r.url).pathname.startsWith('/v1/near')),
})

/** Whether a message has crossed the channel: a few turns of the event loop. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 20))

describe('worker bridge', () => {
  it('answers requests across a real message channel once the service is ready', async () => {
    const { port1, port2 } = new MessageChannel()
    let ready: (h: { fetch: (r: Request) => Promise<Response> }) => void = () => undefined
    const service = new Promise<{ fetch: (r: Request) => Promise<Response> }>((r) => (ready = r))
    hostService(domLike(port2), serving(service))
    const statuses: WireStatus[] = []
    postSettings(domLike(port1), {})
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

  it('answers 503 and reports a failed status when the service failed to start', async () => {
    const { port1, port2 } = new MessageChannel()
    // The start makes its promises when the settings come, as service.worker.ts does.
    hostService(domLike(port2), () => ({ whole: Promise.reject(new Error('no data')) }))
    const statuses: WireStatus[] = []
    postSettings(domLike(port1), {})
    const bridge = createWorkerBridge(domLike(port1), (s) => statuses.push(s))
    const response = await bridge.fetch(new Request('http://x/v1/'))
    expect(response.status).toBe(503)
    expect(await response.json()).toEqual({ error: 'no data' })
    expect(statuses).toEqual([{ kind: 'status', phase: 'failed', message: 'no data' }])
    port1.close()
  })

  it('starts the service once, on the SERVICE_* settings the page posts first', async () => {
    const { port1, port2 } = new MessageChannel()
    const starts: Env[] = []
    hostService(domLike(port2), (env) => {
      starts.push(env)
      return { whole: Promise.resolve({ fetch: () => Promise.resolve(Response.json(env)) }) }
    })
    const page = domLike(port1)
    postSettings(page, { SERVICE_SEED: '7', SERVICE_EVENTS: '30000', OTHER: 'x' })
    const bridge = createWorkerBridge(page)
    const response = await bridge.fetch(new Request('http://x/v1/a/'))
    expect(await response.json()).toEqual({ SERVICE_SEED: '7', SERVICE_EVENTS: '30000' })
    // Later settings would describe another dataset than the one served: they change nothing.
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    postSettings(page, { SERVICE_SEED: '8' })
    await settle()
    expect(warn).toHaveBeenCalledOnce()
    warn.mockRestore()
    const again = await bridge.fetch(new Request('http://x/v1/a/'))
    expect(await again.json()).toEqual({ SERVICE_SEED: '7', SERVICE_EVENTS: '30000' })
    expect(starts).toEqual([{ SERVICE_SEED: '7', SERVICE_EVENTS: '30000' }])
    port1.close()
  })

  it('holds a request that comes before the settings, and answers it on them', async () => {
    const { port1, port2 } = new MessageChannel()
    let started = false
    hostService(domLike(port2), (env) => {
      started = true
      return { whole: Promise.resolve({ fetch: () => Promise.resolve(Response.json(env)) }) }
    })
    const page = domLike(port1)
    const bridge = createWorkerBridge(page)
    let answered = false
    const early = bridge.fetch(new Request('http://x/v1/a/')).then((response) => {
      answered = true
      return response
    })
    await settle()
    // Nothing is started, and nothing answered, without the page's settings.
    expect(started).toBe(false)
    expect(answered).toBe(false)
    postSettings(page, { SERVICE_SEED: '7' })
    expect(await (await early).json()).toEqual({ SERVICE_SEED: '7' })
    port1.close()
  })

  it('reports settings the start cannot read as a failed start', async () => {
    const { port1, port2 } = new MessageChannel()
    hostService(domLike(port2), (env) => {
      throw new Error(
        `SERVICE_EVENTS must be a non-negative integer, got "${env.SERVICE_EVENTS ?? ''}"`,
      )
    })
    const statuses: WireStatus[] = []
    postSettings(domLike(port1), { SERVICE_EVENTS: 'many' })
    const bridge = createWorkerBridge(domLike(port1), (s) => statuses.push(s))
    const response = await bridge.fetch(new Request('http://x/v1/a/'))
    expect(response.status).toBe(503)
    const message = 'SERVICE_EVENTS must be a non-negative integer, got "many"'
    expect(await response.json()).toEqual({ error: message })
    expect(statuses).toEqual([{ kind: 'status', phase: 'failed', message }])
    port1.close()
  })

  it('hands the near service what it answers as the whole would, until the whole is ready', async () => {
    const { port1, port2 } = new MessageChannel()
    let wholeReady: (h: ReturnType<typeof named>) => void = () => undefined
    const whole = new Promise<ReturnType<typeof named>>((r) => (wholeReady = r))
    const near = Promise.resolve(nearOnly())
    hostService(domLike(port2), serving(whole, near))
    postSettings(domLike(port1), {})
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

  it('tells the page once the near service answers while the whole is still coming', async () => {
    const { port1, port2 } = new MessageChannel()
    let nearReady: (n: NearService) => void = () => undefined
    const near = new Promise<NearService>((r) => (nearReady = r))
    const whole = new Promise<FetchHandler>(() => undefined)
    hostService(domLike(port2), serving(whole, near))
    const statuses: WireStatus[] = []
    postSettings(domLike(port1), {})
    createWorkerBridge(domLike(port1), (s) => statuses.push(s))
    await settle()
    expect(statuses).toEqual([])
    nearReady({
      service: { fetch: () => Promise.resolve(new Response()) },
      answers: () => Promise.resolve(true),
    })
    await settle()
    expect(statuses).toEqual([{ kind: 'status', ...NEAR_READY, near: true }])
    port1.close()
  })

  it('says nothing of the near service once the whole one is ready', async () => {
    const { port1, port2 } = new MessageChannel()
    const whole = Promise.resolve({ fetch: () => Promise.resolve(new Response()) })
    const near = new Promise<NearService>((resolve) =>
      setTimeout(() => {
        resolve({
          service: { fetch: () => Promise.resolve(new Response()) },
          answers: () => Promise.resolve(true),
        })
      }, 5),
    )
    hostService(domLike(port2), serving(whole, near))
    const statuses: WireStatus[] = []
    postSettings(domLike(port1), {})
    createWorkerBridge(domLike(port1), (s) => statuses.push(s))
    await settle()
    await near
    await settle()
    expect(statuses).toEqual([])
    port1.close()
  })

  it('falls back to the whole service when the near one fails to start', async () => {
    const { port1, port2 } = new MessageChannel()
    const whole = Promise.resolve({ fetch: () => Promise.resolve(Response.json({ by: 'whole' })) })
    hostService(domLike(port2), () => ({ whole, near: Promise.reject(new Error('damaged')) }))
    postSettings(domLike(port1), {})
    const response = await createWorkerBridge(domLike(port1)).fetch(new Request('http://x/v1/a/'))
    expect(await response.json()).toEqual({ by: 'whole' })
    port1.close()
  })

  describe('builds each service once it is wanted', () => {
    /** A host whose start records which service it builds, and a page with its bridge. */
    function host(near: NearService | undefined, stored?: StoredAnswer) {
      const { port1, port2 } = new MessageChannel()
      const built: string[] = []
      hostService(domLike(port2), (_env, wanted) => ({
        near: wanted.near.then(() => {
          built.push('near')
          return near?.service
        }),
        nearAnswers: Promise.resolve(near?.answers),
        whole: wanted.whole.then(() => {
          built.push('whole')
          return named('whole')
        }),
        stored: Promise.resolve(stored),
      }))
      const page = domLike(port1)
      postSettings(page, {})
      const bridge = createWorkerBridge(page)
      const by = async (path: string) =>
        ((await (await bridge.fetch(new Request(`http://x${path}`))).json()) as { by: string }).by
      return {
        built,
        page,
        by,
        close: () => {
          port1.close()
        },
      }
    }

    it('the near at the first request, the whole when the near cannot answer', async () => {
      const { built, by, close } = host(nearOnly())
      await settle()
      expect(built).toEqual([])
      expect(await by('/v1/near/a/')).toBe('near')
      expect(built).toEqual(['near'])
      expect(await by('/v1/other/')).toBe('whole')
      expect(built).toEqual(['near', 'whole'])
      close()
    })

    it('none for what the store answers; the store leaves the rest to them', async () => {
      const store = named('store')
      const stored: StoredAnswer = (r) =>
        new URL(r.url).pathname.startsWith('/v1/saved-locations/')
          ? store.fetch(r)
          : Promise.resolve(undefined)
      const { built, by, close } = host(nearOnly(), stored)
      expect(await by('/v1/saved-locations/')).toBe('store')
      await settle()
      expect(built).toEqual([])
      expect(await by('/v1/near/a/')).toBe('near')
      expect(built).toEqual(['near'])
      close()
    })

    it('the whole, once ready, for every request: the store is asked no more', async () => {
      const asked: string[] = []
      const stored: StoredAnswer = (r) => {
        const path = new URL(r.url).pathname
        asked.push(path)
        return path.startsWith('/v1/saved-locations/')
          ? named('store').fetch(r)
          : Promise.resolve(undefined)
      }
      const { by, close } = host(undefined, stored)
      expect(await by('/v1/saved-locations/')).toBe('store')
      // The store leaves this one to the whole service, which it wants; once ready, it answers all.
      expect(await by('/v1/other/')).toBe('whole')
      asked.length = 0
      expect(await by('/v1/saved-locations/')).toBe('whole')
      expect(asked).toEqual([])
      close()
    })

    it('both once the page has drawn, with no request', async () => {
      const { built, page, close } = host(nearOnly())
      postDrawn(page)
      await settle()
      expect(built).toEqual(['near', 'whole'])
      close()
    })

    it('the whole at once for a request the near will not answer, before the near is in', async () => {
      const { port1, port2 } = new MessageChannel()
      const built: string[] = []
      const near = nearOnly()
      hostService(domLike(port2), (_env, wanted) => ({
        // The near part never comes in: the whole must not wait for it to be told it is needed.
        near: wanted.near.then(() => new Promise<FetchHandler>(() => undefined)),
        whole: wanted.whole.then(() => {
          built.push('whole')
          return named('whole')
        }),
        nearAnswers: Promise.resolve(near.answers),
      }))
      const page = domLike(port1)
      postSettings(page, {})
      const bridge = createWorkerBridge(page)
      const pending = bridge.fetch(new Request('http://x/v1/near/a/'))
      await settle()
      expect(built).toEqual([])
      const response = await bridge.fetch(new Request('http://x/v1/other/'))
      expect(await response.json()).toMatchObject({ by: 'whole' })
      expect(built).toEqual(['whole'])
      // Once the whole is ready, it answers what was waiting for the near part too.
      expect(await (await pending).json()).toMatchObject({ by: 'whole' })
      port1.close()
    })

    it('the whole at once when there is no near service', async () => {
      const { built, by, close } = host(undefined)
      expect(await by('/v1/near/a/')).toBe('whole')
      expect(built).toEqual(['near', 'whole'])
      close()
    })
  })
})
