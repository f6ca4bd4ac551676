// The Locations view when the API says no, in words a person understands: a token it does not know
// (401), a lapsed subscription (402), a plan without the features API (403: the locations work,
// the attendance comparisons say why they are missing), and a rate limit the client cannot wait
// out (429: nothing typed into the form is lost, and the suggested radius says why it is missing).
import { createServer } from 'node:http'
import { listenOnLoopback } from './ports'

import type { Page } from '@playwright/test'
import {
  expect,
  forgetExpectedLoadErrors,
  saveScreen,
  seriousA11yViolations,
  test,
  waitForServiceWorker,
} from './fixtures'
import { useConnection } from './connection'

/** The key and shape the connection store persists (src/api/connection/connection-store.ts). */
/** The embedded dataset is built in the page on every load; on a busy machine that takes a while. */
const SERVICE_READY_MS = 300_000

test.describe.configure({ timeout: SERVICE_READY_MS + 120_000 })

const listAlert = (page: Page) =>
  page.getByRole('region', { name: 'Saved locations' }).getByRole('alert')

/**
 * A backend that refuses every request with `status` (node:http on 127.0.0.1, called cross-origin
 * through the Account page's base URL setting, so it answers CORS preflights). Refusals need no
 * dataset, so these journeys do not wait for the embedded service to build one.
 */
async function startRefusingBackend(
  status: number,
  body: unknown,
  headers: Readonly<Record<string, string>> = {},
): Promise<{ url: string; close: () => Promise<void> }> {
  const cors = {
    'Access-Control-Allow-Origin': '*',
    'Access-Control-Allow-Methods': 'GET, POST, PUT, DELETE, OPTIONS',
    'Access-Control-Allow-Headers': 'Authorization, Content-Type, Accept',
    'Access-Control-Expose-Headers': 'Retry-After',
  }
  const server = createServer((req, res) => {
    if (req.method === 'OPTIONS') {
      res.writeHead(204, cors)
      res.end()
      return
    }
    res.writeHead(status, { ...cors, ...headers, 'Content-Type': 'application/json' })
    res.end(JSON.stringify(body))
  })
  return listenOnLoopback(server)
}

let backends: { close: () => Promise<void> }[] = []

test.afterEach(async () => {
  await Promise.all(backends.map((backend) => backend.close()))
  backends = []
})

async function connectToRefusingBackend(
  page: Page,
  status: number,
  body: unknown,
  headers: Readonly<Record<string, string>> = {},
): Promise<void> {
  const backend = await startRefusingBackend(status, body, headers)
  backends.push(backend)
  await useConnection(page, { mode: 'proxy', baseUrl: backend.url, token: 'some-token' })
}

test('a token the API does not accept reads as not signed in', async ({ page, consoleErrors }) => {
  await connectToRefusingBackend(page, 401, { detail: 'Invalid access token.' })
  await page.goto('/locations')
  await expect(listAlert(page)).toContainText('You are not signed in to the API', {
    timeout: 60_000,
  })
  await expect(listAlert(page)).toContainText('Check the token in Account settings')
  forgetExpectedLoadErrors(consoleErrors, /status of 401/)
})

test('a lapsed subscription reads as expired', async ({ page, consoleErrors }) => {
  await connectToRefusingBackend(page, 402, { error: 'Your subscription has expired.' })
  await page.goto('/locations')
  await expect(listAlert(page)).toContainText('Your subscription has expired', {
    timeout: 60_000,
  })
  await expect(listAlert(page)).toContainText('Renew the plan')
  forgetExpectedLoadErrors(consoleErrors, /status of 402/)
})

