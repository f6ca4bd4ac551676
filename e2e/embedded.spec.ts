import { statSync } from 'node:fs'
import { basename, join } from 'node:path'
import { expect, test, waitForServiceWorker } from './fixtures'
import { EMBEDDED_SERVICE_ENV } from './journey-envs'
import { PAGE_REQUESTS_STORAGE_KEY } from '../src/app/backend/page-requests'
import { PAGE_MARKS } from '../src/utils/page-marks'

/** The data files of the site the journeys browse (e2e/journey-site.ts). */
const SITE_DATA = join(import.meta.dirname, '..', 'dist-journeys', 'data')

interface EventsPage {
  readonly status: number
  readonly count?: number
  readonly results?: readonly { readonly id: string }[]
}

test.beforeEach(async ({ page }) => {
  await page.addInitScript((env) => {
    localStorage.setItem('eventscope.service-env', JSON.stringify(env))
  }, EMBEDDED_SERVICE_ENV)
})

test('the embedded service boots in a worker behind the service worker and answers /v1', async ({
  page,
}, testInfo) => {
  testInfo.setTimeout(180_000)
  const downloaded: string[] = []
  page.on('request', (request) => downloaded.push(new URL(request.url()).pathname))

  await page.goto('/events')
  const status = page.getByRole('status', { name: 'Embedded service' })
  await expect(status).toContainText('Preparing embedded data…')

  // The UI thread stays free while the dataset builds: navigation still works.
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Calendar' })
    .click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Calendar')

  // A request sent before the service is ready waits for it instead of failing. (The app's own
  // client also waits for MSW to be registered; a bare fetch must wait for the page to be controlled.)
  await waitForServiceWorker(page)
  const events = await page.evaluate(async (): Promise<EventsPage> => {
    const response = await fetch('/v1/events/?limit=3', {
      headers: { Authorization: 'Bearer demo-analyst' },
    })
    return { status: response.status, ...((await response.json()) as object) }
  })
  expect(events.status).toBe(200)
  expect(events.results).toHaveLength(3)
  expect(events.count).toBeGreaterThan(3)
  // The indicator goes; screen readers are told where the data came from.
  await expect(status.getByText('Preparing embedded data…')).toHaveCount(0)
  await expect(status).toHaveText(/^Ready: events and broadcasts /)

  expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true)
  expect(downloaded.some((path) => /\/assets\/service\.worker-[\w-]+\.js$/.test(path))).toBe(true)
  expect(downloaded.some((path) => /\/assets\/msw-browser-[\w-]+\.js$/.test(path))).toBe(true)
})

test('a first visit downloads the prebuilt dataset in its two parts, gzipped, and reads them', async ({
  page,
  context,
}, testInfo) => {
  testInfo.setTimeout(180_000)
  // The service's worker asks for the files; its responses reach the context.
  const part = (name: string) =>
    context.waitForEvent('response', (response) =>
      new RegExp(`^/data/dataset-[\\w.-]+-${name}\\.bin$`).test(new URL(response.url()).pathname),
    )
  const parts = Promise.all([part('near'), part('rest')])
  // The account view: what the service downloads is the same under every view, and this one
  // draws no map.
  await page.goto('/account')
  const responses = await parts
  await expect(page.getByRole('status', { name: 'Embedded service' })).toHaveText(
    'Ready: events and broadcasts read from the prebuilt files',
    { timeout: 300_000 },
  )
  for (const response of responses) {
    expect(response.status()).toBe(200)
    expect(await response.headerValue('content-encoding')).toBe('gzip')
    // What crossed the wire is under half of the file the worker read (the site's copy of it).
    const { responseBodySize } = await response.request().sizes()
    const file = statSync(join(SITE_DATA, basename(new URL(response.url()).pathname)))
    expect(responseBodySize).toBeGreaterThan(0)
    expect(responseBodySize * 2).toBeLessThan(file.size)
  }
})

