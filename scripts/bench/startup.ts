// The start-up table of `npm run bench`: every view at its defaults and the shared links analysts
// send, each opened in a new browser profile (cold) and then reloaded (warm), on loopback and over
// a shaped link (scripts/shaped-link.ts), against the bare map page served and reached the same way. A page
// "shows its data" at the view's own performance mark (the marks below), and the link counts the
// bytes the browser received by then and by the time the first visit settles.
import type { Browser, BrowserContext, Page } from 'playwright-core'
import type { CanvasSize } from './dashboard-page'
import { SERVICE_READY_INIT_SCRIPT, timeLoad } from './dashboard-page'
import { BEING_WRITTEN, KEPT_FOLDER } from '../../src/service/kept/opfs-kept'
import { PAGE_MARKS } from '../../src/utils/page-marks'
import { FIRST_ANSWERS_FILE } from '../../src/utils/data-files'
import { BENCH_SAVED_LOCATIONS, seedLocations } from './dashboard-locations'
import type { Link, LinkShape } from '../shaped-link'
import { startLink } from '../shaped-link'
import { median } from './stats'
import { waitFor } from './long-tasks'

/** The emulated network of the table: a good office or home connection. */
export const SHAPED_LINK: LinkShape = { mbit: 50, rttMs: 40 }

export interface StartupTarget {
  readonly name: string
  /** Path and query on the app's server; the bare map's page on the pages server. */
  readonly path: string
  readonly mark: string
  readonly app: boolean
  /** Saved locations created before the timed visits. */
  readonly savedLocations?: number
  /**
   * URL patterns the browser refuses on both visits (DevTools' blocked URLs, which add no
   * interception to the other requests). A row with them is a control without a goal: beside the
   * same page's own row it shows what the refused files save.
   */
  readonly blockedUrls?: readonly string[]
}

export const BARE_TARGET_NAME = 'bare map'

/**
 * The pages of the table. The bare map is sized to the events map's canvas (`canvasOfEvents`),
 * so both draw the same number of pixels.
 */
export function startupTargets(bareMapPage: string, canvas: CanvasSize): readonly StartupTarget[] {
  const bareMapPath = `${bareMapPage}?width=${String(canvas.width)}&height=${String(canvas.height)}`
  const app = (name: string, path: string, mark: string): StartupTarget => ({
    name,
    path,
    mark,
    app: true,
  })
  return [
    { name: BARE_TARGET_NAME, path: bareMapPath, mark: PAGE_MARKS.bareMapData, app: false },
    app('events', '/events', PAGE_MARKS.eventsMapData),
    // The answers `npm run data` gives ahead of time (docs/dataset-cache.md "A first visit"): kept
    // only while this row shows that a first visit needs them.
    {
      ...app('events, without build answers', '/events', PAGE_MARKS.eventsMapData),
      blockedUrls: [`*/${FIRST_ANSWERS_FILE}`],
    },
    app(
      'events, shared link',
      '/events?category=concerts,sports&within=50km@41.88,-87.63&range=next90',
      PAGE_MARKS.eventsMapData,
    ),
    app('calendar', '/calendar', PAGE_MARKS.calendarHeatmap),
    app('calendar, shared link', '/calendar?within=25km@40.71,-74.01', PAGE_MARKS.calendarHeatmap),
    app('analytics, shared link', '/analytics?place=4887398', PAGE_MARKS.analyticsChart),
    app('broadcasts', '/broadcasts', PAGE_MARKS.broadcastsMapData),
    app('broadcasts, shared link', '/broadcasts?place=85100048', PAGE_MARKS.broadcastsMapData),
    app('locations, none saved', '/locations', PAGE_MARKS.locationsListInsights),
    {
      ...app(
        `locations, ${String(BENCH_SAVED_LOCATIONS)} saved`,
        '/locations',
        PAGE_MARKS.locationsListInsights,
      ),
      savedLocations: BENCH_SAVED_LOCATIONS,
    },
  ]
}

export interface TimedVisit {
  /** From navigation start to the mark. */
  readonly ms: number
  /** Bytes the browser received by the mark. */
  readonly bytesBefore: number
}

export interface StartupRun {
  readonly cold: TimedVisit & { readonly bytesSettled: number }
  readonly warm: TimedVisit
}

/** Epoch time of the mark, on the page's clock (the link counts bytes on the same wall clock). */
const markAt = (mark: string): string =>
  `(() => { const e = performance.getEntriesByName(${JSON.stringify(mark)}, 'mark')[0]; return e ? { ms: e.startTime, at: performance.timeOrigin + e.startTime } : false })()`

