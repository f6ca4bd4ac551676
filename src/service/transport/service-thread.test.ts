import { afterEach, describe, expect, it, vi } from 'vitest'
import { adoptServiceThread, startServiceThread, startServiceThreadEarly } from './service-thread'

/** What the page posts to a worker, in order; a Worker as far as service-thread.ts uses one. */
class RecordingWorker {
  static last: RecordingWorker | undefined
  readonly posted: unknown[] = []
  readonly options: WorkerOptions | undefined
  constructor(_url: URL, options?: WorkerOptions) {
    this.options = options
    RecordingWorker.last = this
  }
  terminated = false
  postMessage(message: unknown): void {
    this.posted.push(message)
  }
  addEventListener(): void {}
  terminate(): void {
    this.terminated = true
  }
}

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('service thread', () => {
  it('posts the SERVICE_* settings before any request, and keeps them out of the name', () => {
    vi.stubGlobal('Worker', RecordingWorker)
    const thread = startServiceThread({ SERVICE_SEED: '7', SERVICE_NOW: undefined, OTHER: 'x' })
    thread.postMessage({ kind: 'request', id: 1 }, [])
    const worker = RecordingWorker.last
    expect(worker?.posted).toEqual([
      { kind: 'settings', env: { SERVICE_SEED: '7' } },
      { kind: 'request', id: 1 },
    ])
    expect(worker?.options).toEqual({ type: 'module', name: 'eventscope-service' })
  })

  it('hands the worker started early to the app once, for the same settings only', () => {
    vi.stubGlobal('Worker', RecordingWorker)
    startServiceThreadEarly({ SERVICE_SEED: '7', SERVICE_NOW: '2026-03-02T12:00:00Z' })
    const early = RecordingWorker.last
    const before = Date.now()
    // The same settings in another order: the same worker, with the time it started.
    const adopted = adoptServiceThread({ SERVICE_NOW: '2026-03-02T12:00:00Z', SERVICE_SEED: '7' })
    expect(adopted?.startedAt).toBeLessThanOrEqual(before)
    adopted?.postMessage({ kind: 'request', id: 2 }, [])
    expect(early?.posted.at(-1)).toEqual({ kind: 'request', id: 2 })
    expect(adoptServiceThread({ SERVICE_SEED: '7', SERVICE_NOW: '2026-03-02T12:00:00Z' })).toBe(
      undefined,
    )
    expect(early?.terminated).toBe(false)
  })

  it('stops a worker started early for other settings rather than hand it over', () => {
    vi.stubGlobal('Worker', RecordingWorker)
    startServiceThreadEarly({ SERVICE_SEED: '7' })
    const early = RecordingWorker.last
    expect(adoptServiceThread({ SERVICE_SEED: '8' })).toBe(undefined)
    expect(early?.terminated).toBe(true)
  })
})
