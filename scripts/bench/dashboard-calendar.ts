// The Calendar view's line of the dashboard section, at the default dataset: one page load of the
// year heatmap around New York, timed from navigation start to the full year drawn (the page's
// `calendarHeatmap` mark, src/utils/page-marks.ts: the days of the current request on screen);
// then the longest UI-thread task while the metric, the time zone and the year are switched. A
// metric change recolours the days without a request; a zone or year change asks for a year, and
// its step waits for the new heatmap (the session is driven by view-session.ts).
import type { Browser } from 'playwright-core'
import { longTaskWatch, waitFor } from './long-tasks'
import { SERVICE_READY_INIT_SCRIPT } from './dashboard-page'
import type { SessionStep } from './view-session'
import { driveSession } from './view-session'
import { PAGE_MARKS } from '../../src/utils/page-marks'

/** New York with a 25 km radius; the days count in its zone, which the view picks by itself. */
export const CALENDAR_BENCH_PATH = '/calendar?within=25km@40.7128,-74.006'

const WATCH = longTaskWatch('__eventscopeCalendar')

/** A choice of a select; `refetches` when it asks for a year (and so waits for its heatmap). */
const choose = (name: string, control: string, value: string, refetches: boolean): SessionStep => ({
  name,
  act: async (page) => {
    await page.getByLabel(control).selectOption(value)
    return undefined
  },
  ...(refetches && { mark: PAGE_MARKS.calendarHeatmap }),
})

const press = (name: string, button: string): SessionStep => ({
  name,
  act: async (page) => {
    await page.getByRole('button', { name: button }).click()
    return undefined
  },
  mark: PAGE_MARKS.calendarHeatmap,
})

/** Every metric, two zones and back, then the year before and back: a busy year's flipping. */
export const CALENDAR_STEPS: readonly SessionStep[] = [
  choose('metric rank 4–5', 'Colour by', 'major', false),
  choose('metric top rank', 'Colour by', 'top', false),
  choose('metric one category', 'Colour by', 'category', false),
  choose('metric events', 'Colour by', 'count', false),
  choose('zone Europe/London', 'Days counted in', 'Europe/London', true),
  choose('zone Asia/Tokyo', 'Days counted in', 'Asia/Tokyo', true),
  choose('zone America/New_York', 'Days counted in', 'America/New_York', true),
  press('previous year', 'Previous year'),
  press('next year', 'Next year'),
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
  /** Long tasks (over 50 ms) while switching metric, zone and year, per step and over all steps. */
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
    const summary = await driveSession(browser, page, WATCH, CALENDAR_STEPS, timeoutMs)
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
