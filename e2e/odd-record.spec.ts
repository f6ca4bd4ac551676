// One odd record must not take down a view: the built app connected (Account page setting, kept
// in local storage) to a backend whose events hold an unknown time zone, null ranks, empty
// strings, a 10,000-character title and the like. The list, the detail panel, the map popup, the
// summary and the impact chart show the raw value or a dash; the route's error view
// (src/components/layout/route-error-view.tsx) never appears.
import type { Page } from '@playwright/test'
import { expect, saveScreen, test } from './fixtures'
import { useConnection } from './connection'
import { startOddBackend } from './odd-backend'
import type { BackendRecord, OddBackend } from './odd-backend'
import { BROKEN_EVENT, NORMAL_EVENT, ODD_EVENT } from './odd-records'

/** The key and shape the connection store persists (src/api/connection/connection-store.ts). */
const TOKEN = 'odd-backend-token'
/** Generous: the machine is shared, and the first load compiles the map's shaders. */
const LOAD_MS = 60_000

let backends: OddBackend[] = []

test.afterEach(async () => {
  await Promise.all(backends.map((backend) => backend.close()))
  backends = []
})

/** Starts a backend with `records` and points the page at it before any script of the app runs. */
async function connectTo(page: Page, records: readonly BackendRecord[]): Promise<OddBackend> {
  const backend = await startOddBackend(records)
  backends.push(backend)
  await useConnection(page, { mode: 'proxy', baseUrl: backend.url, token: TOKEN })
  return backend
}

/** The route stayed on the events view: its heading, not the error view's. */
async function expectEventsViewStanding(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Events')
  await expect(page.getByRole('heading', { name: 'Something went wrong' })).toHaveCount(0)
  await expect(page.getByText('This view stopped because of an unexpected error')).toHaveCount(0)
}

test('an event with odd values shows in the list, the details, the popup and the charts', async ({
  page,
}, testInfo) => {
  testInfo.setTimeout(180_000)
  const backend = await connectTo(page, [NORMAL_EVENT, ODD_EVENT])
  // The records' own month as the period: their starts show as written, not "Ongoing since".
  await page.goto('/events?range=custom&from=2026-03-01&to=2026-03-31')
  await expectEventsViewStanding(page)

  const rows = page.locator('.vtable__row')
  await expect(rows).toHaveCount(2, { timeout: LOAD_MS })
  const normalRow = rows.filter({ hasText: 'Ordinary concert' })
  await expect(normalRow).toContainText('10 Mar 2026, 14:30')
  const oddRow = rows.filter({ hasText: 'Odd record' })
  // Unknown zone: the instant in UTC, named so; null local rank and attendance, empty country: a dash.
  await expect(oddRow.locator('td')).toHaveText([
    /^Odd record W+$/,
    '11 Mar 2026, 09:00 UTC',
    'Space launches',
    '0',
    '–',
    '–',
    '–',
  ])

  // The summary keeps a category this dashboard does not know, and names an empty one with a dash.
  const byCategory = page.getByRole('group', { name: 'Events by category' })
  await expect(byCategory).toContainText('Space launches')
  await expect(byCategory.getByRole('button', { name: /^–/ })).toHaveCount(1)

  await oddRow.getByRole('button').click()
  await expect.poll(() => new URL(page.url()).searchParams.get('event')).toBe('odd-1')
  const detail = page.getByRole('complementary', { name: /^Odd record/ })
  await expect(detail).toBeVisible()
  const field = (term: string) =>
    detail
      .locator('.detail__row')
      .filter({ has: page.getByRole('term').getByText(term, { exact: true }) })
  await expect(field('Starts').getByRole('definition')).toHaveText('11 Mar 2026, 09:00 UTC')
  await expect(field('Predicted end').getByRole('definition')).toHaveText('11 Mar 2026, 03:15 UTC')
  await expect(field('Time zone').getByRole('definition')).toHaveText(
    'Mars/Olympus (unknown, times shown in UTC)',
  )
  await expect(field('Duration').getByRole('definition')).toHaveText('Not known yet')
  await expect(field('Ends').getByRole('definition')).toHaveText('Not known yet')
  await expect(field('Local rank').getByRole('definition')).toHaveText('–')
  await expect(field('Aviation rank').getByRole('definition')).toHaveText('–')
  await expect(field('Predicted attendance').getByRole('definition')).toHaveText('–')
  await expect(field('Scope').getByRole('definition')).toHaveText('–')
  await expect(field('Country').getByRole('definition')).toHaveText('–')
  await expect(field('Places').getByRole('definition')).toContainText('unknown-place')
  await expect(field('First seen')).toHaveCount(0)
  await expect(detail.getByRole('figure', { name: 'Demand impact by day' })).toBeVisible()

  const popup = page.locator('.maplibregl-popup')
  await expect(popup).toHaveCount(1, { timeout: LOAD_MS })
  await expect(popup.locator('.map-event-popup__title')).toContainText('Odd record')
  await expect(popup).toContainText('11 Mar 2026, 09:00 UTC')

  await expectEventsViewStanding(page)
  await expect(page.getByRole('alert')).toHaveCount(0)
  // The view asked only for what it shows: no request went unanswered by the backend's table.
  expect(backend.requests.filter((line) => !line.startsWith('OPTIONS'))).toEqual(
    expect.arrayContaining([
      expect.stringMatching(/^GET \/v1\/events\/\?/),
      expect.stringMatching(/^GET \/v1\/events\/count\/\?/),
    ]),
  )
  await saveScreen(page, testInfo, 'events-odd-record')
})

test('a record outside the contract fails its request in words; the view stays', async ({
  page,
}, testInfo) => {
  testInfo.setTimeout(180_000)
  await connectTo(page, [NORMAL_EVENT, BROKEN_EVENT])
  await page.goto('/events')
  await expectEventsViewStanding(page)
  // The client checks every answer against the contract (src/api/client.ts): the list explains
  // the failed request and offers a retry; the summary, the filters and the map stay.
  const failure = page.locator('.events-main__list').getByRole('alert')
  await expect(failure).toContainText('The API answered in a form this dashboard does not read', {
    timeout: LOAD_MS,
  })
  await expect(failure.getByRole('button', { name: 'Retry anyway' })).toBeVisible()
  await expect(page.getByRole('group', { name: 'Events by category' })).toBeVisible()
  await expect(page.getByRole('form', { name: 'Event filters' })).toBeVisible()
  await expectEventsViewStanding(page)
  await saveScreen(page, testInfo, 'events-broken-record')
})
