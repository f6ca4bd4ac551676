// The Broadcasts view's line of the dashboard section: time from navigation to a coloured county
// map at the default dataset (the page's `broadcastsMapData` mark of src/utils/page-marks.ts, set
// at the first map frame that draws a coloured county; `broadcastsMapComplete` once every match is
// drawn), then the UI thread's long tasks while an analyst filters the view as the journeys do
// (e2e/broadcasts.spec.ts): a status, the sort, a radius over New York, a viewership floor, a
// longer period, a click on a state. Long tasks are collected and attributed to steps as in
// dashboard-filtering.ts.
import type { Browser, Page } from 'playwright-core'

import type { FilteringSummary, LongTask, StepStart } from './dashboard-filtering'
import { appParam, summarizeLongTasks } from './dashboard-filtering'
import { traceOwnWork } from './own-work'
import type { TimedLoad } from './dashboard-page'
import { SERVICE_READY_INIT_SCRIPT, timeLoad } from './dashboard-page'
import { PAGE_MARKS } from '../../src/utils/page-marks'
import { waitFor } from './long-tasks'

/** The view as it opens: the next 30 days, every US county. */
export const BROADCASTS_PATH = '/broadcasts'

/** Nothing on the UI thread for this long after the last response or long task: settled. */
const QUIET_MS = 1000
const STATE = '__eventscopeBroadcasts'

export interface BroadcastsDashboard {
  readonly path: string
  /**
   * The first load in a new browser profile; `mapDataMs` is navigation start to a coloured county
   * map. Its `eventsDataMs` is always null here (this view asks no events): see `broadcastsDataMs`.
   */
  readonly load: TimedLoad
  /** Navigation start to the end of the first broadcasts search response. */
  readonly broadcastsDataMs: number | null
  /** Navigation start to every match of the default filters on the map. */
  readonly mapCompleteMs: number | null
  /** Long tasks per filtering step; `longestMs` is the figure that should stay below 100 ms. */
  readonly filtering: FilteringSummary
}

const INSTALL = `(() => {
  const state = { tasks: [], responses: [] }
  window[${JSON.stringify(STATE)}] = state
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) state.tasks.push({ startMs: e.startTime, durationMs: e.duration })
  }).observe({ type: 'longtask', buffered: false })
  // The client's marks, not resource timing: the embedded service answers over a message port.
  new PerformanceObserver((list) => {
    for (const e of list.getEntriesByName(${JSON.stringify(PAGE_MARKS.apiAnswer)}))
      state.responses.push({ name: e.detail, endMs: e.startTime })
  }).observe({ type: 'mark', buffered: false })
})()`

const lastLongTaskEnd = `Math.max(0, ...window[${JSON.stringify(STATE)}].tasks.map((t) => t.startMs + t.durationMs))`

const quiet = `(() => {
  const last = ${lastLongTaskEnd}
  return performance.now() - last >= ${QUIET_MS} ? { settledMs: last } : false
})()`

/**
 * Truthy ({ settledMs }) once the request the view shows differs from `before`, its list page and
 * its count have been answered (now or earlier in the session), and the UI thread has been quiet.
 */
function settled(before: string): string {
  return `(() => {
  const url = document.querySelector('.request-panel__url')?.textContent ?? ''
  if (url === '' || url === ${JSON.stringify(before)}) return false
  const key = (u, drop) => u.pathname.replace(/\\/$/, '') + '?' + [...u.searchParams.entries()]
    .filter(([k]) => !drop.includes(k)).map(([k, v]) => k + '=' + v).sort().join('&')
  const page = new URL(url, location.href)
  const listKey = key(page, [])
  const countKey = key(new URL('/v1/broadcasts/count/' + page.search, page), ['limit', 'offset', 'sort'])
  const ends = window[${JSON.stringify(STATE)}].responses
    .filter((r) => { const k = key(new URL(r.name), []); return k === listKey || k === countKey })
  if (new Set(ends.map((r) => key(new URL(r.name), []))).size < 2) return false
  const last = Math.max(${lastLongTaskEnd}, ...ends.map((r) => r.endMs))
  return performance.now() - last >= ${QUIET_MS} ? { settledMs: last } : false
})()`
}

const markAfter = (mark: string, afterMs: number): string => `(() => {
  const entry = performance.getEntriesByName(${JSON.stringify(mark)}, 'mark')
    .find((e) => e.startTime > ${String(afterMs)})
  return entry ? { settledMs: entry.startTime } : false
})()`

const settledAt = async (page: Page, expression: string, timeoutMs: number): Promise<number> => {
  const value = await waitFor<{ settledMs: number }>(page, expression, timeoutMs)
  return value.settledMs
}

interface Step {
  readonly name: string
  readonly applied: (url: URL) => boolean
  /** Whether the step changes what the map shows (a new sort of the list does not). */
  readonly redrawsMap: boolean
  readonly act: (page: Page) => Promise<void>
}

const has = (name: string, value: string) => (url: URL) => appParam(url, name) === value

async function clickMapCentre(page: Page): Promise<void> {
  const box = await page.locator('.broadcasts-map canvas').first().boundingBox()
  if (!box) throw new Error('no map canvas')
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2)
}

