// The Analytics view's line of the dashboard section, at the default dataset: one page load of a
// year for Chicago, timed from navigation start to the first chart (the first 90-day window drawn,
// the page's `analyticsChart` mark) and to the stitched year (every window of every request in,
// `analyticsComplete`; both of src/utils/page-marks.ts); then the longest UI-thread task while
// the period is switched through its presets, the statistic changed and the location moved, each
// step waiting for its stitched charts (the session is driven by view-session.ts).
import type { Browser } from 'playwright-core'
import { longTaskWatch, waitFor } from './long-tasks'
import { SERVICE_READY_INIT_SCRIPT } from './dashboard-page'
import type { SessionStep } from './view-session'
import { driveSession } from './view-session'
import { appParam } from './dashboard-filtering'
import { PAGE_MARKS } from '../../src/utils/page-marks'

/** Chicago (its GeoNames id), a whole calendar year: five 90-day windows per request. */
const CHICAGO = '4887398'
export function analyticsBenchPath(year: number): string {
  return `/analytics?place=${CHICAGO}&range=custom&from=${String(year)}-01-01&to=${String(year)}-12-31`
}

/** A preset of the Range select. `next30` is the default, which the address leaves out. */
const period = (preset: string): SessionStep => ({
  name: preset,
  act: async (page) => {
    await page.getByRole('combobox', { name: 'Range' }).selectOption(preset)
    return undefined
  },
  took: (url) => (appParam(url, 'range') || 'next30') === preset,
  mark: PAGE_MARKS.analyticsComplete,
})

/** A statistic; `refetches` when the service computes it apart (else the sums' answer serves). */
const statistic = (name: string, stat: string, refetches: boolean): SessionStep => ({
  name,
  act: async (page) => {
    await page.getByRole('combobox', { name: 'Statistic' }).selectOption(stat)
    return undefined
  },
  took: (url) => (appParam(url, 'stat') || 'sum') === stat,
  ...(refetches && { mark: PAGE_MARKS.analyticsComplete }),
})

/** The radius the location step moves to: New York, as an analyst comparing two cities would. */
const NEW_YORK = '10km@40.71,-74.01'

/**
 * What an analyst changes in turn: every period preset, a statistic the service computes apart
 * (the largest event) and back to a count (the sums' request, cached), then the location.
 */
export const ANALYTICS_STEPS: readonly SessionStep[] = [
  ...['next7', 'next30', 'next90', 'prev30', 'prev90'].map(period),
  statistic('statistic largest event', 'max', true),
  statistic('statistic count', 'count', false),
  {
    name: 'location New York radius',
    // The radius applies once the place is removed: a place outranks a radius (location.ts).
    act: async (page) => {
      const radius = page.getByRole('searchbox', { name: /^Radius area/ })
      await radius.fill(NEW_YORK)
      await radius.press('Enter')
      await page.getByRole('button', { name: /^Remove / }).click()
      return undefined
    },
    took: (url) => appParam(url, 'place') === '' && appParam(url, 'within') !== '',
    mark: PAGE_MARKS.analyticsComplete,
  },
]

const WATCH = longTaskWatch('__eventscopeAnalytics')

export interface AnalyticsStep {
  readonly name: string
  readonly count: number
  readonly longestMs: number
  /** The longest task's own work, compositor commits left out (own-work.ts). */
  readonly longestOwnMs: number
  readonly longestOwnCpuMs: number
  readonly totalMs: number
  /** From choosing the preset to its charts stitched and the UI thread quiet again. */
  readonly settleMs: number
  /** From choosing the preset to its charts stitched (the `analyticsComplete` mark). */
  readonly stitchedMs: number
}

export interface AnalyticsMeasure {
  readonly path: string
  /** ms from navigation start: the service worker's dataset built (null if not seen). */
  readonly serviceReadyMs: number | null
  /** ms from navigation start to the first chart of the year showing data. */
  readonly firstChartMs: number
  /** ms from navigation start to the whole year stitched, every request answered. */
  readonly stitchedYearMs: number
  /** Long tasks (over 50 ms) while switching period, statistic and location, per step and over all steps. */
  readonly switching: {
    readonly count: number
    readonly longestMs: number
    readonly longestOwnMs: number
    readonly longestOwnCpuMs: number
    readonly totalMs: number
    readonly steps: readonly AnalyticsStep[]
  }
}

const firstMark = (mark: string): string =>
  `(performance.getEntriesByName(${JSON.stringify(mark)}, 'mark')[0] || {}).startTime ?? null`

/** One run in a new browser context; throws if the charts of a step never arrive. */
export async function measureAnalytics(
  browser: Browser,
  origin: string,
  viewport: { readonly width: number; readonly height: number },
  timeoutMs: number,
): Promise<AnalyticsMeasure> {
  const context = await browser.newContext({ viewport })
  try {
    await context.addInitScript(SERVICE_READY_INIT_SCRIPT)
    const page = await context.newPage()
    // A year that holds today, so the presets below overlap it as an analyst's would.
    const path = analyticsBenchPath(new Date().getUTCFullYear())
    await page.goto(`${origin}${path}`, { waitUntil: 'commit', timeout: timeoutMs })
    const firstChartMs = await waitFor<number>(
      page,
      `(() => { const t = ${firstMark(PAGE_MARKS.analyticsChart)}; return t === null ? false : t })()`,
      timeoutMs,
    )
    const stitchedYearMs = await waitFor<number>(
      page,
      `(() => { const t = ${firstMark(PAGE_MARKS.analyticsComplete)}; return t === null ? false : t })()`,
      timeoutMs,
    )
    const serviceReadyMs = await page.evaluate<number | null>(firstMark(PAGE_MARKS.serviceReady))
    // The tail of the page load is not switching: start once the year is stitched and quiet.
    const summary = await driveSession(
      browser,
      page,
      WATCH,
      ANALYTICS_STEPS,
      timeoutMs,
      PAGE_MARKS.analyticsComplete,
    )
    return {
      path,
      serviceReadyMs,
      firstChartMs,
      stitchedYearMs,
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
          stitchedMs: s.mapMs,
        })),
      },
    }
  } finally {
    await context.close()
  }
}
