// The Locations view's line of the dashboard section: time from navigation to the list showing
// its locations with their insights (the page's `locationsListInsights` mark,
// src/utils/page-marks.ts), at the default dataset with 200 saved locations, against the bare
// map's "map showing data". The locations are created through the page's own embedded API first
// (they persist in the profile's IndexedDB), then the page is loaded again and timed, as an
// analyst coming back to a well-used account.
import type { Browser, Page } from 'playwright-core'

import type { TimedLoad } from './dashboard-page'
import { SERVICE_READY_INIT_SCRIPT, timeLoad } from './dashboard-page'
import { PAGE_MARKS } from '../../src/utils/page-marks'
import { waitFor } from './long-tasks'

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

/** Creates `count` saved locations from `page`, once its service is ready; the page must be open on the app. */
export async function seedLocations(page: Page, count: number, timeoutMs: number): Promise<void> {
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
}

export async function measureLocations(
  browser: Browser,
  origin: string,
  viewport: { readonly width: number; readonly height: number },
  timeoutMs: number,
): Promise<TimedLoad> {
  const context = await browser.newContext({ viewport })
  try {
    await context.addInitScript(SERVICE_READY_INIT_SCRIPT)
    const page = await context.newPage()
    // The account page sends no API requests of its own to compete with the seeding's.
    await page.goto(`${origin}/account`, { timeout: timeoutMs })
    await seedLocations(page, BENCH_SAVED_LOCATIONS, timeoutMs)
    return await timeLoad(page, `${origin}/locations`, PAGE_MARKS.locationsListInsights, timeoutMs)
  } finally {
    await context.close()
  }
}
