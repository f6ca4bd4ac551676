// The answers a page keeps between loads (docs/dataset-cache.md): a reload draws a view, its map
// included, from them without asking the service again; an entry that is not a kept query is asked
// for again rather than served; a day later they are all dropped.
import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { holdRequests } from './held-requests'
import { serviceRequests } from './service-requests'
import { KEPT_ANSWERS_DB, KEPT_ANSWERS_STORE } from '../src/app/backend/answers-store'
import { PAGE_MARKS } from '../src/utils/page-marks'
import { expectMarkedOnce } from './page-marks'
import { NEXT_DAY_ENV, moveClock, pinClock } from './pinned-clock'

/** A load may generate a dataset; a busy machine takes a while. */
const LOAD_MS = 300_000
/** A view with filters, so that nothing the build answers ahead of time is involved. */
const VIEW = '/events?category=concerts,sports&range=next90'
const COUNT_PATH = '/v1/events/count/'
/** The embedded service's worker script, as the build names it. */
const SERVICE_WORKER_SCRIPT = /\/assets\/service\.worker-[\w-]+\.js$/

test.beforeEach(async ({ page }) => {
  await pinClock(page)
})

/** The events view's count once shown, e.g. "4,981". */
async function shownCount(page: Page): Promise<string> {
  const number = page.locator('.events-summary__number')
  await expect(number).toHaveText(/^\d[\d,]*$/, { timeout: LOAD_MS })
  return (await number.textContent()) ?? ''
}

/** The keys of the kept queries (src/app/backend/kept-answers.ts). */
function keptKeys(page: Page): Promise<string[]> {
  return page.evaluate(
    ({ name, store }) =>
      new Promise<string[]>((resolve, reject) => {
        const open = indexedDB.open(name)
        open.onerror = () => {
          reject(new Error(String(open.error)))
        }
        open.onsuccess = () => {
          const db = open.result
          if (!db.objectStoreNames.contains(store)) {
            db.close()
            resolve([])
            return
          }
          const keys = db.transaction(store).objectStore(store).getAllKeys()
          keys.onsuccess = () => {
            db.close()
            resolve(keys.result.map(String))
          }
          keys.onerror = () => {
            reject(new Error(String(keys.error)))
          }
        }
      }),
    { name: KEPT_ANSWERS_DB, store: KEPT_ANSWERS_STORE },
  )
}

/** Waits until the view's count is kept, and gives its entry's key. */
async function keptCountKey(page: Page): Promise<string> {
  let key: string | undefined
  await expect
    .poll(
      async () => {
        key = (await keptKeys(page)).find((k) => k.includes('"countEvents"'))
        return key !== undefined
      },
      { timeout: LOAD_MS },
    )
    .toBe(true)
  return key ?? ''
}

const isCount = (url: string) => new URL(url, 'http://x').pathname === COUNT_PATH

