// Dashboard section of `npm run bench`: the events view (/events, embedded service at its default
// dataset size) against a bare MapLibre page with the same basemap
// (src/testing/pages/bare-map.html), both from `vite preview` of a production build in Debian's
// Chromium. For each page: the time from navigation start to "the map showing data" (the end of
// the first frame that draws data, the same test for both pages:
// src/components/map/first-frame.ts) on a first load (empty cache) and on a second load in the
// same browser profile, and the JavaScript it downloaded. Then the UI thread's long tasks while an
// analyst filters the events view (dashboard-filtering.ts), and while the events map's time window
// plays (dashboard-playback.ts). BENCH_DASHBOARD=0 skips it.
import type { Browser } from 'playwright-core'
import type { FilteringReport, FilteringSummary } from './dashboard-filtering'
import { filteringReport, measureFiltering } from './dashboard-filtering'
import type { CanvasSize, TimedLoad } from './dashboard-page'
import { SERVICE_READY_INIT_SCRIPT, recordResponses, timeLoad } from './dashboard-page'
import type { PlaybackReport } from './dashboard-playback'
import { measurePlayback } from './dashboard-playback'
import type { ViewsReport } from './dashboard-views'
import { measureViews } from './dashboard-views'
import { BARE_MAP_PAGE } from '../../src/testing/pages/pages'
import { PAGE_MARKS } from '../../src/utils/page-marks'
import { BASEMAP_TILES_FILE } from '../../src/utils/data-files'
import { BASEMAP_FILES } from '../../src/components/map/basemap-data'
import { measureFile, withBenchSetup } from './dashboard-server'
import type {
  BasemapBytes,
  FileBytes,
  LoadSummary,
  MeasuredSize,
  ScriptBytes,
} from './dashboard-stats'
import {
  medianMeasured,
  ratio,
  sumBasemapBytes,
  sumScriptBytes,
  summarizeLoads,
  unknownSizePaths,
  withMeasuredSizes,
} from './dashboard-stats'

/** The journeys' viewport (playwright.config.ts). */
const VIEWPORT = { width: 1440, height: 900 } as const

export interface DashboardOptions {
  readonly root: string
  /** Page loads of each kind; times are reported as their median. */
  readonly runs: number
  /** Longest wait for one page to show its data. */
  readonly timeoutMs: number
  readonly log?: (line: string) => void
}

export interface PageJavaScript {
  /** Median over the first loads of each run. */
  readonly encodedBytes: number
  readonly decodedBytes: number
  readonly files: number
  /** Files of the first run, largest first. */
  readonly byFile: readonly FileBytes[]
  readonly perRun: readonly { readonly encodedBytes: number; readonly decodedBytes: number }[]
}

export interface PageReport {
  readonly url: string
  /** First load in a new browser profile: nothing cached, no service worker yet. */
  readonly cold: LoadSummary
  /** Second load in the same profile: HTTP cache and service worker in place. */
  readonly warm: LoadSummary
  readonly javascript: PageJavaScript
  /** The offline basemap a first load fetched: median bytes, and the first run's responses. */
  readonly basemap: BasemapBytes
}

export interface DashboardReport {
  readonly chromium: string
  readonly build: 'fresh' | 'built'
  readonly runs: number
  readonly viewport: typeof VIEWPORT
  /** The events map's canvas, which the bare map is sized to. */
  readonly mapCanvas: CanvasSize | null
  readonly events: PageReport
  readonly bare: PageReport
  /** Events view over bare map. */
  readonly ratios: {
    readonly coldMapData: number
    readonly warmMapData: number
    readonly javascriptEncoded: number
    readonly javascriptDecoded: number
  }
  /** UI-thread long tasks while filtering the events view (dashboard-filtering.ts). */
  readonly filtering: FilteringReport | { readonly error: string }
  /** The events map's time window playing over 10,000 matches (dashboard-playback.ts). */
  readonly playback: PlaybackReport | { readonly error: string }
  /** Broadcasts, Calendar, Analytics and Locations, each in new profiles (dashboard-views.ts). */
  readonly views: ViewsReport
  readonly totalMs: number
}

interface PageRun {
  readonly cold: TimedLoad
  readonly warm: TimedLoad
  readonly scripts: ScriptBytes
  readonly basemap: BasemapBytes
}

/** The offline basemap's files: its tile archive and its GeoJSON (basemap-data.ts). */
const BASEMAP_DATA_FILES = [BASEMAP_TILES_FILE, ...Object.values(BASEMAP_FILES)]

async function fillUnknownSizes(origin: string, sum: ScriptBytes): Promise<ScriptBytes> {
  const measured = new Map<string, MeasuredSize>()
  for (const path of unknownSizePaths(sum)) measured.set(path, await measureFile(origin, path))
  return withMeasuredSizes(sum, measured)
}

async function measurePage(
  browser: Browser,
  url: string,
  mark: string,
  timeoutMs: number,
): Promise<PageRun> {
  const context = await browser.newContext({ viewport: VIEWPORT })
  try {
    await context.addInitScript(SERVICE_READY_INIT_SCRIPT)
    const page = await context.newPage()
    const responses = recordResponses(context)
    const cold = await timeLoad(page, url, mark, timeoutMs)
    // Scripts still arriving after the map showed data were downloaded for the page all the same.
    await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => undefined)
    const records = await responses.collect()
    const scripts = await fillUnknownSizes(new URL(url).origin, sumScriptBytes(records))
    const basemap = sumBasemapBytes(records, BASEMAP_DATA_FILES)
    const warm = await timeLoad(page, url, mark, timeoutMs)
    return { cold, warm, scripts, basemap }
  } finally {
    await context.close()
  }
}

