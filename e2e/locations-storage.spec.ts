// Saved locations in this browser's storage (docs/security.md "Storage"), on the embedded
// service: the first save asks the browser to keep the site's data, and the Account page says what
// it answered. A save the store has no room for is answered 507 (the store and the service answer
// so, e2e/idb-store.spec.ts and src/service/handlers/saved-locations-refused.test.ts); the form
// says so in words, keeps what was typed, and the list keeps every location saved before.
import { createServer } from 'node:http'
import { listenOnLoopback } from './ports'

import type { Page } from '@playwright/test'

import { useConnection } from './connection'
import { EMBEDDED_SERVICE_ENV } from './journey-envs'
import {
  expect,
  forgetExpectedLoadErrors,
  saveScreen,
  test,
  waitForServiceWorker,
} from './fixtures'

/** The embedded dataset is read or built in the page on every load; on a busy machine that takes a while. */
const SERVICE_READY_MS = 300_000

test.use({ serviceEnv: EMBEDDED_SERVICE_ENV })
test.describe.configure({ timeout: SERVICE_READY_MS + 4 * 60_000 })

async function openLocations(page: Page): Promise<void> {
  await page.goto('/locations')
  await expect(page.getByRole('heading', { name: 'Locations', level: 1 })).toBeVisible()
  await expect(page.locator('.locations-list .skeleton')).toHaveCount(0, {
    timeout: SERVICE_READY_MS,
  })
  await waitForServiceWorker(page)
}

/** Fills the create form with a typed radius and a name, and presses Save. */
async function saveLocation(page: Page, name: string, within: string): Promise<void> {
  await page.getByRole('button', { name: 'New location' }).first().click()
  const form = page.getByRole('form', { name: 'New location' })
  await form.getByLabel('Or type radius@lat,lon').fill(within)
  await form.getByRole('button', { name: 'Set radius' }).click()
  await form.getByLabel('Name').fill(name)
  await form.getByRole('button', { name: 'Save' }).click()
}

test('the first save asks the browser to keep the site’s data; the Account page says what it answered', async ({
  page,
}, testInfo) => {
  await openLocations(page)
  expect(
    await page.evaluate(() => localStorage.getItem('eventscope.storage-kept-asked')),
  ).toBeNull()
  await saveLocation(page, 'Kept in this browser', '5km@41.8781,-87.6298')
  await expect(page.getByRole('article', { name: 'Kept in this browser' })).toBeVisible()
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem('eventscope.storage-kept-asked')))
    .not.toBeNull()

  await page.goto('/account')
  const storage = page.getByRole('region', { name: 'Storage' })
  await expect(storage).toContainText('Saved locations are kept in this browser (IndexedDB)')
  // What Chromium answers depends on how the site is used; either answer is said in words.
  const persisted = await page.evaluate(() => navigator.storage.persisted())
  await expect(storage.getByRole('status')).toHaveText(
    persisted ? /^Kept: the browser has agreed/ : /^Not guaranteed: the browser may clear/,
  )
  await expect(
    storage.getByText(
      /^In use: [\d.,]+ (bytes|kB|MB|GB) of the [\d.,]+ (kB|MB|GB|TB) this browser/,
    ),
  ).toBeVisible()
  if (!persisted) {
    await expect(storage.getByRole('button', { name: 'Ask the browser to keep it' })).toBeVisible()
  }
  await saveScreen(page, testInfo, 'account-storage-1440')
})

/** A location as the backend lists it. */
const KEPT = {
  location_id: 'kept-1',
  name: 'Saved before',
  labels: [],
  place_ids: ['4887398'],
  formatted_address: 'Chicago, Illinois, United States',
  create_dt: '2026-03-01T10:00:00+00:00',
  update_dt: '2026-03-01T10:00:00+00:00',
  enrich_dt: '2026-03-01T10:00:02+00:00',
  insights_dt: '2026-03-01T10:00:02+00:00',
  places: [{ place_id: '4887398' }],
  subscription_valid_types: ['events'],
  status: 'active',
  summary_insights: [],
  log: [],
}
const NO_ROOM = 'Not saved: the server’s disk is full. Locations saved before are kept.'

/**
 * A backend with no room left (node:http on 127.0.0.1, reached through the Account page's base
 * URL): it lists the location saved before and answers a save 507, as `npm run api` does on a full
 * disk and the embedded service does when the browser's storage for the site is full.
 */
async function startFullBackend(): Promise<{ url: string; close: () => Promise<void> }> {
  const cors = {
    'Access-Control-Allow-Origin': '*',
    'Access-Control-Allow-Methods': 'GET, POST, PUT, DELETE, OPTIONS',
    'Access-Control-Allow-Headers': 'Authorization, Content-Type, Accept',
  }
  const server = createServer((req, res) => {
    const path = (req.url ?? '').split('?')[0]
    const answer = (status: number, body: unknown) => {
      res.writeHead(status, { ...cors, 'Content-Type': 'application/json' })
      res.end(JSON.stringify(body))
    }
    if (req.method === 'OPTIONS') {
      res.writeHead(204, cors)
      res.end()
    } else if (path === '/v1/saved-locations/' && req.method === 'GET') {
      answer(200, { count: 1, locations: [KEPT] })
    } else if (path === '/v1/saved-locations/' && req.method === 'POST') {
      answer(507, { error: NO_ROOM })
    } else {
      answer(404, { error: 'not found' })
    }
  })
  return listenOnLoopback(server)
}

test('a save with no room left fails with a clear message in the form and loses nothing', async ({
  page,
  consoleErrors,
}, testInfo) => {
  const backend = await startFullBackend()
  try {
    await useConnection(page, { mode: 'proxy', baseUrl: backend.url, token: 'some-token' })
    await page.goto('/locations')
    const list = page.locator('.locations-list')
    await expect(list.getByRole('button', { name: 'Saved before', exact: true })).toBeVisible({
      timeout: 60_000,
    })

    await saveLocation(page, 'No room for this', '5km@40.7549,-73.984')
    const form = page.getByRole('form', { name: 'New location' })
    await expect(form.getByRole('alert').filter({ hasText: 'No room to save this' })).toHaveText(
      `No room to save this. ${NO_ROOM}`,
    )
    // What was typed stays, to save again once there is room.
    await expect(form.getByLabel('Name')).toHaveValue('No room for this')
    await saveScreen(page, testInfo, 'locations-storage-full-1440')

    await form.getByRole('button', { name: 'Cancel' }).click()
    await expect(list.getByRole('button', { name: 'Saved before', exact: true })).toBeVisible()
    await expect(list.getByRole('button', { name: 'No room for this', exact: true })).toHaveCount(0)
  } finally {
    await page.close()
    await backend.close()
  }
  forgetExpectedLoadErrors(consoleErrors, /status of (404|507)/)
})
