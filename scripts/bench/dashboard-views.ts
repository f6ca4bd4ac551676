// The Broadcasts, Calendar and Analytics lines of the dashboard section, each measured by its own
// module in a new browser profile (a first visit): time to the view's data on screen, and the
// longest UI task while an analyst changes what it shows, with its own work beside it (compositor
// commits left out, own-work.ts). The goal for both is 50 ms.
import type { Browser } from 'playwright-core'
import type { AnalyticsMeasure } from './dashboard-analytics'
import { measureAnalytics } from './dashboard-analytics'
import type { BroadcastsDashboard } from './dashboard-broadcasts'
import { measureBroadcasts } from './dashboard-broadcasts'
import type { CalendarMeasure } from './dashboard-calendar'
import { measureCalendar } from './dashboard-calendar'
import { ratio } from './dashboard-stats'
import { formatMs } from './stats'

type Measured<T> = T | { readonly error: string }

export interface ViewsReport {
  readonly broadcasts: Measured<BroadcastsDashboard>
  readonly calendar: Measured<CalendarMeasure>
  readonly analytics: Measured<AnalyticsMeasure>
}

type Viewport = { readonly width: number; readonly height: number }

async function measured<T>(run: () => Promise<T>): Promise<Measured<T>> {
  try {
    return await run()
  } catch (error) {
    return { error: error instanceof Error ? error.message : String(error) }
  }
}

export async function measureViews(
  browser: Browser,
  origin: string,
  viewport: Viewport,
  timeoutMs: number,
): Promise<ViewsReport> {
  return {
    broadcasts: await measured(() => measureBroadcasts(browser, origin, viewport, timeoutMs)),
    calendar: await measured(() => measureCalendar(browser, origin, viewport, timeoutMs)),
    analytics: await measured(() => measureAnalytics(browser, origin, viewport, timeoutMs)),
  }
}

function line<T extends object>(name: string, m: Measured<T>, text: (m: T) => string): string {
  if ('error' in m) {
    process.exitCode = 1
    return `  ${name}: FAILED: ${m.error}`
  }
  return `  ${name}: ${text(m)}`
}

/** A session's longest own work, compositor commits left out (own-work.ts), wall and thread time. */
const ownText = (m: { readonly longestOwnMs: number; readonly longestOwnCpuMs: number }): string =>
  `${formatMs(m.longestOwnMs)}, thread time ${formatMs(m.longestOwnCpuMs)}`

/** `bareColdMs`: the bare map's first load, the yardstick of every first visit. */
export function printViews(r: ViewsReport, bareColdMs: number): void {
  const vsBare = (ms: number | null) =>
    ms === null ? '-' : `${formatMs(ms)} (${ratio(ms, bareColdMs).toFixed(2)}x the bare map)`
  console.log(
    line(
      'broadcasts view',
      r.broadcasts,
      (b) =>
        `coloured county map ${vsBare(b.load.mapDataMs)}, every match ${formatMs(b.mapCompleteMs ?? NaN)}; longest UI task while filtering ${formatMs(b.filtering.longestMs)} (own work ${ownText(b.filtering)})`,
    ),
  )
  console.log(
    line(
      'calendar view',
      r.calendar,
      (c) =>
        `year heatmap ${vsBare(c.yearHeatmapMs)}; longest UI task while switching metric or zone ${formatMs(c.switching.longestMs)} (own work ${ownText(c.switching)})`,
    ),
  )
  console.log(
    line(
      'analytics view',
      r.analytics,
      (a) =>
        `first chart ${vsBare(a.firstChartMs)}, stitched year ${formatMs(a.stitchedYearMs)}; longest UI task while switching the period ${formatMs(a.periodSwitch.longestMs)} (own work ${ownText(a.periodSwitch)})`,
    ),
  )
}
