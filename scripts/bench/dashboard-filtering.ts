// UI-thread long tasks while an analyst filters the events view: load /events?range=next30 at
// the default dataset size, wait for the map to show data, then drive the filters as the journeys
// do (e2e/events.spec.ts) and collect every `longtask` entry (main-thread tasks over 50 ms) until
// the last result has settled. Page-side code is passed as strings, as in dashboard-page.ts.
import type { Browser, Page } from 'playwright-core'
import { PAGE_MARKS } from '../../src/utils/page-marks'
import { median } from './stats'
import { waitFor } from './long-tasks'
import { longestOwnBetween, traceOwnWork } from './own-work'
import type { OwnTask } from './own-work'

export const FILTERING_PATH = '/events?range=next30'
/** Nothing on the UI thread for this long after the last response or long task: settled. */
const QUIET_MS = 1000
/** Between keystrokes of the text query: a brisk typist, under the 300 ms commit pause. */
const KEY_DELAY_MS = 120
const STATE = '__eventscopeFiltering'

export interface LongTask {
  /** Page time (performance.now) the task started at. */
  readonly startMs: number
  readonly durationMs: number
}

export interface StepStart {
  readonly name: string
  readonly startMs: number
  /** The last response or long task of the step, once nothing else followed for QUIET_MS. */
  readonly settledMs: number
  /** When the map had drawn every match of the step's filters (up to its cap). */
  readonly mapCompleteMs: number
  /**
   * When the analyst's input ended, for a step typed key by key: its times to settle and to the
   * map run from the last key, since the typing itself is the analyst's time, not the view's.
   * Absent: from `startMs`, the action.
   */
  readonly inputEndMs?: number
}

export interface StepLongTasks {
  readonly name: string
  readonly count: number
  readonly longestMs: number
  /**
   * The longest task's own work, compositor commits left out (own-work.ts), in wall and thread
   * time; NaN when the session was not traced.
   */
  readonly longestOwnMs: number
  readonly longestOwnCpuMs: number
  readonly totalMs: number
  /** From the step's action to its results (and the work they caused) being in place. */
  readonly settleMs: number
  /** From the step's action to every match on the map. */
  readonly mapMs: number
}

export interface FilteringSummary {
  readonly count: number
  readonly longestMs: number
  readonly longestOwnMs: number
  readonly longestOwnCpuMs: number
  readonly totalMs: number
  /** The slowest step from its action to every match on the map. */
  readonly longestMapMs: number
  readonly steps: readonly StepLongTasks[]
}

/**
 * Adds up the long tasks of each step: a task belongs to the last step started before it; tasks
 * from before the first step (the tail of the page load) are left out. `own`, the traced tasks of
 * the session, gives each step its longest own work by the same rule.
 */
export function summarizeLongTasks(
  tasks: readonly LongTask[],
  steps: readonly StepStart[],
  own?: readonly OwnTask[],
): FilteringSummary {
  const ordered = [...steps].sort((a, b) => a.startMs - b.startMs)
  const buckets = ordered.map(() => [] as number[])
  for (const task of tasks) {
    let index = -1
    for (let i = 0; i < ordered.length; i++) {
      if ((ordered[i]?.startMs ?? Infinity) <= task.startMs) index = i
    }
    if (index >= 0) buckets[index]?.push(task.durationMs)
  }
  const sum = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0)
  const stepSummaries = ordered.map((step, i) => {
    const durations = buckets[i] ?? []
    const until = ordered[i + 1]?.startMs ?? Infinity
    const mine = own ? longestOwnBetween(own, step.startMs, until) : undefined
    return {
      name: step.name,
      count: durations.length,
      longestMs: Math.max(0, ...durations),
      longestOwnMs: mine?.ownMs ?? Number.NaN,
      longestOwnCpuMs: mine?.ownCpuMs ?? Number.NaN,
      totalMs: sum(durations),
      settleMs: Math.max(0, step.settledMs - (step.inputEndMs ?? step.startMs)),
      mapMs: Math.max(0, step.mapCompleteMs - (step.inputEndMs ?? step.startMs)),
    }
  })
  return {
    count: sum(stepSummaries.map((s) => s.count)),
    longestMs: Math.max(0, ...stepSummaries.map((s) => s.longestMs)),
    longestOwnMs: Math.max(0, ...stepSummaries.map((s) => s.longestOwnMs)),
    longestOwnCpuMs: Math.max(0, ...stepSummaries.map((s) => s.longestOwnCpuMs)),
    totalMs: sum(stepSummaries.map((s) => s.totalMs)),
    longestMapMs: Math.max(0, ...stepSummaries.map((s) => s.mapMs)),
    steps: stepSummaries,
  }
}

