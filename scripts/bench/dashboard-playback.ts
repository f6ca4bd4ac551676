// Playback of the events map's time window (docs/view-habits.md "The time bar"): the next 90
// days, whose matches fill the map's cap of 10,000, played at a week a second for PLAY_MS while
// Chromium traces the page's UI thread. Each task's own work is its time less the compositor
// commit it waits on: with no GPU, Chromium's software WebGL (SwiftShader) draws the map's frame
// inside that commit, which is the machine's, not the page's, and is reported beside it.
import type { Browser } from 'playwright-core'

import { PAGE_MARKS } from '../../src/utils/page-marks'
import { waitFor } from './long-tasks'
import { traceOwnWork } from './own-work'

const PLAY_MS = 4000
const URL_PATH = '/events?range=next90'

export interface PlaybackReport {
  readonly path: string
  /** What the legend said when playback began ("Map shows 10,000 of 18,282 events, …"). */
  readonly legend: string
  /** Tasks the UI thread ran while playing, and how many frames the window moved. */
  readonly tasks: number
  readonly frames: number
  /** The longest task's own work, and the 95th percentile, compositor commits left out. */
  readonly longestMs: number
  readonly p95Ms: number
  /** The longest task with its commit, as a profile shows it. */
  readonly longestWithCommitMs: number
  /**
   * The longest task's own work in thread (CPU) time: what the page computed, without the time
   * its thread waited for a core while the software renderer's threads held both.
   */
  readonly longestCpuMs: number
}

export async function measurePlayback(
  browser: Browser,
  origin: string,
  viewport: { readonly width: number; readonly height: number },
  timeoutMs: number,
): Promise<PlaybackReport> {
  const context = await browser.newContext({ viewport })
  try {
    const page = await context.newPage()
    await page.goto(`${origin}${URL_PATH}`)
    await waitFor(
      page,
      `performance.getEntriesByName(${JSON.stringify(PAGE_MARKS.eventsMapComplete)}, 'mark').length > 0`,
      timeoutMs,
    )
    const legend = (await page.locator('.map-legend__summary').textContent()) ?? ''
    const slider = page.getByRole('slider', { name: 'Time window' })
    await slider.click({ position: { x: 2, y: 10 } })
    await page.getByRole('combobox', { name: 'Speed' }).selectOption('7')
    await page.waitForTimeout(1000)
    const startedAt = Number(await slider.getAttribute('aria-valuenow'))
    // Space on the focused window plays, as an analyst's key does: a click through Playwright
    // would trace its own work in the page too (finding the button by role, checking it).
    await slider.focus()
    const tasks = await traceOwnWork(browser, page, async () => {
      await page.keyboard.press(' ')
      await page.waitForTimeout(PLAY_MS)
    })
    await page.getByRole('button', { name: 'Pause' }).click()
    const frames = Number(await slider.getAttribute('aria-valuenow')) - startedAt
    const own = tasks.map((t) => t.ownMs).sort((a, b) => b - a)
    return {
      path: URL_PATH,
      legend: legend.replace(/, (show|hide) the legend$/, ''),
      tasks: tasks.length,
      frames,
      longestMs: own[0] ?? 0,
      p95Ms: own[Math.floor(own.length * 0.05)] ?? 0,
      longestWithCommitMs: Math.max(0, ...tasks.map((t) => t.allMs)),
      longestCpuMs: Math.max(0, ...tasks.map((t) => t.ownCpuMs)),
    }
  } finally {
    await context.close()
  }
}
