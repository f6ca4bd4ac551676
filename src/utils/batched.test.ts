import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { batched } from './batched'

/** A source whose items the test hands over one by one, and which says when it was stopped. */
function controlledSource<T>() {
  const queue: { resolve: (result: IteratorResult<T>) => void; reject: (error: Error) => void }[] =
    []
  const waiting: (IteratorResult<T> | { error: Error })[] = []
  let stopped = false
  const settle = (outcome: IteratorResult<T> | { error: Error }) => {
    const taker = queue.shift()
    if (!taker) waiting.push(outcome)
    else if ('error' in outcome) taker.reject(outcome.error)
    else taker.resolve(outcome)
  }
  const source: AsyncIterable<T> = {
    [Symbol.asyncIterator]: () => ({
      next: () => {
        const ready = waiting.shift()
        if (ready) return 'error' in ready ? Promise.reject(ready.error) : Promise.resolve(ready)
        return new Promise<IteratorResult<T>>((resolve, reject) => queue.push({ resolve, reject }))
      },
      return: () => {
        stopped = true
        return Promise.resolve({ done: true, value: undefined })
      },
    }),
  }
  return {
    source,
    give: (value: T) => {
      settle({ done: false, value })
    },
    end: () => {
      settle({ done: true, value: undefined })
    },
    fail: (error: Error) => {
      settle({ error })
    },
    stopped: () => stopped,
  }
}

/** Collects the batches as they come, with the fake clock's time of each. */
function collect<T>(stream: AsyncGenerator<T[]>) {
  const batches: { at: number; items: T[] }[] = []
  const done = (async () => {
    for await (const batch of stream) batches.push({ at: Date.now(), items: batch })
  })()
  return { batches, done }
}

describe('batched', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: 0 })
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  it('hands the first item on alone, at once, and the next ones together once a window has passed', async () => {
    const s = controlledSource<number>()
    const { batches, done } = collect(batched(s.source, 250, Date.now))
    s.give(1)
    await vi.advanceTimersByTimeAsync(10)
    expect(batches).toEqual([{ at: 0, items: [1] }])
    s.give(2)
    await vi.advanceTimersByTimeAsync(100)
    s.give(3)
    await vi.advanceTimersByTimeAsync(100)
    s.give(4)
    expect(batches).toHaveLength(1)
    await vi.advanceTimersByTimeAsync(100)
    expect(batches).toEqual([
      { at: 0, items: [1] },
      { at: 250, items: [2, 3, 4] },
    ])
    // Long after the last batch, an item goes alone at once.
    await vi.advanceTimersByTimeAsync(1_000)
    s.give(5)
    await vi.advanceTimersByTimeAsync(0)
    expect(batches.at(-1)).toEqual({ at: 1_310, items: [5] })
    s.end()
    await done
    expect(batches).toHaveLength(3)
  })

  it('hands the last batch on as soon as the source ends, without waiting out the window', async () => {
    const s = controlledSource<string>()
    const { batches, done } = collect(batched(s.source, 250, Date.now))
    s.give('a')
    await vi.advanceTimersByTimeAsync(20)
    s.give('b')
    await vi.advanceTimersByTimeAsync(30)
    s.give('c')
    s.end()
    await done
    expect(batches).toEqual([
      { at: 0, items: ['a'] },
      { at: 50, items: ['b', 'c'] },
    ])
  })

  it('throws what the source throws, at the batch it fails', async () => {
    const s = controlledSource<number>()
    const { batches, done } = collect(batched(s.source, 250, Date.now))
    const failed = done.catch((error: unknown) => error)
    s.give(1)
    await vi.advanceTimersByTimeAsync(10)
    s.give(2)
    s.fail(new Error('page 3 failed'))
    await vi.advanceTimersByTimeAsync(0)
    expect(await failed).toEqual(new Error('page 3 failed'))
    expect(batches.map((b) => b.items)).toEqual([[1]])
  })

  it('stops the source when the consumer stops', async () => {
    const s = controlledSource<number>()
    const stream = batched(s.source, 250, Date.now)
    s.give(1)
    const first = await stream.next()
    expect(first.value).toEqual([1])
    await stream.return(undefined)
    expect(s.stopped()).toBe(true)
  })
})