async function visit(
  page: Page,
  link: Link,
  target: StartupTarget,
  timeoutMs: number,
  reload: boolean,
): Promise<TimedVisit> {
  link.reset()
  const url = `${link.origin}${target.path}`
  if (reload) await page.reload({ waitUntil: 'commit', timeout: timeoutMs })
  else await page.goto(url, { waitUntil: 'commit', timeout: timeoutMs })
  const { ms, at } = await waitFor<{ ms: number; at: number }>(
    page,
    markAt(target.mark),
    timeoutMs,
    50,
  )
  return { ms, bytesBefore: link.bytesUntil(at) }
}

/** Whether the origin holds a complete dataset copy, not one being written (`BEING_WRITTEN`). */
const KEPT_COPY_WRITTEN = `(async () => {
  const root = await navigator.storage.getDirectory()
  const folder = await root.getDirectoryHandle(${JSON.stringify(KEPT_FOLDER)}).catch(() => null)
  if (folder === null) return false
  for await (const [name, handle] of folder.entries())
    if (!${JSON.stringify(BEING_WRITTEN)}.some((end) => name.endsWith(end)) &&
        (await handle.getFile()).size > 0) return true
  return false
})()`

/**
 * Waits for what a reload can use: the app's kept dataset copy written (some seconds after the
 * service is ready), then a quiet network.
 */
async function settle(page: Page, target: StartupTarget, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs
  // A promise is truthy whatever it holds, so the copy is polled here rather than by waitFor.
  while (target.app && !(await page.evaluate<boolean>(KEPT_COPY_WRITTEN))) {
    if (Date.now() > deadline)
      throw new Error(`${target.path}: no dataset copy kept within ${String(timeoutMs)} ms`)
    await page.waitForTimeout(250)
  }
  await page.waitForLoadState('networkidle', { timeout: timeoutMs }).catch(() => undefined)
}

/**
 * Saved locations live in the profile's IndexedDB: they are created on a first visit, and then
 * everything else of that visit (kept dataset, HTTP cache, service worker) is dropped, so the
 * timed first visit is an analyst's return on a new machine day with their locations in place.
 */
async function prepareProfile(
  context: BrowserContext,
  page: Page,
  link: Link,
  target: StartupTarget,
  timeoutMs: number,
) {
  if (target.savedLocations === undefined) return
  // The account page sends no API requests of its own to compete with the seeding's.
  await page.goto(`${link.origin}/account`, { timeout: timeoutMs })
  await seedLocations(page, target.savedLocations, timeoutMs)
  await settle(page, target, timeoutMs)
  // The copy is removed from a page of the origin that runs no app: the app's own worker, which may
  // still hold the file it wrote, is gone with the app's page. The removal is checked, so a timed
  // visit never reads a copy left behind.
  await page.goto('about:blank')
  await page.goto(`${link.origin}/favicon.svg`, { timeout: timeoutMs })
  const left = await page.evaluate<string>(`(async () => {
    const root = await navigator.storage.getDirectory()
    await root.removeEntry(${JSON.stringify(KEPT_FOLDER)}, { recursive: true }).catch(() => undefined)
    for (const registration of await navigator.serviceWorker.getRegistrations()) await registration.unregister()
    const names = []
    for await (const name of root.keys()) names.push(name)
    return names.join(', ')
  })()`)
  if (left.includes(KEPT_FOLDER))
    throw new Error(`${target.path}: the kept dataset could not be removed`)
  const cdp = await context.newCDPSession(page)
  await cdp.send('Network.clearBrowserCache')
  await cdp.detach()
  await page.goto('about:blank')
}

export async function measureStartup(
  browser: Browser,
  link: Link,
  target: StartupTarget,
  viewport: { readonly width: number; readonly height: number },
  timeoutMs: number,
): Promise<StartupRun> {
  const context = await browser.newContext({ viewport })
  try {
    await context.addInitScript(SERVICE_READY_INIT_SCRIPT)
    const page = await context.newPage()
    if (target.blockedUrls) {
      const cdp = await context.newCDPSession(page)
      await cdp.send('Network.enable')
      await cdp.send('Network.setBlockedURLs', { urls: [...target.blockedUrls] })
    }
    await prepareProfile(context, page, link, target, timeoutMs)
    const cold = await visit(page, link, target, timeoutMs, false)
    await settle(page, target, timeoutMs)
    const bytesSettled = link.bytes()
    const warm = await visit(page, link, target, timeoutMs, true)
    return { cold: { ...cold, bytesSettled }, warm }
  } finally {
    await context.close()
  }
}