test('a plan without features keeps its locations and says why comparisons are missing', async ({
  page,
  consoleErrors,
}, testInfo) => {
  const token = 'demo-events-only'
  await useConnection(page, { mode: 'embedded', baseUrl: '', token })
  await page.setViewportSize({ width: 1440, height: 900 })
  await page.goto('/locations')
  await expect(page.getByText('No saved locations yet')).toBeVisible({ timeout: SERVICE_READY_MS })
  // Two locations saved through the API itself, as another client would: the view shows them once
  // it asks again (only the dashboard's own tabs tell each other of their writes). The page's own
  // requests go to the service's worker directly; these go through the service worker, which
  // answers /v1 once the page has started it.
  await waitForServiceWorker(page)
  await page.evaluate(async (bearer) => {
    for (const [name, lon, lat] of [
      ['Austin centre', -97.7431, 30.2672],
      ['Dallas centre', -96.797, 32.7767],
    ] as const) {
      const response = await fetch('/v1/saved-locations/', {
        method: 'POST',
        headers: { Authorization: `Bearer ${bearer}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({
          name,
          labels: [],
          geojson: {
            type: 'Feature',
            properties: { radius: 10, radius_unit: 'km' },
            geometry: { type: 'Point', coordinates: [lon, lat] },
          },
        }),
      })
      if (response.status !== 201) throw new Error(`create answered ${String(response.status)}`)
    }
  }, token)
  await page.reload()
  await expect(page.getByText('Active', { exact: true })).toHaveCount(2, { timeout: 30_000 })

  await page.getByRole('button', { name: 'Austin centre', exact: true }).click()
  const detail = page.getByRole('article', { name: 'Austin centre' })
  const attendance = detail.getByRole('listitem').filter({ hasText: 'Predicted attendance' })
  await expect(attendance).toContainText('No comparison: your plan does not include this data', {
    timeout: 30_000,
  })
  // The event counts come from the events API, which the plan has.
  await expect(detail.getByRole('listitem').filter({ hasText: /^Attended events/ })).toContainText(
    /vs previous 90 days/,
  )
  await page.getByRole('button', { name: '← All locations' }).click()

  await page.getByRole('checkbox', { name: 'Compare Austin centre' }).check()
  await page.getByRole('checkbox', { name: 'Compare Dallas centre' }).check()
  const compare = page.getByRole('region', { name: 'Compare 2 locations' })
  await expect(compare.getByRole('alert')).toContainText(
    'Your plan does not include this data: the daily attendance comes from the features endpoint',
    { timeout: 30_000 },
  )
  // The insights themselves are the saved locations' own, so the table still compares them.
  await expect(
    compare.getByRole('rowheader', { name: 'Attended events', exact: true }),
  ).toBeVisible()
  await saveScreen(page, testInfo, 'locations-403-compare-1440')
  expect(await seriousA11yViolations(page)).toEqual([])
  forgetExpectedLoadErrors(consoleErrors, /status of 403/)
})

test('a rate limit reads as too many requests, and the form keeps what was typed', async ({
  page,
  consoleErrors,
}, testInfo) => {
  // Every answer is a 429 with a wait longer than the client's backoff will take
  // (src/api/retry.ts maxRetryAfterMs), so the client gives up at once instead of retrying.
  await connectToRefusingBackend(
    page,
    429,
    { error: 'Rate limit exceeded.' },
    { 'Retry-After': '120' },
  )
  await page.setViewportSize({ width: 1280, height: 720 })
  await page.goto('/locations')
  await expect(listAlert(page)).toContainText('Too many requests', { timeout: 60_000 })
  await expect(listAlert(page)).toContainText('Wait a moment and try again')
  await expect(listAlert(page).getByRole('button', { name: 'Try again' })).toBeVisible()

  await page.getByRole('button', { name: 'New location' }).first().click()
  const form = page.getByRole('form', { name: 'New location' })
  await form.getByLabel('Name').fill('Busy corner')
  await form.getByRole('combobox', { name: 'Labels' }).fill('kiosk,')
  await form.getByLabel('Or type radius@lat,lon').fill('500m@30.2672,-97.7431')
  await form.getByRole('button', { name: 'Set radius' }).click()
  await form.getByRole('button', { name: 'Save' }).click()
  await expect(form.getByRole('alert').filter({ hasText: 'Too many requests' })).toBeVisible()
  await expect(form.getByLabel('Name')).toHaveValue('Busy corner')
  await expect(form.getByRole('list', { name: 'Labels of this location' })).toContainText('kiosk')
  await expect(form.getByText('Within 500m@30.2672,-97.7431')).toBeVisible()
  // The suggested radius was refused too: it says why, and the radius drawn stands.
  await expect(
    form.getByRole('status').filter({ hasText: 'No suggestion: too many requests' }),
  ).toBeVisible()
  await expect(form.getByRole('button', { name: 'Ask again' })).toBeVisible()
  await saveScreen(page, testInfo, 'locations-429-form-1280')
  forgetExpectedLoadErrors(consoleErrors, /status of 429/)
})