// One tab through the kept answers' life, as each step starts from what the last one kept.
test('a reload shows a view and its map from kept answers; a damaged entry is asked for again; a day later they are dropped', async ({
  page,
}) => {
  test.setTimeout(6 * LOAD_MS)
  await page.goto(VIEW)
  const count = await shownCount(page)
  const firstTitle = await page.locator('.vtable__select').first().textContent()
  const countKey = await keptCountKey(page)
  // The map's query is kept once all its pages are in.
  await expect
    .poll(async () => (await keptKeys(page)).some((k) => k.includes('"all-matches"')), {
      timeout: LOAD_MS,
    })
    .toBe(true)

  // The service cannot start on this reload: whatever the view shows comes from the kept answers.
  await page.route(SERVICE_WORKER_SCRIPT, (route) => route.abort())
  await page.reload()
  expect(await shownCount(page)).toBe(count)
  await expect(page.locator('.vtable__select').first()).toHaveText(firstTitle ?? '')
  await expectMarkedOnce(page, PAGE_MARKS.eventsMapData, LOAD_MS)
  await page.unroute(SERVICE_WORKER_SCRIPT)

  // Something else under the count's key, as a damaged entry would hold.
  await page.evaluate(
    ({ name, store, key }) =>
      new Promise<void>((resolve, reject) => {
        const open = indexedDB.open(name)
        open.onsuccess = () => {
          const tx = open.result.transaction(store, 'readwrite')
          tx.objectStore(store).put({ count: 123456789 }, key)
          tx.oncomplete = () => {
            open.result.close()
            resolve()
          }
          tx.onerror = () => {
            reject(new Error(String(tx.error)))
          }
        }
      }),
    { name: KEPT_ANSWERS_DB, store: KEPT_ANSWERS_STORE, key: countKey },
  )
  const sent = await serviceRequests(page)
  await page.reload()
  expect(await shownCount(page)).toBe(count)
  expect(sent.filter(isCount)).toHaveLength(1)

  // A day later: the answers of yesterday are dropped.
  const name = countKey.slice(0, countKey.indexOf('-["api"'))
  await moveClock(page, NEXT_DAY_ENV)
  const sentBefore = sent.length
  await page.reload()
  await shownCount(page)
  // The new day's count is asked of the service, and kept under a new name in place of the old.
  expect(sent.slice(sentBefore).filter(isCount)).toHaveLength(1)
  await expect
    .poll(async () => (await keptKeys(page)).filter((key) => key.startsWith(name)), {
      timeout: LOAD_MS,
    })
    .toEqual([])
  expect(await keptKeys(page)).toContainEqual(expect.stringContaining('"countEvents"'))
})

// The analytics view's daily features are a read of the dataset too (src/contract/dataset-reads.ts):
// a reload draws its figures and charts from what the first load kept.
test('a reload draws the analytics view from kept answers while the service cannot start', async ({
  page,
}) => {
  test.setTimeout(3 * LOAD_MS)
  const sent = await serviceRequests(page)
  await page.goto('/analytics?place=4887398')
  await expectMarkedOnce(page, PAGE_MARKS.analyticsComplete, LOAD_MS)
  const kpis = page.getByRole('region', { name: 'Key figures' })
  await expect(kpis).toContainText(/people a day/)
  const figures = await kpis.textContent()
  // Every window the view asked for is kept.
  const windows = sent.filter((url) => new URL(url, 'http://x').pathname === '/v1/features/')
  expect(windows.length).toBeGreaterThan(0)
  await expect
    .poll(async () => (await keptKeys(page)).filter((k) => k.includes('"features"')).length, {
      timeout: LOAD_MS,
    })
    .toBe(windows.length)

  await page.route(SERVICE_WORKER_SCRIPT, (route) => route.abort())
  await page.reload()
  await expectMarkedOnce(page, PAGE_MARKS.analyticsComplete, LOAD_MS)
  await expect(kpis).toHaveText(figures ?? '')
  await expect(page.locator('.analytics-charts')).toHaveAttribute('aria-busy', 'false')
})

// Opening a database takes the browser a while on a busy machine, and a reload's first queries
// read their answers from it: the page's first script opens it, before the app's own scripts run
// (src/app/backend/answers-store.ts).
test("the page opens the kept answers' database before the app's scripts run", async ({ page }) => {
  test.setTimeout(LOAD_MS)
  const app = await holdRequests(page, '**/assets/app-*.js')
  // Not to its load event: that waits for the held script.
  await page.goto(VIEW, { waitUntil: 'commit' })
  await expect.poll(app.held, { timeout: LOAD_MS }).toBeGreaterThan(0)
  const databases = () =>
    page.evaluate(async () => (await indexedDB.databases()).map((database) => database.name))
  await expect.poll(databases, { timeout: LOAD_MS }).toContain(KEPT_ANSWERS_DB)
  // The app has not run: its code is still held.
  await expect(page.locator('#root > *')).toHaveCount(0)
  app.release()
  await shownCount(page)
})
