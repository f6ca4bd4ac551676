// An analyst's session in a view, driven step by step under a Chromium trace: each step acts on
// the page, waits until the view took it (and for the view's mark, when the step asks the API
// again), then until the UI thread has been quiet; the long tasks and their own work are added up
// per step as in dashboard-filtering.ts. The Calendar, Analytics and Locations lines run theirs
// here; what the address carries is read with appParam (dashboard-filtering.ts).
import type { Browser, Page } from 'playwright-core'

import type { FilteringSummary, LongTask, StepStart } from './dashboard-filtering'
import { summarizeLongTasks } from './dashboard-filtering'
import type { LongTaskWatch } from './long-tasks'
import { waitFor } from './long-tasks'
import { traceOwnWork } from './own-work'

export interface SessionStep {
  readonly name: string
  /**
   * Acts on the page; gives, where the address does not say enough, the page expression that
   * holds once the view shows the step's result.
   */
  readonly act: (page: Page) => Promise<string | undefined>
  /** Whether the address carries the step (read with appParam, dashboard-filtering.ts). */
  readonly took?: (url: URL) => boolean
  /** The view's mark the step waits for (set after the step began), when it asks the API again. */
  readonly mark?: string
}

/**
 * Runs `steps` on `page`, which shows the view: from the moment its UI thread has been quiet
 * after `loadMark` (the tail of the page load is not the session).
 */
export async function driveSession(
  browser: Browser,
  page: Page,
  watch: LongTaskWatch,
  steps: readonly SessionStep[],
  timeoutMs: number,
  loadMark?: string,
): Promise<FilteringSummary> {
  await page.evaluate(watch.install)
  await waitFor(page, watch.quietAfter(0, loadMark), timeoutMs)
  const started: StepStart[] = []
  const traced = await traceOwnWork(browser, page, async () => {
    for (const step of steps) {
      const startMs = await page.evaluate<number>('performance.now()')
      const shown = await step.act(page)
      // The views replace the address in place: a commit, not a load.
      if (step.took) await page.waitForURL(step.took, { timeout: timeoutMs, waitUntil: 'commit' })
      if (shown !== undefined) await waitFor(page, shown, timeoutMs)
      const done = await waitFor<{ atMs: number; settledMs: number }>(
        page,
        watch.quietAfter(startMs, step.mark),
        timeoutMs,
      )
      // The view's mark (its data drawn) stands where the filtering bench has its complete map.
      started.push({
        name: step.name,
        startMs,
        settledMs: done.settledMs,
        mapCompleteMs: done.atMs,
      })
    }
  })
  const tasks = await page.evaluate<LongTask[]>(watch.tasks)
  return summarizeLongTasks(tasks, started, traced)
}