/** The run whose longest task is the median one (the lower middle of an even count), whole. */
export function medianRun(runs: readonly FilteringSummary[]): FilteringSummary | undefined {
  const sorted = [...runs].sort((a, b) => a.longestMs - b.longestMs)
  return sorted[Math.floor((sorted.length - 1) / 2)]
}

/** A search parameter as the view writes it; the router may quote a value that reads as JSON. */
export function appParam(url: URL, name: string): string {
  const value = url.searchParams.get(name) ?? ''
  return /^".*"$/.test(value) ? value.slice(1, -1) : value
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

/** Truthy ({ settledMs }) once no long task has started for QUIET_MS. */
const quiet = `(() => {
  const last = ${lastLongTaskEnd}
  return performance.now() - last >= ${QUIET_MS} ? { settledMs: last } : false
})()`

/**
 * Truthy ({ settledMs }) once the request the view shows differs from `before`, its list and its
 * count have been answered, and the UI thread has had nothing to do for QUIET_MS since.
 */
function settled(before: string): string {
  return `(() => {
  const url = document.querySelector('.request-panel__url')?.textContent ?? ''
  if (url === '' || url === ${JSON.stringify(before)}) return false
  const key = (u, drop) => u.pathname.replace(/\\/$/, '') + '?' + [...u.searchParams.entries()]
    .filter(([k]) => !drop.includes(k)).map(([k, v]) => k + '=' + v).sort().join('&')
  const page = new URL(url, location.href)
  const listKey = key(page, [])
  const countKey = key(new URL('/v1/events/count/' + page.search, page), ['limit', 'offset', 'sort'])
  const ends = window[${JSON.stringify(STATE)}].responses
    .filter((r) => { const k = key(new URL(r.name), []); return k === listKey || k === countKey })
  if (new Set(ends.map((r) => key(new URL(r.name), []))).size < 2) return false
  const last = Math.max(${lastLongTaskEnd}, ...ends.map((r) => r.endMs))
  return performance.now() - last >= ${QUIET_MS} ? { settledMs: last } : false
})()`
}

interface Step {
  readonly name: string
  /** The view's URL once the step is applied. */
  readonly applied: (url: URL) => boolean
  readonly act: (page: Page) => Promise<void>
  /** Typed key by key: the view's times run from the last key (StepStart `inputEndMs`). */
  readonly typed?: true
}

const rankLevel = (page: Page, level: number) =>
  page
    .getByRole('group', { name: /^Rank level/ })
    .getByRole('checkbox', { name: new RegExp(`^Level ${level}`) })
const textBox = (page: Page) => page.getByRole('searchbox', { name: 'Search text' })
const has = (name: string, value: string) => (url: URL) => appParam(url, name) === value

/** Toggle two categories, set rank levels 4 and 5, type a query, widen the dates, clear the text. */
export const FILTERING_STEPS: readonly Step[] = [
  {
    name: 'category Concerts',
    applied: has('category', 'concerts'),
    act: (page) => page.getByRole('checkbox', { name: /^Concerts/ }).check(),
  },
  {
    name: 'category Sports',
    applied: has('category', 'concerts,sports'),
    act: (page) => page.getByRole('checkbox', { name: /^Sports/ }).check(),
  },
  { name: 'rank level 4', applied: has('rank', '4'), act: (page) => rankLevel(page, 4).check() },
  { name: 'rank level 5', applied: has('rank', '4,5'), act: (page) => rankLevel(page, 5).check() },
  {
    name: 'type "tour"',
    applied: has('q', 'tour'),
    act: (page) => textBox(page).pressSequentially('tour', { delay: KEY_DELAY_MS }),
    typed: true,
  },
  {
    name: 'next 90 days',
    applied: has('range', 'next90'),
    act: async (page) => {
      await page.getByRole('combobox', { name: 'Range' }).selectOption('next90')
    },
  },
  {
    name: 'clear text',
    applied: (url) => appParam(url, 'q') === '' && appParam(url, 'range') === 'next90',
    act: (page) => textBox(page).fill(''),
  },
]

/** Page time of the first "every match on the map" mark after `afterMs`. */
const mapCompleteAfter = (afterMs: number): string => `(() => {
  const mark = performance.getEntriesByName(${JSON.stringify(PAGE_MARKS.eventsMapComplete)}, 'mark')
    .find((entry) => entry.startTime > ${String(afterMs)})
  return mark ? { settledMs: mark.startTime } : false
})()`

const settledAt = async (page: Page, expression: string, timeoutMs: number): Promise<number> => {
  const value = await waitFor<{ settledMs: number }>(page, expression, timeoutMs)
  return value.settledMs
}

/** One filtering session in a new browser context; throws if a step's results never arrive. */
export async function measureFiltering(
  browser: Browser,
  origin: string,
  viewport: { readonly width: number; readonly height: number },
  timeoutMs: number,
): Promise<FilteringSummary> {
  const context = await browser.newContext({ viewport })
  try {
    const page = await context.newPage()
    await page.goto(`${origin}${FILTERING_PATH}`, { waitUntil: 'commit', timeout: timeoutMs })
    await waitFor(
      page,
      `performance.getEntriesByName(${JSON.stringify(PAGE_MARKS.eventsMapData)}, 'mark').length > 0`,
      timeoutMs,
    )
    await page
      .getByRole('navigation', { name: 'Result pages' })
      .or(page.getByText('No events match these filters').first())
      .waitFor({ timeout: timeoutMs })
    await page.evaluate(INSTALL)
    // The tail of the page load is not filtering: start once the UI thread has gone quiet.
    await settledAt(page, quiet, timeoutMs)
    const steps: StepStart[] = []
    const traced = await traceOwnWork(browser, page, async () => {
      for (const step of FILTERING_STEPS) {
        const before = (await page.locator('.request-panel__url').textContent()) ?? ''
        const startMs = await page.evaluate<number>('performance.now()')
        await step.act(page)
        const inputEndMs = step.typed ? await page.evaluate<number>('performance.now()') : undefined
        await page.waitForURL(step.applied, { timeout: timeoutMs, waitUntil: 'commit' })
        const settledMs = await settledAt(page, settled(before), timeoutMs)
        const mapCompleteMs = await settledAt(page, mapCompleteAfter(startMs), timeoutMs)
        steps.push({
          name: step.name,
          startMs,
          settledMs,
          mapCompleteMs,
          ...(inputEndMs !== undefined && { inputEndMs }),
        })
      }
    })
    const tasks = await page.evaluate<LongTask[]>(`window[${JSON.stringify(STATE)}].tasks`)
    return summarizeLongTasks(tasks, steps, traced)
  } finally {
    await context.close()
  }
}

export interface FilteringReport extends FilteringSummary {
  readonly path: string
  /** Sessions run; the figures above are those of the session with the median longest task. */
  readonly runs: number
  readonly medianLongestMs: number
  readonly perRun: readonly FilteringSummary[]
}

export function filteringReport(runs: readonly FilteringSummary[]): FilteringReport | undefined {
  const middle = medianRun(runs)
  if (!middle) return undefined
  return {
    ...middle,
    path: FILTERING_PATH,
    runs: runs.length,
    medianLongestMs: median(runs.map((r) => r.longestMs)),
    perRun: runs,
  }
}
