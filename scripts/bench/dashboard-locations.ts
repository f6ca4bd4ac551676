// The Locations view's line of the dashboard section: time from navigation to the list showing
// its locations with their insights (the page's `locationsListInsights` mark,
// src/utils/page-marks.ts), at the default dataset with 200 saved locations, against the bare
// map's "map showing data". The locations are created through the page's own embedded API first
// (they persist in the profile's IndexedDB), then the page is loaded again and timed, as an
// analyst coming back to a well-used account; then the longest UI-thread task while the list is
// searched and sorted, each step waiting for the rows of its answer (the session is driven by
// view-session.ts).
import type { Browser, Page } from 'playwright-core'

import type { TimedLoad } from './dashboard-page'
import { SERVICE_READY_INIT_SCRIPT, timeLoad } from './dashboard-page'
import type { FilteringSummary } from './dashboard-filtering'
import { appParam } from './dashboard-filtering'
import { PAGE_MARKS } from '../../src/utils/page-marks'
import { PAGE_REQUESTS_STORAGE_KEY } from '../../src/app/backend/page-requests'
import { longTaskWatch, waitFor } from './long-tasks'
import type { SessionStep } from './view-session'
import { driveSession } from './view-session'

export const BENCH_SAVED_LOCATIONS = 200

/** Creates `count` point-and-radius locations spread over US cities' latitudes, from the page. */
const SEED_SCRIPT = (count: number): string => `(async () => {
  const headers = { Authorization: 'Bearer demo-analyst', 'Content-Type': 'application/json' }
  for (let i = 0; i < ${String(count)}; i++) {
    const lat = 30 + (i % 20) * 0.7
    const lon = -120 + Math.floor(i / 20) * 4.5
    const body = {
      name: 'Bench location ' + i,
      labels: ['bench'],
      geojson: {
        type: 'Feature',
        properties: { radius: 5, radius_unit: 'km' },
        geometry: { type: 'Point', coordinates: [lon, lat] },
      },
    }
    for (;;) {
      const response = await fetch('/v1/saved-locations/', { method: 'POST', headers, body: JSON.stringify(body) })
      if (response.status !== 429) break
      await new Promise((resolve) => setTimeout(resolve, 1000))
    }
  }
})()`

/**
 * Creates `count` saved locations from `page`, which must be open on the app. The page's own /v1
 * requests are answered only while seeding (src/app/backend/page-requests.ts): its service worker
 * is unregistered after, so the timed loads run as an analyst's do, controlled by none.
 */
export async function seedLocations(page: Page, count: number, timeoutMs: number): Promise<void> {
  const key = JSON.stringify(PAGE_REQUESTS_STORAGE_KEY)
  await page.evaluate(`localStorage.setItem(${key}, 'on')`)
  await page.reload({ timeout: timeoutMs })
  await waitFor(page, 'navigator.serviceWorker.controller !== null', timeoutMs)
  // Seeding before the dataset is built races the worker's start and fails to fetch.
  await waitFor(
    page,
    `performance.getEntriesByName(${JSON.stringify(PAGE_MARKS.serviceReady)}, 'mark').length > 0`,
    timeoutMs,
  )
  await page.evaluate(SEED_SCRIPT(count))
  // Enrichment finishes on read; the timed load then finds every location active.
  await page.waitForTimeout(3_000)
  await page.evaluate(`(async () => {
    localStorage.removeItem(${key})
    for (const registration of await navigator.serviceWorker.getRegistrations()) await registration.unregister()
  })()`)
}

const WATCH = longTaskWatch('__eventscopeLocations')

/** The names of the rows shown, in order (each row's compare box is labelled with its name). */
const SHOWN_NAMES = `Array.from(document.querySelectorAll('.locations-list input[aria-label^="Compare "]'), (e) => e.getAttribute('aria-label').slice(8)).join('\\n')`

/** A step the address carries, which waits for the list to show other rows than before. */
const newRows = (
  name: string,
  act: (page: Page) => Promise<void>,
  took: (url: URL) => boolean,
): SessionStep => ({
  name,
  act: async (page) => {
    const before = await page.evaluate<string>(SHOWN_NAMES)
    await act(page)
    return `${SHOWN_NAMES} !== ${JSON.stringify(before)}`
  },
  took,
})

const search = (name: string, text: string): SessionStep =>
  newRows(
    name,
    async (page) => {
      const box = page.getByRole('searchbox', { name: 'Search locations' })
      await box.fill(text)
      await box.press('Enter')
    },
    (url) => appParam(url, 'q') === text,
  )

const sort = (name: string, order: string): SessionStep =>
  newRows(
    name,
    (page) => page.getByRole('combobox', { name: 'Sort by' }).selectOption(order).then(),
    (url) => appParam(url, 'sort') === order,
  )

/** A search, two orders (one by a figure of the insights), then the search cleared. */
export const LOCATIONS_STEPS: readonly SessionStep[] = [
  search('search "location 7"', 'location 7'),
  sort('sort by name, Z to A', '-name'),
  sort('sort by attendance', '-next_90d.svc_attendance_sum'),
  search('clear the search', ''),
]

export interface LocationsMeasure {
  readonly load: TimedLoad
  readonly filtering: FilteringSummary
}

export async function measureLocations(
  browser: Browser,
  origin: string,
  viewport: { readonly width: number; readonly height: number },
  timeoutMs: number,
): Promise<LocationsMeasure> {
  const context = await browser.newContext({ viewport })
  try {
    await context.addInitScript(SERVICE_READY_INIT_SCRIPT)
    const page = await context.newPage()
    // The account page sends no API requests of its own to compete with the seeding's.
    await page.goto(`${origin}/account`, { timeout: timeoutMs })
    await seedLocations(page, BENCH_SAVED_LOCATIONS, timeoutMs)
    const load = await timeLoad(
      page,
      `${origin}/locations`,
      PAGE_MARKS.locationsListInsights,
      timeoutMs,
    )
    const filtering = await driveSession(browser, page, WATCH, LOCATIONS_STEPS, timeoutMs)
    return { load, filtering }
  } finally {
    await context.close()
  }
}
