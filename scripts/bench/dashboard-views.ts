// The Broadcasts, Calendar, Analytics and Locations lines of the dashboard section, each measured
// by its own module in a new browser profile (a first visit), as many sessions as the section has
// runs: time to the view's data on screen, and the longest UI task while an analyst changes what
// it shows, with its own work beside it (compositor commits left out, own-work.ts). Each line
// prints the medians over the sessions and every session's own work. The goal for the tasks is
// 50 ms.
import type { Browser } from 'playwright-core'
import type { AnalyticsMeasure } from './dashboard-analytics'
import { measureAnalytics } from './dashboard-analytics'
import type { BroadcastsDashboard } from './dashboard-broadcasts'
import { measureBroadcasts } from './dashboard-broadcasts'
import type { CalendarMeasure } from './dashboard-calendar'
import { measureCalendar } from './dashboard-calendar'
import type { LocationsMeasure } from './dashboard-locations'
import { BENCH_SAVED_LOCATIONS, measureLocations } from './dashboard-locations'
import { ratio } from './dashboard-stats'
import { formatMs, median } from './stats'

/** Every session of a view, or why one failed. */
type Sessions<T> = readonly T[] | { readonly error: string }

export interface ViewsReport {
  readonly broadcasts: Sessions<BroadcastsDashboard>
  readonly calendar: Sessions<CalendarMeasure>
  readonly analytics: Sessions<AnalyticsMeasure>
  readonly locations: Sessions<LocationsMeasure>
}

type Viewport = { readonly width: number; readonly height: number }

async function sessions<T>(runs: number, run: () => Promise<T>): Promise<Sessions<T>> {
  const done: T[] = []
  try {
    for (let i = 0; i < runs; i++) done.push(await run())
    return done
  } catch (error) {
    return { error: error instanceof Error ? error.message : String(error) }
  }
}

export async function measureViews(
  browser: Browser,
  origin: string,
  viewport: Viewport,
  timeoutMs: number,
  runs: number,
): Promise<ViewsReport> {
  return {
    broadcasts: await sessions(runs, () => measureBroadcasts(browser, origin, viewport, timeoutMs)),
    calendar: await sessions(runs, () => measureCalendar(browser, origin, viewport, timeoutMs)),
    analytics: await sessions(runs, () => measureAnalytics(browser, origin, viewport, timeoutMs)),
    locations: await sessions(runs, () => measureLocations(browser, origin, viewport, timeoutMs)),
  }
}

interface Switching {
  readonly longestMs: number
  readonly longestOwnMs: number
  readonly longestOwnCpuMs: number
}

/**
 * One view's line: `loaded` its time to data (a median, from the text given), `switching` each
 * session's long tasks while the analyst changes what it shows, `what` those changes in words.
 */
function line<T>(
  name: string,
  s: Sessions<T>,
  loaded: (runs: readonly T[]) => string,
  switching: (m: T) => Switching,
  what: string,
): string {
  if ('error' in s) {
    process.exitCode = 1
    return `  ${name}: FAILED: ${s.error}`
  }
  const tasks = s.map(switching)
  const mid = (pick: (t: Switching) => number) => formatMs(median(tasks.map(pick)))
  const each = tasks.map((t) => formatMs(t.longestOwnMs)).join(', ')
  return `  ${name}: ${loaded(s)}; longest UI task while ${what} ${mid((t) => t.longestMs)}, own work ${mid((t) => t.longestOwnMs)} (thread time ${mid((t) => t.longestOwnCpuMs)}; own work per session ${each})`
}

/** `bareColdMs`: the bare map's first load, the yardstick of every first visit. */
export function printViews(r: ViewsReport, bareColdMs: number, bareWarmMs: number): void {
  const vs = (values: readonly (number | null)[], bareMs: number) => {
    const known = values.filter((v): v is number => v !== null)
    if (known.length === 0) return '-'
    const ms = median(known)
    return `${formatMs(ms)} (${ratio(ms, bareMs).toFixed(2)}x the bare map)`
  }
  const first = (values: readonly (number | null)[]) => vs(values, bareColdMs)
  console.log(
    line(
      'broadcasts view',
      r.broadcasts,
      (b) =>
        `coloured county map ${first(b.map((m) => m.load.mapDataMs))}, every match ${formatMs(median(b.map((m) => m.mapCompleteMs ?? NaN)))}`,
      (b) => b.filtering,
      'filtering',
    ),
  )
  console.log(
    line(
      'calendar view',
      r.calendar,
      (c) => `year heatmap ${first(c.map((m) => m.yearHeatmapMs))}`,
      (c) => c.switching,
      'switching metric, zone or year',
    ),
  )
  console.log(
    line(
      'analytics view',
      r.analytics,
      (a) =>
        `first chart ${first(a.map((m) => m.firstChartMs))}, stitched year ${formatMs(median(a.map((m) => m.stitchedYearMs)))}`,
      (a) => a.switching,
      'switching period, statistic or location',
    ),
  )
  console.log(
    line(
      'locations view',
      r.locations,
      // A reload of a used account: its yardstick is the bare map's reload.
      (l) =>
        `list with insights, ${String(BENCH_SAVED_LOCATIONS)} saved, on a reload ${vs(
          l.map((m) => m.load.mapDataMs),
          bareWarmMs,
        )}`,
      (l) => l.filtering,
      'searching or sorting',
    ),
  )
}
