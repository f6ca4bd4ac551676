// A first visit today draws its first view from the answers the build gave ahead of time
// (docs/dataset-cache.md "A first visit"): the events view's first requests never reach the
// service, what it shows is what the service answers, and a damaged answer is asked for again.
import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { serviceRequests } from './service-requests'
import { EMBEDDED_TOKEN } from '../src/api/connection/page-connection'
import type { PrebuiltAnswers } from '../src/app/backend/prebuilt-answers'
import { FIRST_ANSWERS_FILE } from '../src/utils/data-files'
import { PAGE_MARKS, VIEW_DRAWN_LATEST_MS } from '../src/utils/page-marks'
import { expectMarkedOnce } from './page-marks'

// The default dataset: the one `npm run data` answered ahead of time for today.
test.use({ serviceEnv: {} })

/** A first load reads the 100 MB prebuilt dataset once the service starts. */
const LOAD_MS = 300_000
const COUNT_PATH = '/v1/events/count/'
const ANSWERS_FILE = new RegExp(`/data/${FIRST_ANSWERS_FILE.replace('.', '\\.')}$`)
const WRONG_COUNT = 123_456_789

const isCount = (url: string) => new URL(url, 'http://x').pathname === COUNT_PATH

/** The API requests the page sends from now on. */
async function shownCount(page: Page): Promise<number> {
  const number = page.locator('.events-summary__number')
  await expect(number).toHaveText(/^\d[\d,]*$/, { timeout: LOAD_MS })
  return Number((await number.textContent())?.replaceAll(',', ''))
}

/** The URL of the count among the answers the build gave (src/app/backend/prebuilt-answers.ts). */
async function givenCountUrl(page: Page): Promise<string> {
  const response = await page.request.get(`/data/${FIRST_ANSWERS_FILE}`)
  const file = (await response.json()) as PrebuiltAnswers
  return file.answers.find((answer) => isCount(answer.url))?.url ?? ''
}

/** What the service itself counts for `url`, asked past the build's answers. */
async function serviceCount(page: Page, url: string): Promise<number> {
  await expect(page.getByRole('status', { name: 'Embedded service' })).toHaveText(/^Ready/, {
    timeout: LOAD_MS,
  })
  return page.evaluate(
    async ({ path, token }) => {
      const response = await fetch(path, { headers: { Authorization: `Bearer ${token}` } })
      return ((await response.json()) as { count: number }).count
    },
    { path: url, token: EMBEDDED_TOKEN },
  )
}

test('a first visit shows its first view before asking the service, as the service answers', async ({
  page,
}) => {
  test.setTimeout(3 * LOAD_MS)
  const files: string[] = []
  page.on('response', (response) => {
    if (ANSWERS_FILE.test(response.url()) && response.ok()) files.push(response.url())
  })
  const sent = await serviceRequests(page)
  await page.goto('/events')
  const count = await shownCount(page)
  await expect(page.locator('.vtable__select').first()).toBeVisible()
  expect(files).toHaveLength(1)
  expect(sent.filter(isCount)).toEqual([])

  expect(await serviceCount(page, await givenCountUrl(page))).toBe(count)
  // The map drew its first events from them too.
  await expectMarkedOnce(page, PAGE_MARKS.eventsMapData, LOAD_MS)

  // A reload finds what the view got kept (src/app/backend/kept-answers.ts).
  const before = sent.length
  await page.reload()
  expect(await shownCount(page)).toBe(count)
  expect(sent.slice(before).filter(isCount)).toEqual([])
})

test("a damaged answer of the build's is asked of the service, not shown", async ({ page }) => {
  test.setTimeout(3 * LOAD_MS)
  await page.route(ANSWERS_FILE, async (route) => {
    const response = await route.fetch()
    const file = (await response.json()) as PrebuiltAnswers
    // Another count under the answer's own digest, as a damaged file would carry.
    const answers = file.answers.map((a) =>
      isCount(a.url) ? { ...a, body: JSON.stringify({ count: WRONG_COUNT }) } : a,
    )
    await route.fulfill({ response, json: { ...file, answers } })
  })
  const sent = await serviceRequests(page)
  await page.goto('/events')
  const count = await shownCount(page)
  expect(count).not.toBe(WRONG_COUNT)
  expect(sent.filter(isCount)).toHaveLength(1)
  expect(await serviceCount(page, sent.find(isCount) ?? '')).toBe(count)
})

test('a first visit downloads the rest of the dataset only once its view shows data, or waited long enough', async ({
  page,
  context,
}) => {
  test.setTimeout(2 * LOAD_MS)
  const rest = context.waitForEvent('request', {
    predicate: (request) =>
      /^\/data\/dataset-[\w.-]+-rest\.bin$/.test(new URL(request.url()).pathname),
    timeout: LOAD_MS,
  })
  // A page with no data to show asks the service nothing: only the time the page gives a view to
  // draw lets the rest go (src/utils/page-marks.ts), where the near part alone goes at once.
  await page.goto('/no-such-view')
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible()
  const navigatedAt = await page.evaluate(() => performance.timeOrigin)
  const restRequest = await rest
  await restRequest.response()
  expect(restRequest.timing().startTime).toBeGreaterThanOrEqual(
    Math.floor(navigatedAt + VIEW_DRAWN_LATEST_MS),
  )
  // And then the service reads it: the whole dataset answers.
  await expect(page.getByRole('status', { name: 'Embedded service' })).toHaveText(
    'Ready: events and broadcasts read from the prebuilt files',
    { timeout: LOAD_MS },
  )
})
