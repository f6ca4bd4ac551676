// The Calendar view's line of the dashboard section, at the default dataset: one page load of the
// year heatmap around New York, timed from navigation start to the full year drawn (the page's
// `calendarHeatmap` mark, src/utils/page-marks.ts: the days of the current request on screen);
// then the longest UI-thread task while the metric and the time zone are switched. A metric
// change recolours the days without a request; a zone change asks for the year again, and its
// step waits for the new heatmap. Long tasks are collected as in dashboard-filtering.ts.
import type { Browser } from 'playwright-core'
import { longTaskWatch, waitFor } from './long-tasks'
import { traceOwnWork } from './own-work'

import { SERVICE_READY_INIT_SCRIPT } from './dashboard-page'
import type { LongTask, StepStart } from './dashboard-filtering'
import { summarizeLongTasks } from './dashboard-filtering'
import { PAGE_MARKS } from '../../src/utils/page-marks'

/** New York with a 25 km radius; the days count in its zone, which the view picks by itself. */
export const CALENDAR_BENCH_PATH = '/calendar?within=25km@40.7128,-74.006'

const WATCH = longTaskWatch('__eventscopeCalendar')

interface Step {
  readonly name: string
  /** The control and the value chosen. */
  readonly control: 'Colour by' | 'Days counted in'
  readonly value: string
  /** Whether the step asks the API again (and so waits for a new heatmap mark). */
  readonly refetches: boolean
}

/** Every metric, then two zones and back: what an analyst flips through on a busy year. */
export const CALENDAR_STEPS: readonly Step[] = [
  { name: 'metric rank 4–5', control: 'Colour by', value: 'major', refetches: false },
  { name: 'metric top rank', control: 'Colour by', value: 'top', refetches: false },
  { name: 'metric one category', control: 'Colour by', value: 'category', refetches: false },
  { name: 'metric events', control: 'Colour by', value: 'count', refetches: false },
  {
    name: 'zone Europe/London',
    control: 'Days counted in',
    value: 'Europe/London',
    refetches: true,
  },
  { name: 'zone Asia/Tokyo', control: 'Days counted in', value: 'Asia/Tokyo', refetches: true },
  {
    name: 'zone America/New_York',
    control: 'Days counted in',
    value: 'America/New_York',
    refetches: true,
  },
]

export interface CalendarStep {
  readonly name: string
  readonly count: number
  readonly longestMs: number
  /** The longest task's own work, compositor commits left out (own-work.ts). */
  readonly longestOwnMs: number
  readonly longestOwnCpuMs: number
  readonly totalMs: number
  /** From the choice to the heatmap redrawn and the UI thread quiet again. */
  readonly settleMs: number
}

export interface CalendarMeasure {
  readonly path: string
  /** ms from navigation start: the service worker's dataset built (null if not seen). */
  readonly serviceReadyMs: number | null
  /** ms from navigation start to the year's heatmap drawn with its days. */
  readonly yearHeatmapMs: number
  /** Long tasks (over 50 ms) while switching metric and zone, per step and over all steps. */
  readonly switching: {
    readonly count: number
    readonly longestMs: number
    readonly longestOwnMs: number
    readonly longestOwnCpuMs: number
    readonly totalMs: number
    readonly steps: readonly CalendarStep[]
  }
}

/** One run in a new browser context; throws if the heatmap of a step never arrives. */
export async function measureCalendar(
  browser: Browser,
  origin: string,
  viewport: { readonly width: number; readonly height: number },
  timeoutMs: number,
): Promise<CalendarMeasure> {
  const context = await browser.newContext({ viewport })
  try {
    await context.addInitScript(SERVICE_READY_INIT_SCRIPT)
    const page = await context.newPage()
    await page.goto(`${origin}${CALENDAR_BENCH_PATH}`, { waitUntil: 'commit', timeout: timeoutMs })
    const yearHeatmapMs = await waitFor<number>(
      page,
      `(() => { const e = performance.getEntriesByName(${JSON.stringify(PAGE_MARKS.calendarHeatmap)}, 'mark')[0]; return e ? e.startTime : false })()`,
      timeoutMs,
    )
    const serviceReadyMs = await page.evaluate<number | null>(
      `(performance.getEntriesByName(${JSON.stringify(PAGE_MARKS.serviceReady)}, 'mark')[0] || {}).startTime ?? null`,
    )
    await page.evaluate(WATCH.install)
    await waitFor(page, WATCH.quietAfter(0), timeoutMs)
    const steps: StepStart[] = []
    const traced = await traceOwnWork(browser, page, async () => {
      for (const step of CALENDAR_STEPS) {
        const startMs = await page.evaluate<number>('performance.now()')
        await page.getByLabel(step.control).selectOption(step.value)
        const done = await waitFor<{ settledMs: number }>(
          page,
          WATCH.quietAfter(startMs, step.refetches ? PAGE_MARKS.calendarHeatmap : undefined),
          timeoutMs,
        )
        steps.push({
          name: step.name,
          startMs,
          settledMs: done.settledMs,
          mapCompleteMs: done.settledMs,
        })
      }
    })
    const tasks = await page.evaluate<LongTask[]>(WATCH.tasks)
    const summary = summarizeLongTasks(tasks, steps, traced)
    return {
      path: CALENDAR_BENCH_PATH,
      serviceReadyMs,
      yearHeatmapMs,
      switching: {
        count: summary.count,
        longestMs: summary.longestMs,
        longestOwnMs: summary.longestOwnMs,
        longestOwnCpuMs: summary.longestOwnCpuMs,
        totalMs: summary.totalMs,
        steps: summary.steps.map((s) => ({
          name: s.name,
          count: s.count,
          longestMs: s.longestMs,
          longestOwnMs: s.longestOwnMs,
          longestOwnCpuMs: s.longestOwnCpuMs,
          totalMs: s.totalMs,
          settleMs: s.settleMs,
        })),
      },
    }
  } finally {
    await context.close()
  }
}