function pageReport(url: string, runs: readonly PageRun[]): PageReport {
  const perRun = runs.map((r) => ({
    encodedBytes: r.scripts.encodedBytes,
    decodedBytes: r.scripts.decodedBytes,
  }))
  const timing = (t: TimedLoad) => ({
    mapDataMs: t.mapDataMs,
    serviceReadyMs: t.serviceReadyMs,
    eventsDataMs: t.eventsDataMs,
  })
  return {
    url,
    cold: summarizeLoads(runs.map((r) => timing(r.cold))),
    warm: summarizeLoads(runs.map((r) => timing(r.warm))),
    javascript: {
      encodedBytes: medianMeasured(perRun.map((r) => r.encodedBytes)),
      decodedBytes: medianMeasured(perRun.map((r) => r.decodedBytes)),
      files: runs[0]?.scripts.files ?? 0,
      byFile: runs[0]?.scripts.byFile ?? [],
      perRun,
    },
    basemap: {
      encodedBytes: medianMeasured(runs.map((r) => r.basemap.encodedBytes)),
      requests: runs[0]?.basemap.requests ?? 0,
    },
  }
}

/** Filtering sessions, one per run; a failure is recorded without losing the load figures. */
async function runFiltering(
  browser: Browser,
  origin: string,
  options: DashboardOptions,
  log: (line: string) => void,
): Promise<FilteringReport | { readonly error: string }> {
  const runs: FilteringSummary[] = []
  try {
    for (let run = 0; run < options.runs; run++) {
      const r = await measureFiltering(browser, origin, VIEWPORT, options.timeoutMs)
      runs.push(r)
      log(
        `  filtering ${run + 1}/${options.runs}: longest task ${r.longestMs.toFixed(0)} ms (own work ${r.longestOwnMs.toFixed(0)} ms), ${r.count} tasks, ${r.totalMs.toFixed(0)} ms in all`,
      )
    }
    return filteringReport(runs) ?? { error: 'no filtering session ran' }
  } catch (error) {
    return { error: error instanceof Error ? error.message : String(error) }
  }
}

/** Builds if needed, serves, runs the page loads and stops the server; throws if a page never shows its data. */
export async function runDashboard(options: DashboardOptions): Promise<DashboardReport> {
  const started = performance.now()
  const log = options.log ?? (() => undefined)
  return withBenchSetup(
    options.root,
    async ({ app: server, pages: pagesServer, browser, build }) => {
      const events: PageRun[] = []
      const bare: PageRun[] = []
      let canvas: CanvasSize | null = null
      const eventsUrl = `${server.origin}/events`
      let bareUrl = `${pagesServer.origin}${BARE_MAP_PAGE}`
      // Runs alternate between the pages so that a busy moment of the shared machine hits both.
      for (let run = 0; run < options.runs; run++) {
        const e = await measurePage(browser, eventsUrl, PAGE_MARKS.eventsMapData, options.timeoutMs)
        events.push(e)
        if (canvas === null && e.cold.canvas) {
          canvas = e.cold.canvas
          bareUrl = `${pagesServer.origin}${BARE_MAP_PAGE}?width=${String(canvas.width)}&height=${String(canvas.height)}`
        }
        const b = await measurePage(browser, bareUrl, PAGE_MARKS.bareMapData, options.timeoutMs)
        bare.push(b)
        log(
          `  run ${run + 1}/${options.runs}: events ${e.cold.mapDataMs.toFixed(0)} / ${e.warm.mapDataMs.toFixed(0)} ms, bare ${b.cold.mapDataMs.toFixed(0)} / ${b.warm.mapDataMs.toFixed(0)} ms (cold / warm)`,
        )
      }
      const filtering = await runFiltering(browser, server.origin, options, log)
      const playback = await measurePlayback(
        browser,
        server.origin,
        VIEWPORT,
        options.timeoutMs,
      ).catch((error: unknown) => ({
        error: error instanceof Error ? error.message : String(error),
      }))
      const views = await measureViews(
        browser,
        server.origin,
        VIEWPORT,
        options.timeoutMs,
        options.runs,
      )
      const eventsReport = pageReport(eventsUrl, events)
      const bareReport = pageReport(bareUrl, bare)
      return {
        chromium: browser.version(),
        build,
        runs: options.runs,
        viewport: VIEWPORT,
        mapCanvas: canvas,
        events: eventsReport,
        bare: bareReport,
        ratios: {
          coldMapData: ratio(eventsReport.cold.mapDataMs, bareReport.cold.mapDataMs),
          warmMapData: ratio(eventsReport.warm.mapDataMs, bareReport.warm.mapDataMs),
          javascriptEncoded: ratio(
            eventsReport.javascript.encodedBytes,
            bareReport.javascript.encodedBytes,
          ),
          javascriptDecoded: ratio(
            eventsReport.javascript.decodedBytes,
            bareReport.javascript.decodedBytes,
          ),
        },
        filtering,
        playback,
        views,
        totalMs: performance.now() - started,
      }
    },
  )
}