test('saved locations persist in IndexedDB across a reload and show in a second tab', async ({
  page,
  serviceEnv,
}, testInfo) => {
  // Three page loads, each building the embedded dataset, on a machine that may be busy.
  testInfo.setTimeout(600_000)
  await page.goto('/locations')
  await waitForServiceWorker(page)
  const created = await page.evaluate(async () => {
    const response = await fetch('/v1/saved-locations/', {
      method: 'POST',
      headers: { Authorization: 'Bearer demo-analyst', 'Content-Type': 'application/json' },
      body: JSON.stringify({
        name: 'Harbour front',
        geojson: {
          type: 'Feature',
          properties: { radius: 1.5, radius_unit: 'km' },
          geometry: { type: 'Point', coordinates: [151.2093, -33.8688] },
        },
      }),
    })
    return { status: response.status, body: (await response.json()) as { location_id: string } }
  })
  expect(created.status).toBe(201)

  await page.reload()
  await waitForServiceWorker(page)
  const stored = await page.evaluate(async (id) => {
    const response = await fetch(`/v1/saved-locations/${id}/`, {
      headers: { Authorization: 'Bearer demo-analyst' },
    })
    return { status: response.status, body: (await response.json()) as { name?: string } }
  }, created.body.location_id)
  expect(stored.status).toBe(200)
  expect(stored.body.name).toBe('Harbour front')

  // A second tab runs its own embedded service over the same IndexedDB: it sees the location.
  const second = await page.context().newPage()
  await second.addInitScript((env) => {
    localStorage.setItem('eventscope.service-env', JSON.stringify(env))
  }, serviceEnv)
  await second.goto('/locations')
  await waitForServiceWorker(second)
  const listed = await second.evaluate(async () => {
    const response = await fetch('/v1/saved-locations/', {
      headers: { Authorization: 'Bearer demo-analyst' },
    })
    return (await response.json()) as { locations: { location_id: string; name: string }[] }
  })
  expect(listed.locations.map((l) => l.name)).toContain('Harbour front')
  await second.close()
})

test('the service worker hands only /v1 requests to the page; files go straight to the network', async ({
  page,
}, testInfo) => {
  testInfo.setTimeout(180_000)
  // Every request the service worker asks the page about arrives as an msw "REQUEST" message.
  await page.addInitScript(() => {
    const asked: string[] = []
    Object.assign(window, { __askedUrls: asked })
    navigator.serviceWorker.addEventListener('message', (event: MessageEvent<unknown>) => {
      const data = event.data as { type?: string; payload?: { url?: string } } | null
      if (data?.type === 'REQUEST' && data.payload?.url) asked.push(data.payload.url)
    })
  })
  await page.goto('/events')
  await waitForServiceWorker(page)
  // A second load is controlled from its first request: the map's files, the service's worker and
  // its data files are all fetched while the service worker is mocking.
  await page.reload()
  await waitForServiceWorker(page)
  const answers = await page.evaluate(async () => {
    const file = await fetch('/data/labels-us-states.geojson')
    const api = await fetch('/v1/places/?q=Boston&limit=1', {
      headers: { Authorization: 'Bearer demo-analyst' },
    })
    return { file: file.status, api: api.status }
  })
  expect(answers).toEqual({ file: 200, api: 200 })
  const asked = await page.evaluate(
    () => (window as unknown as { __askedUrls: string[] }).__askedUrls,
  )
  const paths = asked.map((url) => new URL(url).pathname)
  expect(paths).toContain('/v1/places/')
  expect(paths.filter((path) => !path.startsWith('/v1/'))).toEqual([])
})

test.describe('by default', () => {
  test.use({ pageRequests: false })

  test('no service worker controls the page, and one an earlier load registered goes', async ({
    page,
  }, testInfo) => {
    testInfo.setTimeout(180_000)
    const eventsDrawn = () =>
      page.waitForFunction(
        (mark) => performance.getEntriesByName(mark, 'mark').length > 0,
        PAGE_MARKS.eventsMapData,
        { timeout: 120_000 },
      )
    // An analyst who once asked for the page's own /v1 requests to be answered.
    await page.goto('/events')
    await page.evaluate((key) => {
      localStorage.setItem(key, 'on')
    }, PAGE_REQUESTS_STORAGE_KEY)
    await page.reload()
    await waitForServiceWorker(page)

    // Turned off: the view draws its data, and once it has, the registration goes.
    await page.evaluate((key) => {
      localStorage.removeItem(key)
    }, PAGE_REQUESTS_STORAGE_KEY)
    const downloaded: string[] = []
    page.on('request', (request) => downloaded.push(new URL(request.url()).pathname))
    await page.reload()
    await eventsDrawn()
    await expect
      .poll(() =>
        page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length),
      )
      .toBe(0)
    expect(downloaded.filter((path) => /\/assets\/msw-browser-[\w-]+\.js$/.test(path))).toEqual([])

    // The next load is not controlled, and its view is answered all the same.
    await page.reload()
    await eventsDrawn()
    await expect(page.getByRole('status', { name: 'Embedded service' })).toHaveText(/^Ready:/, {
      timeout: 120_000,
    })
    expect(await page.evaluate(() => navigator.serviceWorker.controller)).toBeNull()
    const answered = await page.evaluate(async () => {
      const response = await fetch('/v1/events/?limit=3', {
        headers: { Authorization: 'Bearer demo-analyst' },
      })
      return response.headers.get('content-type')?.includes('json') === true
    })
    expect(answered).toBe(false)
  })
})