export interface StartupRow {
  readonly name: string
  readonly path: string
  /** A control row (`blockedUrls`): printed beside the others, held to no goal. */
  readonly control: boolean
  readonly cold: {
    readonly ms: number
    readonly bytesBefore: number
    readonly bytesSettled: number
  }
  readonly warm: { readonly ms: number; readonly bytesBefore: number }
  readonly runs: readonly StartupRun[]
}

export interface StartupTable {
  readonly shaped: LinkShape
  readonly runs: number
  readonly loopback: readonly StartupRow[]
  readonly linked: readonly StartupRow[]
}

function row(target: StartupTarget, runs: readonly StartupRun[]): StartupRow {
  const m = (pick: (r: StartupRun) => number) => median(runs.map(pick))
  return {
    name: target.name,
    path: target.path,
    control: target.blockedUrls !== undefined,
    cold: {
      ms: m((r) => r.cold.ms),
      bytesBefore: m((r) => r.cold.bytesBefore),
      bytesSettled: m((r) => r.cold.bytesSettled),
    },
    warm: { ms: m((r) => r.warm.ms), bytesBefore: m((r) => r.warm.bytesBefore) },
    runs,
  }
}

export interface StartupServers {
  /** Port of the app's preview server and of the bare map's. */
  readonly appPort: number
  readonly pagesPort: number
}

/**
 * Every target on one link kind, `runs` times each; runs go round the targets so that a busy
 * moment of the shared machine hits several of them, not all runs of one.
 */
async function measureAll(
  browser: Browser,
  links: { readonly app: Link; readonly pages: Link },
  targets: readonly StartupTarget[],
  runs: number,
  viewport: { readonly width: number; readonly height: number },
  timeoutMs: number,
  log: (line: string) => void,
): Promise<StartupRow[]> {
  const byTarget = targets.map(() => [] as StartupRun[])
  for (let run = 0; run < runs; run++) {
    for (const [i, target] of targets.entries()) {
      const link = target.app ? links.app : links.pages
      const result = await measureStartup(browser, link, target, viewport, timeoutMs)
      byTarget[i]?.push(result)
      log(
        `    ${target.name} ${String(run + 1)}/${String(runs)}: ${result.cold.ms.toFixed(0)} / ${result.warm.ms.toFixed(0)} ms`,
      )
    }
  }
  return targets.map((target, i) => row(target, byTarget[i] ?? []))
}

/**
 * The events map's canvas at `viewport`, from one untimed visit (which also brings the preview
 * server's files into the system's cache before any timed visit).
 */
export async function canvasOfEvents(
  browser: Browser,
  origin: string,
  viewport: { readonly width: number; readonly height: number },
  timeoutMs: number,
): Promise<CanvasSize> {
  const context = await browser.newContext({ viewport })
  try {
    const load = await timeLoad(
      await context.newPage(),
      `${origin}/events`,
      PAGE_MARKS.eventsMapData,
      timeoutMs,
    )
    if (load.canvas === null) throw new Error('/events: no map canvas')
    return load.canvas
  } finally {
    await context.close()
  }
}

export async function runStartupTable(
  browser: Browser,
  servers: StartupServers,
  targets: readonly StartupTarget[],
  options: {
    readonly runs: number
    readonly viewport: { readonly width: number; readonly height: number }
    readonly timeoutMs: number
    readonly log: (line: string) => void
  },
): Promise<StartupTable> {
  const measure = async (shape?: LinkShape): Promise<StartupRow[]> => {
    const app = await startLink(servers.appPort, shape)
    const pages = await startLink(servers.pagesPort, shape)
    try {
      options.log(
        `  start-up, ${shape ? `${String(shape.mbit)} Mbit/s, ${String(shape.rttMs)} ms round trips` : 'loopback'}:`,
      )
      return await measureAll(
        browser,
        { app, pages },
        targets,
        options.runs,
        options.viewport,
        options.timeoutMs,
        options.log,
      )
    } finally {
      await app.close()
      await pages.close()
    }
  }
  const loopback = await measure()
  const linked = await measure(SHAPED_LINK)
  return { shaped: SHAPED_LINK, runs: options.runs, loopback, linked }
}
