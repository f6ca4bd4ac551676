// A view's first requests leave with the navigation, while the view's own code still downloads
// (the route's loader, src/routes/calendar-route.tsx): the calendar's year, answered from the whole
// embedded dataset, starts that dataset's download a view's load sooner. The request is the one the
// view then shows, for the address it was opened at.
import type { Page, Route } from '@playwright/test'
import { expect, test } from './fixtures'
import { serviceRequests } from './service-requests'

/** A first load reads a prebuilt dataset and builds its indexes; a busy machine takes a while. */
const LOAD_MS = 180_000

/** The calendar's line for screen readers: "N days with events in …" (calendar-view.tsx). */
const CALENDAR_DAYS = '.calendar-page > .visually-hidden[role="status"]'

/** Holds every request for the calendar view's code until `release` is called. */
async function holdCalendarCode(page: Page): Promise<{ held: () => number; release: () => void }> {
  const waiting: Route[] = []
  let released = false
  await page.route('**/assets/calendar-view-route-*.js', async (route) => {
    if (released) await route.continue()
    else waiting.push(route)
  })
  return {
    held: () => waiting.length,
    release: () => {
      released = true
      for (const route of waiting.splice(0)) void route.continue()
    },
  }
}

const year = () => new Date().getUTCFullYear()

for (const { name, path, zone } of [
  { name: 'the calendar', path: '/calendar', zone: null },
  {
    name: 'a shared calendar link',
    path: '/calendar?within=25km@40.71,-74.01',
    zone: 'America/New_York',
  },
]) {
  test(`${name} asks for its year before its view's code is in`, async ({ page }) => {
    test.setTimeout(2 * LOAD_MS)
    const requests = await serviceRequests(page)
    const code = await holdCalendarCode(page)
    await page.goto(path)
    await expect.poll(code.held, { timeout: LOAD_MS }).toBeGreaterThan(0)
    const calendarAsked = () =>
      requests
        .map((url) => new URL(url))
        .filter((url) => url.pathname === '/v1/events/calendar/')
        .map((url) => url.searchParams)
    await expect.poll(() => calendarAsked().length, { timeout: LOAD_MS }).toBe(1)
    const [asked] = calendarAsked()
    expect(asked?.get('active.gte')).toBe(`${String(year())}-01-01`)
    expect(asked?.get('active.lte')).toBe(`${String(year())}-12-31`)
    expect(asked?.get('active.tz')).toBe(zone)
    // Nothing of the view ran yet: its code is still held.
    await expect(page.locator('.calendar-page')).toHaveCount(0)
    code.release()
    await expect(page.locator(CALENDAR_DAYS)).toHaveText(/\d+ days? with events/, {
      timeout: LOAD_MS,
    })
    // The view read the request already sent rather than asking again.
    expect(calendarAsked()).toHaveLength(1)
  })
}
