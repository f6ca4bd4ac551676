// The dashboard section's table: events view against the bare map, times as medians.
import type { DashboardReport } from './dashboard'
import { runDashboard } from './dashboard'
import type { FilteringReport } from './dashboard-filtering'
import type { LoadSummary } from './dashboard-stats'
import { printViews } from './dashboard-views'
import { formatBytes, formatRatio, ratio } from './dashboard-stats'
import { formatMs } from './stats'

const LABEL_WIDTH = 38
const pad = (s: string, n: number): string => s.padEnd(n)
const lpad = (s: string, n: number): string => s.padStart(n)

function row(label: string, events: string, bare: string, ratio: number): string {
  return `  ${pad(label, LABEL_WIDTH)} ${lpad(events, 12)} ${lpad(bare, 12)} ${lpad(formatRatio(ratio), 8)}`
}

/** Where a view's first answers came from when it sent no search (docs/dataset-cache.md). */
const UNSENT = {
  first: 'events data given ahead of time by `npm run data`',
  second: 'events data kept from the first load',
} as const

function split(label: string, s: LoadSummary, unsent: string): string {
  // No search response at all: the view drew from answers it already had.
  if (!Number.isFinite(s.eventsDataMs)) {
    return `  events view, ${label}: ${unsent}, no search sent (docs/dataset-cache.md); service ready ${formatMs(s.serviceReadyMs)}`
  }
  return `  events view, ${label}: service ready ${formatMs(s.serviceReadyMs)}, events data ${formatMs(s.eventsDataMs)}, render ${formatMs(s.renderMs)}`
}

export function printDashboard(r: DashboardReport): void {
  const canvas = r.mapCanvas ? `, map ${r.mapCanvas.width}x${r.mapCanvas.height}` : ''
  console.log(
    `\n== C. Dashboard: Chromium ${r.chromium}, vite preview (${r.build} build), ${r.viewport.width}x${r.viewport.height}${canvas}, median of ${r.runs} ==`,
  )
  console.log(
    `  ${pad('map showing data (from navigation)', LABEL_WIDTH)} ${lpad('events view', 12)} ${lpad('bare map', 12)} ${lpad('ratio', 8)}`,
  )
  console.log(
    row(
      'first load (empty cache)',
      formatMs(r.events.cold.mapDataMs),
      formatMs(r.bare.cold.mapDataMs),
      r.ratios.coldMapData,
    ),
  )
  console.log(
    row(
      'second load (warm cache)',
      formatMs(r.events.warm.mapDataMs),
      formatMs(r.bare.warm.mapDataMs),
      r.ratios.warmMapData,
    ),
  )
  const e = r.events.javascript
  const b = r.bare.javascript
  console.log(
    row(
      `JavaScript transferred (files ${e.files} / ${b.files})`,
      formatBytes(e.encodedBytes),
      formatBytes(b.encodedBytes),
      r.ratios.javascriptEncoded,
    ),
  )
  console.log(
    row(
      'JavaScript decoded',
      formatBytes(e.decodedBytes),
      formatBytes(b.decodedBytes),
      r.ratios.javascriptDecoded,
    ),
  )
  console.log(
    row(
      `Basemap transferred, first load (responses ${r.events.basemap.requests} / ${r.bare.basemap.requests})`,
      formatBytes(r.events.basemap.encodedBytes),
      formatBytes(r.bare.basemap.encodedBytes),
      ratio(r.events.basemap.encodedBytes, r.bare.basemap.encodedBytes),
    ),
  )
  console.log(split('first load', r.events.cold, UNSENT.first))
  console.log(split('second load', r.events.warm, UNSENT.second))
  console.log(
    `  (service ready: the service's worker reports its dataset built, "-" when not yet by the time the map shows data; events data: the client has the search's response (the page's apiAnswer mark); render: from there to the map showing it)`,
  )
  printFiltering(r.filtering)
  printPlayback(r.playback)
  printViews(r.views, r.bare.cold.mapDataMs, r.bare.warm.mapDataMs)
}

function printPlayback(p: DashboardReport['playback']): void {
  if ('error' in p) {
    console.log(`  playing the events map's time window: FAILED: ${p.error}`)
    process.exitCode = 1
    return
  }
  console.log(
    `  time window playback, UI task per frame: longest ${formatMs(p.longestMs)}, p95 ${formatMs(p.p95Ms)} (${p.frames} frames, ${p.tasks} tasks; ${p.path}, ${p.legend})`,
  )
  console.log(
    `  (compositor commits left out: with software WebGL the longest task with its commit took ${formatMs(p.longestWithCommitMs)}; in thread time, the longest task's own work took ${formatMs(p.longestCpuMs)})`,
  )
}

function printFiltering(f: DashboardReport['filtering']): void {
  if ('error' in f) {
    console.log(`  filtering the events view: FAILED: ${f.error}`)
    process.exitCode = 1
    return
  }
  console.log(
    `  longest UI task while filtering: ${formatMs(f.longestMs)} (${f.count} tasks > 50 ms)`,
  )
  console.log(
    `  (${f.path}, session with the median longest of ${f.runs}; long tasks ${formatMs(f.totalMs)} in all)`,
  )
  console.log(
    `  own work of the UI thread while filtering, compositor commits left out: longest ${formatMs(f.longestOwnMs)} (in thread time ${formatMs(f.longestOwnCpuMs)}; scripts/bench/own-work.ts)`,
  )
  console.log(
    `  map completeness: filter change (a typed query's last key) to every match on the map, slowest step ${formatMs(f.longestMapMs)}`,
  )
  console.log(
    `  per step, longest task / its own work / results in place / every match on the map: ${steps(f)}`,
  )
}

const steps = (f: FilteringReport): string =>
  f.steps
    .map(
      (s) =>
        `${s.name} ${s.count > 0 ? formatMs(s.longestMs) : '-'} / ${formatMs(s.longestOwnMs)} / ${formatMs(s.settleMs)} / ${formatMs(s.mapMs)}`,
    )
    .join(', ')

export type DashboardSection =
  DashboardReport | { readonly skipped: string } | { readonly error: string }

/**
 * Runs and prints the dashboard section unless BENCH_DASHBOARD=0; a failure (no Chromium, a page
 * that never shows its data) is printed and recorded, and makes the bench exit non-zero.
 */
export async function benchDashboard(root: string, quick: boolean): Promise<DashboardSection> {
  if (process.env.BENCH_DASHBOARD === '0') return { skipped: 'BENCH_DASHBOARD=0' }
  try {
    const report = await runDashboard({ root, runs: quick ? 1 : 3, timeoutMs: 120_000 })
    printDashboard(report)
    return report
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error)
    console.log(`\n== C. Dashboard: FAILED: ${message} (BENCH_DASHBOARD=0 skips it) ==`)
    process.exitCode = 1
    return { error: message }
  }
}
