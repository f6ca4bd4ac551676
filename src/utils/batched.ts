// Items of an async stream handed on in batches, so that a consumer whose every update is costly
// (a map that re-clusters and redraws, docs/map-matches.md "Streamed") updates a few times a second
// however fast the items come.

/**
 * Yields the first item of `source` alone as soon as it comes, then each later item together with
 * those that come within `everyMs` of the previous batch; the last batch goes as soon as the
 * source ends. A failure of the source is thrown at the next batch, items gathered before it
 * dropped.
 */
export async function* batched<T>(
  source: AsyncIterable<T>,
  everyMs: number,
  now: () => number = () => performance.now(),
): AsyncGenerator<T[], void, undefined> {
  const iterator = source[Symbol.asyncIterator]()
  const ask = () => {
    const next = iterator.next()
    // Awaited later, maybe after it failed: not an unhandled rejection meanwhile.
    next.catch(() => undefined)
    return next
  }
  let next = ask()
  let lastBatchAt = -Infinity
  try {
    for (;;) {
      const first = await next
      if (first.done) return
      const batch = [first.value]
      next = ask()
      let ended = false
      for (
        let wait = lastBatchAt + everyMs - now();
        wait > 0;
        wait = lastBatchAt + everyMs - now()
      ) {
        const result = await Promise.race([next, late(wait)])
        if (result === LATE) break
        if (result.done) {
          ended = true
          break
        }
        batch.push(result.value)
        next = ask()
      }
      yield batch
      if (ended) return
      lastBatchAt = now()
    }
  } finally {
    // A consumer that stops early ends the source too (its pending item, if any, comes first).
    void iterator.return?.().catch(() => undefined)
  }
}

const LATE = Symbol('late')

const late = (ms: number): Promise<typeof LATE> =>
  new Promise((resolve) => {
    setTimeout(() => {
      resolve(LATE)
    }, ms)
  })
