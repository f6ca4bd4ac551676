// The answers a page keeps between loads (docs/answer-cache.md): a reload draws its first view from
// them without asking the service again, a day later they are dropped, and a damaged one is asked
// for again rather than served.
import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { serviceRequests } from './service-requests'
import { ANSWER_INDEX_KEY, ANSWER_KEY_PREFIX } from '../src/api/answer-cache'
import { PAGE_MARKS } from '../src/utils/page-marks'
import { expectMarkedOnce } from './page-marks'
import { NEXT_DAY_ENV, moveClock, pinClock } from './pinned-clock'

/** A load may generate a dataset; a busy machine takes a while. */
const LOAD_MS = 300_000
const COUNT_PATH = '/v1/events/count/'

test.beforeEach(async ({ page }) => {
  await pinClock(page)
})

/** The events view's count once shown, e.g. "4,981". */
async function shownCount(page: Page): Promise<string> {
  const number = page.locator('.events-summary__number')
  await expect(number).toHaveText(/^\d[\d,]*$/, { timeout: LOAD_MS })
  return (await number.textContent()) ?? ''
}

/** The full URLs of the kept answers, under the scope that keeps them (src/api/answer-cache.ts). */
function keptAnswers(page: Page): Promise<Record<string, string[]>> {
  return page.evaluate(
    ({ indexKey, prefix }) => {
      const index = JSON.parse(localStorage.getItem(indexKey) ?? 'null') as {
        scope: string
        entries: { url: string }[]
      } | null
      if (index === null) return {}
      const urls = index.entries
        .filter((e) => localStorage.getItem(prefix + e.url) !== null)
        .map((e) => new URL(e.url, location.origin).href)
      return { [index.scope]: urls }
    },
    { indexKey: ANSWER_INDEX_KEY, prefix: ANSWER_KEY_PREFIX },
  )
}

/** Waits until the count the view asked for is kept, and gives its URL. */
async function keptCountUrl(page: Page): Promise<string> {
  let url: string | undefined
  await expect
    .poll(
      async () => {
        url = Object.values(await keptAnswers(page))
          .flat()
          .find((u) => new URL(u).pathname === COUNT_PATH)
        return url !== undefined
      },
      { timeout: LOAD_MS },
    )
    .toBe(true)
  return url ?? ''
}

/** The API requests the page sends from now on (kept answers send none). */
test('a reload shows the first view from kept answers, as the service gave them', async ({
  page,
}) => {
  test.setTimeout(4 * LOAD_MS)
  await page.goto('/events')
  const count = await shownCount(page)
  const firstTitle = await page.locator('.vtable__select').first().textContent()
  const countUrl = await keptCountUrl(page)
  const kept = Object.values(await keptAnswers(page)).flat()

  const sent = await serviceRequests(page)
  await page.reload()
  expect(await shownCount(page)).toBe(count)
  await expect(page.locator('.vtable__select').first()).toHaveText(firstTitle ?? '')
  // The map drew from them too.
  await expectMarkedOnce(page, PAGE_MARKS.eventsMapData, LOAD_MS)
  expect(sent).not.toContain(countUrl)
  expect(sent.filter((url) => kept.includes(url))).toEqual([])

  // Whatever was not kept still reaches the service, which then starts: the map's later pages.
  await expect(page.getByRole('status', { name: 'Embedded service' })).toHaveText(
    /^Ready: events and broadcasts/,
    { timeout: LOAD_MS },
  )
})

test('answers of yesterday are dropped when the clock moves a day', async ({ page }) => {
  test.setTimeout(4 * LOAD_MS)
  await page.goto('/events')
  await shownCount(page)
  const countUrl = await keptCountUrl(page)
  const [before] = Object.keys(await keptAnswers(page))

  await moveClock(page, NEXT_DAY_ENV)
  const sent = await serviceRequests(page)
  await page.reload()
  await shownCount(page)
  // The new day's count is asked of the service, and kept under a new scope in place of the old.
  expect(sent).toContain(countUrl)
  await expect
    .poll(async () => Object.keys(await keptAnswers(page)), { timeout: LOAD_MS })
    .toEqual([expect.not.stringMatching(before ?? '')])
})

test('a damaged kept answer is asked for again, not served', async ({ page }) => {
  test.setTimeout(4 * LOAD_MS)
  await page.goto('/events')
  const count = await shownCount(page)
  const countUrl = await keptCountUrl(page)

  // Other bytes under the kept answer's own first line, as a damaged entry would have.
  await page.evaluate(
    ({ url, prefix }) => {
      for (let i = 0; i < localStorage.length; i++) {
        const key = localStorage.key(i) ?? ''
        if (
          !key.startsWith(prefix) ||
          new URL(key.slice(prefix.length), location.origin).href !== url
        ) {
          continue
        }
        const entry = localStorage.getItem(key) ?? ''
        const newline = entry.indexOf('\n')
        const answer = JSON.parse(entry.slice(newline + 1)) as { count: number }
        const body = JSON.stringify({ ...answer, count: 123456789 })
        localStorage.setItem(key, `${entry.slice(0, newline)}\n${body}`)
      }
    },
    { url: countUrl, prefix: ANSWER_KEY_PREFIX },
  )

  const sent = await serviceRequests(page)
  await page.reload()
  expect(await shownCount(page)).toBe(count)
  expect(sent).toContain(countUrl)
})
