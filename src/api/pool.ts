// A bounded concurrency pool. docs/api.md "Limits": the rate limit does not cap in-flight
// requests, so bursts can exceed it; keeping concurrency well below the rps limit with a bounded
// pool is advised.
import { abortReason } from './abort'

export interface Pool {
  /** Runs `task` once a slot is free. A queued task whose signal aborts leaves the queue. */
  run<T>(task: () => Promise<T>, signal?: AbortSignal): Promise<T>
  /** Tasks running now. */
  readonly active: number
  /** Tasks waiting for a slot. */
  readonly pending: number
}

interface Waiter {
  start: () => void
}

export function createPool(size = 4): Pool {
  if (!Number.isInteger(size) || size < 1) {
    throw new RangeError(`Pool size must be a positive integer, got ${size}`)
  }
  let active = 0
  const queue: Waiter[] = []

  const release = () => {
    active--
    const next = queue.shift()
    if (next) next.start()
  }

  const acquire = (signal?: AbortSignal): Promise<void> => {
    if (signal?.aborted) return Promise.reject(abortReason(signal))
    if (active < size) {
      active++
      return Promise.resolve()
    }
    return new Promise<void>((resolve, reject) => {
      const waiter: Waiter = {
        start: () => {
          signal?.removeEventListener('abort', onAbort)
          active++
          resolve()
        },
      }
      const onAbort = () => {
        const index = queue.indexOf(waiter)
        if (index >= 0) queue.splice(index, 1)
        if (signal) reject(abortReason(signal))
      }
      signal?.addEventListener('abort', onAbort, { once: true })
      queue.push(waiter)
    })
  }

  return {
    async run<T>(task: () => Promise<T>, signal?: AbortSignal): Promise<T> {
      await acquire(signal)
      try {
        return await task()
      } finally {
        release()
      }
    },
    get active() {
      return active
    },
    get pending() {
      return queue.length
    },
  }
}
