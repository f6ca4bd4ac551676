// The performance marks the pages set, named once for the views that set them, for `npm run bench`
// (scripts/bench/) that times the pages by them, for the journeys (e2e/) that wait for them, and
// for the page itself: what waits until a view shows its data waits for those marks (`viewDrawn`).
// A view sets its marks by name through `markView`, never with a string of its own.

export const PAGE_MARKS = {
  /**
   * Once per page: at the end of the first map frame that draws a feature of the events layer's
   * clusters or points, armed once the layer has events (src/components/map/events-layer.tsx
   * through src/components/map/first-frame.ts). The end of "the map showing data" that the bench
   * times from navigation start.
   */
  eventsMapData: 'events-map-data',
  /**
   * Each time: at the events map's next `idle` once every match of the current filters is in (no
   * page in flight, and as many rows as its target: the total or the cap), armed again whenever
   * the matches change while complete (src/features/events/map/events-map.tsx). The end of "filter change to
   * every match on the map" that the bench times.
   */
  eventsMapComplete: 'events-map-complete',
  /**
   * Once per page: at the end of the first map frame that draws a county of the counties fill
   * layer with a colour, armed once the viewership bins are not empty
   * (src/features/broadcasts/map/broadcasts-map.tsx through src/components/map/first-frame.ts). The
   * end of "a coloured county map" that the bench times from navigation start.
   */
  broadcastsMapData: 'broadcasts-map-data',
  /**
   * Each time: at the broadcasts map's next `idle` once every match of the current filters is in
   * (no page in flight, and as many rows as its target: the total or the cap), armed again
   * whenever the county bins change while complete (src/features/broadcasts/map/broadcasts-map.tsx). The end the
   * bench times for a filter change.
   */
  broadcastsMapComplete: 'broadcasts-map-complete',
  /**
   * Each time: after the render that shows the days of the current request (not the previous
   * request's days kept while it loads), again for every new request URL, which is the mark's
   * detail (src/features/calendar/use-calendar-mark.ts). So a zone or filter change is timed too.
   */
  calendarHeatmap: 'calendar-heatmap',
  /**
   * Each time: after the render in which the first 90-day window of the period's first request
   * has answered, again for every new period; the detail is the period's windows, `gte/lte`
   * comma-joined (src/features/analytics/api/use-analytics-marks.ts).
   */
  analyticsChart: 'analytics-chart',
  /**
   * Each time: after the render in which every window of every request of the period has
   * answered or failed, again for every new period, with the same detail as `analyticsChart`
   * (src/features/analytics/api/use-analytics-marks.ts).
   */
  analyticsComplete: 'analytics-complete',
  /**
   * Once per page: in the animation frame after the list first shows its answer with every
   * location's insights, or that none is saved (src/features/locations/list/locations-list.tsx). The
   * end of "navigation to the list" that the bench times.
   */
  locationsListInsights: 'locations-list-insights',
  /**
   * Once per page: after the render that first shows the account's facts on the Account page
   * (src/features/account/account-details.tsx): the page's data, for `viewDrawn`.
   */
  accountDetails: 'account-details',
  /**
   * Once per page: at the end of the first frame of the bare map page that draws land
   * (src/testing/bare-map/main.ts through src/components/map/first-frame.ts), the bench's
   * baseline for "the map showing data".
   */
  bareMapData: 'bare-map-data',
  /**
   * Each time: when the API client has a response's headers from the embedded service or the
   * network (not an answer the build gave), the request's URL the detail
   * (src/app/backend/api-client.ts). The bench waits for a view's list and count by it: the
   * embedded service answers over a message port, which leaves no resource timing entry.
   */
  apiAnswer: 'api-answer',
  /**
   * Once per page, by the bench and never by the app: when the page hears from the embedded
   * service's worker that its dataset is built (SERVICE_READY_INIT_SCRIPT of
   * scripts/bench/dashboard-page.ts).
   */
  serviceReady: 'service-ready',
} as const

/** The marks the pages set themselves (`serviceReady` is the bench's own). */
export type ViewMark = Exclude<keyof typeof PAGE_MARKS, 'serviceReady'>

/** The marks a page sets at most once: a later `markView` of one leaves the first entry alone. */
const ONCE_PER_PAGE: ReadonlySet<ViewMark> = new Set<ViewMark>([
  'eventsMapData',
  'broadcastsMapData',
  'locationsListInsights',
  'accountDetails',
  'bareMapData',
])

/** Whether the page has set `mark` already. */
export function isMarked(mark: ViewMark): boolean {
  return performance.getEntriesByName(PAGE_MARKS[mark], 'mark').length > 0
}

/**
 * Sets the performance mark `mark` (with `detail`, when given), unless it is once per page and set;
 * at `startTime` (performance.now() of an earlier moment) when given, or now.
 */
export function markView(mark: ViewMark, detail?: string, startTime?: number): void {
  if (ONCE_PER_PAGE.has(mark) && isMarked(mark)) return
  performance.mark(PAGE_MARKS[mark], {
    ...(detail === undefined ? {} : { detail }),
    ...(startTime === undefined ? {} : { startTime }),
  })
}

/**
 * The marks that say a page shows its data: the ends of what the bench times from navigation (the
 * bare map page's land among them: its map defers what the views' maps defer), and the Account
 * page's facts.
 */
const VIEW_DRAWN: readonly ViewMark[] = [
  'eventsMapData',
  'broadcastsMapData',
  'calendarHeatmap',
  'analyticsChart',
  'locationsListInsights',
  'accountDetails',
  'bareMapData',
]

/**
 * How long after navigation `viewDrawn` settles at the latest: a page with no data to show (the
 * not-found page, a view whose filters match nothing) does not hold back what waits for it.
 */
export const VIEW_DRAWN_LATEST_MS = 4_000

/**
 * Settles once a view of the page shows its data (at once if one has), or at `latestAt` (on the
 * page's clock, performance.now()) if none has by then.
 */
export function whenViewDrawn(latestAt: number): Promise<void> {
  return new Promise<void>((resolve) => {
    if (VIEW_DRAWN.some(isMarked)) {
      resolve()
      return
    }
    const names = new Set<string>(VIEW_DRAWN.map((mark) => PAGE_MARKS[mark]))
    const observer = new PerformanceObserver((list) => {
      if (list.getEntries().some((entry) => names.has(entry.name))) settle()
    })
    const latest = setTimeout(settle, Math.max(0, latestAt - performance.now()))
    function settle() {
      observer.disconnect()
      clearTimeout(latest)
      resolve()
    }
    observer.observe({ type: 'mark' })
  })
}

let drawn: Promise<void> | undefined

/**
 * Settles once a view of the page shows its data, or VIEW_DRAWN_LATEST_MS after navigation: work
 * the first view does not need waits for it (app/backend/start.ts).
 */
export function viewDrawn(): Promise<void> {
  drawn ??= whenViewDrawn(VIEW_DRAWN_LATEST_MS)
  return drawn
}
