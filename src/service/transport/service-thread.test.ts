import { afterEach, describe, expect, it, vi } from 'vitest'
import { startServiceThread } from './service-thread'

/** What the page posts to a worker, in order; a Worker as far as service-thread.ts uses one. */
class RecordingWorker {
  static last: RecordingWorker | undefined
  readonly posted: unknown[] = []
  readonly options: WorkerOptions | undefined
  constructor(_url: URL, options?: WorkerOptions) {
    this.options = options
    RecordingWorker.last = this
  }
  postMessage(message: unknown): void {
    this.posted.push(message)
  }
  addEventListener(): void {}
  terminate(): void {}
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
})
