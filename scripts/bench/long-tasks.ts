// Long tasks of a page, watched from the bench (page-side code as strings: tsx may wrap functions
// in helpers the page does not have). A view's session waits after each step until its mark is set
// and the UI thread has been quiet for QUIET_MS, then reads the tasks over 50 ms it ran.
import type { Page } from 'playwright-core'

/** Nothing on the UI thread for this long: settled. */
export const QUIET_MS = 1000
const POLL_MS = 100

export interface LongTaskWatch {
  /** Starts collecting long tasks into `window[state].tasks`. */
  readonly install: string
  /** The page expression of the tasks collected so far. */
  readonly tasks: string
  /**
   * Truthy ({ atMs, settledMs }) once the UI thread has been quiet for QUIET_MS after `afterMs`
   * and, when `mark` is given, that mark has been set after `afterMs` (`atMs` is when).
   */
  readonly quietAfter: (afterMs: number, mark?: string) => string
}

export function longTaskWatch(state: string): LongTaskWatch {
  const slot = `window[${JSON.stringify(state)}]`
  const lastEnd = `Math.max(0, ...${slot}.tasks.map((t) => t.startMs + t.durationMs))`
  return {
    tasks: `${slot}.tasks`,
    install: `(() => {
  const state = { tasks: [] }
  ${slot} = state
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) state.tasks.push({ startMs: e.startTime, durationMs: e.duration })
  }).observe({ type: 'longtask', buffered: false })
})()`,
    quietAfter: (afterMs, mark) => `(() => {
  let last = Math.max(${String(afterMs)}, ${lastEnd})
  let atMs = null
  ${
    mark === undefined
      ? ''
      : `const entry = performance.getEntriesByName(${JSON.stringify(mark)}, 'mark')
    .find((e) => e.startTime > ${String(afterMs)})
  if (!entry) return false
  atMs = entry.startTime
  last = Math.max(last, atMs)`
  }
  return performance.now() - last >= ${String(QUIET_MS)} ? { atMs: atMs ?? last, settledMs: last } : false
})()`,
  }
}

/**
 * Polls `expression` in the page until it is truthy, and returns its value. It is evaluated over
 * the DevTools protocol from here, not by `page.waitForFunction`, whose string predicates the page
 * itself would have to eval, which its Content-Security-Policy refuses (docs/security.md).
 */
export async function waitFor<T>(
  page: Page,
  expression: string,
  timeoutMs: number,
  pollMs = POLL_MS,
): Promise<T> {
  const deadline = performance.now() + timeoutMs
  for (;;) {
    const value = await page.evaluate<unknown>(expression)
    if (value) return value as T
    if (performance.now() > deadline) {
      throw new Error(`waited ${String(timeoutMs)} ms for ${expression.slice(0, 200)}`)
    }
    await new Promise((resolve) => setTimeout(resolve, pollMs))
  }
}
