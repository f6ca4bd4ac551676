import { describe, expect, it } from 'vitest'

import { createPool } from './pool'

/** A promise settled from outside, to hold tasks in flight for as long as a test needs. */
function deferred<T = void>() {
  let resolve: (value: T) => void = () => undefined
  const promise = new Promise<T>((r) => {
    resolve = r
  })
  return { promise, resolve }
}

const flush = () => new Promise<void>((resolve) => setTimeout(resolve, 0))

describe('createPool', () => {
  it('runs at most `size` tasks at once and starts queued tasks in order as slots free', async () => {
    const pool = createPool(2)
    const gates = [deferred(), deferred(), deferred(), deferred()]
    const started: number[] = []
    let running = 0
    let peak = 0
    const results = gates.map((gate, index) =>
      pool.run(async () => {
        started.push(index)
        running++
        peak = Math.max(peak, running)
        await gate.promise
        running--
        return index * 10
      }),
    )
    await flush()
    expect(started).toEqual([0, 1])
    expect(pool.active).toBe(2)
    expect(pool.pending).toBe(2)

    gates[1]?.resolve()
    await flush()
    expect(started).toEqual([0, 1, 2])

    for (const gate of gates) gate.resolve()
    expect(await Promise.all(results)).toEqual([0, 10, 20, 30])
    expect(peak).toBe(2)
    expect(pool.active).toBe(0)
  })

  it('frees the slot when a task throws', async () => {
    const pool = createPool(1)
    await expect(pool.run(() => Promise.reject(new Error('boom')))).rejects.toThrow('boom')
    expect(await pool.run(() => Promise.resolve('next'))).toBe('next')
  })

  it('drops a queued task whose signal aborts, with the abort reason, and never runs it', async () => {
    const pool = createPool(1)
    const gate = deferred()
    const first = pool.run(() => gate.promise)
    const controller = new AbortController()
    let ran = false
    const queued = pool.run(() => {
      ran = true
      return Promise.resolve()
    }, controller.signal)
    expect(pool.pending).toBe(1)

    controller.abort()
    await expect(queued).rejects.toMatchObject({ name: 'AbortError' })
    expect(pool.pending).toBe(0)

    gate.resolve()
    await first
    await flush()
    expect(ran).toBe(false)
    expect(pool.active).toBe(0)
  })

  it('rejects at once for an already aborted signal', async () => {
    const pool = createPool(1)
    const reason = new Error('gone')
    await expect(pool.run(() => Promise.resolve(1), AbortSignal.abort(reason))).rejects.toBe(reason)
    expect(pool.active).toBe(0)
  })

  it('refuses a size that is not a positive integer', () => {
    expect(() => createPool(0)).toThrow(RangeError)
    expect(() => createPool(1.5)).toThrow(RangeError)
  })
})