export const BROADCASTS_FILTERING_STEPS: readonly Step[] = [
  {
    name: 'status Scheduled',
    applied: has('status', 'scheduled'),
    redrawsMap: true,
    act: (page) => page.getByRole('checkbox', { name: 'Scheduled' }).check(),
  },
  {
    name: 'sort by viewership',
    applied: has('sort', '-svc_viewership'),
    redrawsMap: false,
    act: async (page) => {
      await page.getByRole('combobox', { name: 'Sort by' }).selectOption('-svc_viewership')
    },
  },
  {
    // The counties a radius touches are worked out on the UI thread from the county outlines.
    name: 'radius 30 km over New York',
    applied: has('within', '30km@40.71,-74'),
    redrawsMap: true,
    act: async (page) => {
      const field = page.getByLabel(/Radius area \(draw on the map/)
      await field.fill('30km@40.71,-74')
      await field.press('Enter')
    },
  },
  {
    name: 'at least 5,000 viewers',
    applied: has('viewMin', '5000'),
    redrawsMap: true,
    act: async (page) => {
      const field = page.getByLabel('At least')
      await field.fill('5000')
      await field.press('Enter')
    },
  },
  {
    name: 'next 90 days',
    applied: has('range', 'next90'),
    redrawsMap: true,
    act: async (page) => {
      await page.getByRole('combobox', { name: 'Range' }).selectOption('next90')
    },
  },
  {
    // The map has moved to the radius: its centre is a county of the New York area. A click shows
    // the county; its popup's button filters to the state.
    name: 'click a state',
    applied: (url) => /^\d+$/.test(appParam(url, 'place')) && appParam(url, 'within') === '',
    redrawsMap: true,
    act: async (page) => {
      await page.getByRole('radio', { name: 'State' }).check()
      await page.waitForURL(has('click', 'state'), { waitUntil: 'commit' })
      await clickMapCentre(page)
      await page
        .locator('.maplibregl-popup')
        .getByRole('button', { name: 'Filter to this state' })
        .click()
    },
  },
]

const readLoad = `(() => {
  const at = (name) => performance.getEntriesByName(name, 'mark')[0]?.startTime ?? null
  const search = performance.getEntriesByName(${JSON.stringify(PAGE_MARKS.apiAnswer)}, 'mark')
    .filter((e) => /^\\/v1\\/broadcasts\\/?$/.test(new URL(e.detail).pathname))
    .map((e) => e.startTime)
  return {
    mapCompleteMs: at(${JSON.stringify(PAGE_MARKS.broadcastsMapComplete)}),
    broadcastsDataMs: search.length === 0 ? null : Math.min(...search),
  }
})()`

/** One load and filtering session in a new browser context; throws if a step never settles. */
export async function measureBroadcasts(
  browser: Browser,
  origin: string,
  viewport: { readonly width: number; readonly height: number },
  timeoutMs: number,
): Promise<BroadcastsDashboard> {
  const context = await browser.newContext({ viewport })
  try {
    await context.addInitScript(SERVICE_READY_INIT_SCRIPT)
    const page = await context.newPage()
    const load = await timeLoad(
      page,
      `${origin}${BROADCASTS_PATH}`,
      PAGE_MARKS.broadcastsMapData,
      timeoutMs,
    )
    await waitFor(page, markAfter(PAGE_MARKS.broadcastsMapComplete, 0), timeoutMs)
    const { mapCompleteMs, broadcastsDataMs } = await page.evaluate<{
      mapCompleteMs: number | null
      broadcastsDataMs: number | null
    }>(readLoad)
    await page.evaluate(INSTALL)
    // The tail of the page load (and the previous period it then asks for) is not filtering.
    await settledAt(page, quiet, timeoutMs)
    const steps: StepStart[] = []
    const traced = await traceOwnWork(browser, page, async () => {
      for (const step of BROADCASTS_FILTERING_STEPS) {
        const before = (await page.locator('.request-panel__url').textContent()) ?? ''
        const startMs = await page.evaluate<number>('performance.now()')
        await step.act(page)
        await page.waitForURL(step.applied, { timeout: timeoutMs, waitUntil: 'commit' })
        const settledMs = await settledAt(page, settled(before), timeoutMs)
        const mapCompleteStepMs = step.redrawsMap
          ? await settledAt(page, markAfter(PAGE_MARKS.broadcastsMapComplete, startMs), timeoutMs)
          : settledMs
        // What the step set off after its map (the previous period's numbers) belongs to it too.
        await settledAt(page, quiet, timeoutMs)
        steps.push({ name: step.name, startMs, settledMs, mapCompleteMs: mapCompleteStepMs })
      }
    })
    const tasks = await page.evaluate<LongTask[]>(`window[${JSON.stringify(STATE)}].tasks`)
    return {
      path: BROADCASTS_PATH,
      load,
      broadcastsDataMs,
      mapCompleteMs,
      filtering: summarizeLongTasks(tasks, steps, traced),
    }
  } finally {
    await context.close()
  }
}
