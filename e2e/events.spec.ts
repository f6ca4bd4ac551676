import { readFile } from 'node:fs/promises'

import type { Page } from '@playwright/test'
import { expect, keptPageTest as test, saveScreen, seriousA11yViolations } from './fixtures'
import { openView } from './kept-page'
import { canvasPixels } from './canvas-pixels'
import { expectMapCornersInFrame } from './map-frame'

// The embedded service answers in the page (MSW worker); the demo analyst sees everything.
const TOKEN = 'demo-analyst'
/** The embedded dataset is built in the page on every load; on a busy machine that takes a while. */
const SERVICE_READY_MS = 180_000

test.describe.configure({ timeout: 2 * SERVICE_READY_MS + 60_000 })

/** Calls the API from the page, as the app does, with the demo token. */
async function apiGet(page: Page, path: string): Promise<{ count: number }> {
  return page.evaluate(
    async ({ path, token }) => {
      const response = await fetch(path, { headers: { Authorization: `Bearer ${token}` } })
      if (!response.ok) throw new Error(`${path}: ${response.status}`)
      return (await response.json()) as { count: number }
    },
    { path, token: TOKEN },
  )
}

/** The count endpoint for the query the view shows in its request panel. */
async function countOfShownRequest(page: Page): Promise<number> {
  const url = new URL((await page.locator('.request-panel__url').textContent()) ?? '')
  url.searchParams.delete('limit')
  url.searchParams.delete('offset')
  url.searchParams.delete('sort')
  return (await apiGet(page, `/v1/events/count/?${url.searchParams.toString()}`)).count
}

const totalShown = async (page: Page): Promise<number> => {
  const text = await page.locator('.events-summary__number').innerText()
  return Number(text.replace(/,/g, ''))
}

async function openEvents(page: Page, query = ''): Promise<void> {
  await openView(page, `/events${query}`)
  await expect(page.getByRole('heading', { level: 1, name: 'Events' })).toBeVisible()
  // Results (with their pager) or the empty state: either means the service answered.
  const answered = page
    .getByRole('navigation', { name: 'Result pages' })
    .or(page.getByText(/^No events match /).first())
  await expect(answered).toBeVisible({ timeout: SERVICE_READY_MS })
}

test('filter by category and rank level; counts agree with the API', async ({ page }) => {
  await openEvents(page, '?range=next90')
  const map = page.locator('.map-view__map')
  // Where the map sits in the page, whatever reaching the checkboxes scrolled.
  const mapPlace = () =>
    map.evaluate((frame) => {
      const box = frame.getBoundingClientRect()
      return { top: box.top + window.scrollY, left: box.left, width: box.width, height: box.height }
    })
  const mapBox = await mapPlace()
  await page.getByRole('checkbox', { name: /^Sports/ }).check()
  await page
    .getByRole('group', { name: /^Rank level/ })
    .getByRole('checkbox', { name: /^Level 4/ })
    .check()
  // The router writes a value that would read as JSON in quotes (`rank="4"`), so read it back.
  await expect.poll(() => new URL(page.url()).searchParams.get('category')).toBe('sports')
  await expect.poll(() => new URL(page.url()).searchParams.get('rank')).toMatch(/^"?4"?$/)
  await expect(page.locator('.request-panel__url')).toContainText('category=sports')
  await expect(page.locator('.request-panel__url')).toContainText('rank_level=4')
  // Without search text the default order is highest rank first, the soonest breaking ties.
  await expect(page.locator('.request-panel__url')).toContainText('sort=-rank%2Cstart&')
  await expect.poll(() => totalShown(page)).toBe(await countOfShownRequest(page))
  const pager = page.getByRole('navigation', { name: 'Result pages' })
  await expect(pager).toContainText(/Showing 1–\d+ of [\d,]+/)
  // Every row of the page is a sports event.
  await expect(page.locator('.vtable__row').first()).toContainText('Sports')
  // The summary above the map lost most of its chips; the map kept its place and size.
  expect(await mapPlace()).toEqual(mapBox)
})

/** The time bar's days as drawn: date and count of each bar. */
async function timeBarDays(page: Page): Promise<{ date: string; count: number }[]> {
  const bar = page.locator('.time-bar')
  await expect(bar.locator('.time-bar__day').first()).toBeVisible({ timeout: SERVICE_READY_MS })
  await expect(bar).not.toHaveClass(/is-loading/)
  return bar.locator('.time-bar__day').evaluateAll((days) =>
    days.map((day) => ({
      date: day.getAttribute('data-date') ?? '',
      count: Number(day.getAttribute('data-count')),
    })),
  )
}

/** The calendar endpoint's count per day for the filters the view shows in its request panel. */
async function calendarOfShownRequest(page: Page): Promise<Map<string, number>> {
  const url = new URL((await page.locator('.request-panel__url').textContent()) ?? '')
  for (const key of ['limit', 'offset', 'sort']) url.searchParams.delete(key)
  url.searchParams.set('limit', '1000')
  const days = await page.evaluate(
    async ({ path, token }) => {
      const response = await fetch(path, { headers: { Authorization: `Bearer ${token}` } })
      if (!response.ok) throw new Error(`${path}: ${response.status}`)
      return ((await response.json()) as { results: { date: string; count: number }[] }).results
    },
    { path: `/v1/events/calendar/?${url.searchParams.toString()}`, token: TOKEN },
  )
  return new Map(days.map((day) => [day.date, day.count]))
}

test('the time bar counts the events active on each day, as the API does, and follows the filters', async ({
  page,
}, testInfo) => {
  await openEvents(page, '?range=next30')
  const all = await timeBarDays(page)
  expect(all).toHaveLength(30)
  let api = await calendarOfShownRequest(page)
  expect(all).toEqual(all.map((day) => ({ date: day.date, count: api.get(day.date) ?? 0 })))
  // The busiest day against the count endpoint for that one day: an event counts on every day it
  // is active, not only on the day it starts.
  const busiest = all.reduce((a, b) => (b.count > a.count ? b : a))
  expect(busiest.count).toBeGreaterThan(0)
  const oneDay = await apiGet(
    page,
    `/v1/events/count/?active.gte=${busiest.date}&active.lte=${busiest.date}`,
  )
  expect(oneDay.count).toBe(busiest.count)
  await expect(page.getByRole('slider', { name: 'Time window' })).toHaveAccessibleDescription(
    /^Events active per day.*busiest/,
  )
  await saveScreen(page, testInfo, 'events-time-bar-1440')

  await page.getByRole('checkbox', { name: /^Concerts/ }).check()
  await expect(page.locator('.request-panel__url')).toContainText('category=concerts')
  await expect
    .poll(async () => (await timeBarDays(page)).reduce((sum, day) => sum + day.count, 0))
    .toBeLessThan(all.reduce((sum, day) => sum + day.count, 0))
  const concerts = await timeBarDays(page)
  api = await calendarOfShownRequest(page)
  expect(concerts).toEqual(
    concerts.map((day) => ({ date: day.date, count: api.get(day.date) ?? 0 })),
  )

  // Weighted by attendance: the people expected each day (the sums are held to the daily
  // features of the API in lit-count.test.ts), on a link that keeps the choice.
  await page.getByRole('combobox', { name: 'Bars show' }).selectOption('attendance')
  await expect(page).toHaveURL(/[?&]bars=attendance/)
  await expect(page.locator('.time-bar__peak')).toContainText(/^Peak [\d,]+ people$/)
  const people = await timeBarDays(page)
  expect(people.map((day) => day.date)).toEqual(concerts.map((day) => day.date))
  expect(Math.max(...people.map((day) => day.count))).toBeGreaterThan(
    Math.max(...concerts.map((day) => day.count)),
  )
})

/** The time window's state as the slider tells it, and the days it frames. */
async function timeWindow(page: Page) {
  const slider = page.getByRole('slider', { name: 'Time window' })
  const frame = page.locator('.time-bar__window')
  const days = await timeBarDays(page)
  const first = Number(await frame.getAttribute('data-first'))
  const last = Number(await frame.getAttribute('data-last'))
  const text = (await slider.getAttribute('aria-valuetext')) ?? ''
  return {
    playhead: Number(await slider.getAttribute('aria-valuenow')),
    gte: days[first]?.date ?? '',
    lte: days[last]?.date ?? '',
    lit: Number(/^([\d,]+) of/.exec(text)?.[1]?.replaceAll(',', '')),
    text,
  }
}

/** The count endpoint for the shown request's filters, narrowed to a window of days. */
async function countInWindow(page: Page, gte: string, lte: string): Promise<number> {
  const url = new URL((await page.locator('.request-panel__url').textContent()) ?? '')
  for (const key of ['limit', 'offset', 'sort']) url.searchParams.delete(key)
  url.searchParams.set('active.gte', gte)
  url.searchParams.set('active.lte', lte)
  return (await apiGet(page, `/v1/events/count/?${url.searchParams.toString()}`)).count
}

// The clusters' #3b4a66 at 0.85 over the light land and water.
const CLUSTER_COLOUR = { near: [86, 99, 123], within: 16 } as const

test('the time window lights what the API counts for its days, plays, and a link opens on its frame', async ({
  page,
}, testInfo) => {
  const filters = '?range=next30&category=festivals,concerts,conferences&tz=America/New_York'
  await openEvents(page, filters)
  const legend = page.locator('.map-legend__summary')
  await expect(legend).toContainText(/Map shows all [\d,]+ events/, { timeout: SERVICE_READY_MS })
  await timeBarDays(page)
  const canvas = '.events-main__map canvas.maplibregl-canvas'
  await expect.poll(() => canvasPixels(page, canvas, CLUSTER_COLOUR)).toBeGreaterThan(100)

  // A click on a day sets a one-day window there; the map drops its clusters for lit points.
  const slider = page.getByRole('slider', { name: 'Time window' })
  const box = await slider.boundingBox()
  if (!box) throw new Error('no time bar')
  await slider.click({ position: { x: box.width * 0.3, y: box.height / 2 } })
  await expect(page).toHaveURL(/[?&]at=\d{4}-\d{2}-\d{2}/)
  let shown = await timeWindow(page)
  expect(shown.gte).toBe(shown.lte)
  expect(shown.lit).toBe(await countInWindow(page, shown.gte, shown.lte))
  await expect(legend).toHaveText(new RegExp(`^${shown.text}`))
  await expect.poll(() => canvasPixels(page, canvas, CLUSTER_COLOUR)).toBeLessThan(20)

  // A three-day window moved with the keyboard.
  await page.getByRole('combobox', { name: 'Window', exact: true }).selectOption('3d')
  await slider.focus()
  await page.keyboard.press('ArrowRight')
  await page.keyboard.press('ArrowRight')
  await expect.poll(async () => (await timeWindow(page)).playhead).toBe(shown.playhead + 2)
  shown = await timeWindow(page)
  expect(shown.lit).toBe(await countInWindow(page, shown.gte, shown.lte))

  // The list can follow the window: its request is for the window's days, its count the lit one.
  await page.getByRole('checkbox', { name: /^Only events active/ }).check()
  await expect(page).toHaveURL(/[?&]list=window/)
  const panel = page.locator('.request-panel__url')
  await expect(panel).toContainText(`active.gte=${shown.gte}&active.lte=${shown.lte}`)
  expect(await countOfShownRequest(page)).toBe(shown.lit)

  // A day inside a festival that began earlier: it is lit though it did not start that day.
  const days = await timeBarDays(page)
  const festival = await page.evaluate(
    async ({ token, gte, lte }) => {
      const query = `category=festivals&active.gte=${gte}&active.lte=${lte}&active.tz=America/New_York&sort=-duration&limit=1`
      const response = await fetch(`/v1/events/?${query}`, {
        headers: { Authorization: `Bearer ${token}` },
      })
      return ((await response.json()) as { results: { start: string; end: string; id: string }[] })
        .results[0]
    },
    { token: TOKEN, gte: days[0]?.date ?? '', lte: days.at(-1)?.date ?? '' },
  )
  if (!festival) throw new Error('no festival in the period')
  const inside = days.findIndex(
    (day) => day.date > festival.start.slice(0, 10) && day.date < festival.end.slice(0, 10),
  )
  expect(inside).toBeGreaterThanOrEqual(0)
  await page.getByRole('combobox', { name: 'Window', exact: true }).selectOption('1d')
  await slider.focus()
  await page.keyboard.press('Home')
  for (let i = 0; i < inside; i += 1) await page.keyboard.press('ArrowRight')
  await expect.poll(async () => (await timeWindow(page)).gte).toBe(days[inside]?.date)
  shown = await timeWindow(page)
  expect(shown.lit).toBe(await countInWindow(page, shown.gte, shown.lte))
  const withFestival = await apiGet(
    page,
    `/v1/events/count/?id=${festival.id}&active.gte=${shown.gte}&active.lte=${shown.lte}&active.tz=America/New_York`,
  )
  expect(withFestival.count).toBe(1)
  await saveScreen(page, testInfo, 'events-time-window-1440')
  expect(await seriousA11yViolations(page)).toEqual([])

  // Dragging the window by its middle carries it four days, written on release (to the left when
  // the period ends sooner).
  const frame = await page.locator('.time-bar__window').boundingBox()
  const track = await slider.boundingBox()
  if (!frame || !track) throw new Error('no window to drag')
  const dayWidth = track.width / days.length
  const grabbed = { x: frame.x + frame.width / 2, y: frame.y + frame.height / 2 }
  const dragFrom = shown.playhead
  const by = dragFrom + 4 < days.length ? 4 : -4
  await page.mouse.move(grabbed.x, grabbed.y)
  await page.mouse.down()
  await page.mouse.move(grabbed.x + (dayWidth * by) / 2, grabbed.y, { steps: 4 })
  await page.mouse.move(grabbed.x + dayWidth * by, grabbed.y, { steps: 4 })
  await page.mouse.up()
  await expect.poll(async () => (await timeWindow(page)).playhead).toBe(dragFrom + by)
  shown = await timeWindow(page)
  await expect(page).toHaveURL(new RegExp(`[?&]at=${shown.gte}`))
  expect(shown.lit).toBe(await countInWindow(page, shown.gte, shown.lte))

  // Play moves the window a day at a time from the first day; pause writes the frame to the URL.
  await slider.focus()
  await page.keyboard.press('Home')
  await expect.poll(async () => (await timeWindow(page)).playhead).toBe(0)
  const before = 0
  await page.getByRole('button', { name: 'Play the window through the period' }).click()
  await expect
    .poll(async () => (await timeWindow(page)).playhead)
    .toBeGreaterThanOrEqual(before + 2)
  await page.getByRole('button', { name: 'Pause' }).click()
  const paused = await timeWindow(page)
  await expect(page).toHaveURL(new RegExp(`[?&]at=${paused.gte}`))
  expect(paused.lit).toBe(await countInWindow(page, paused.gte, paused.lte))

  // The link opens on the same frame.
  await page.reload()
  await expect(page.getByRole('slider', { name: 'Time window' })).toHaveAttribute(
    'aria-valuetext',
    paused.text,
    { timeout: SERVICE_READY_MS },
  )

  // The whole period again: the clusters come back.
  await page.getByRole('button', { name: 'Whole period' }).click()
  await expect(page).not.toHaveURL(/[?&]at=/)
  await expect(page).not.toHaveURL(/[?&]list=/)
  await expect.poll(() => canvasPixels(page, canvas, CLUSTER_COLOUR)).toBeGreaterThan(100)
})

test('by default the highest-ranked events come first, not long terms begun months ago', async ({
  page,
}) => {
  await openEvents(page)
  const summary = page.locator('.events-summary')
  await expect(summary).toContainText(/top rank \d+/)
  const top = Number(/top rank (\d+)/.exec(await summary.innerText())?.[1])
  // The list's rows come with their own answer, after the summary's.
  await expect(page.locator('.vtable__row').first()).toBeVisible()
  const headers = page.locator('.vtable thead th')
  const rankColumn = (
    await headers.evaluateAll((cells) =>
      cells.map((cell) => cell.textContent.replace(/[▲▼↕]/g, '').trim()),
    )
  ).indexOf('Rank')
  expect(rankColumn).toBeGreaterThan(0)
  const ranks = (
    await page
      .locator('.vtable__row')
      .evaluateAll(
        (rows, column) => rows.map((row) => row.querySelectorAll('td')[column]?.textContent ?? ''),
        rankColumn,
      )
  ).map(Number)
  expect(ranks.length).toBeGreaterThan(3)
  expect(ranks[0]).toBe(top)
  expect(ranks).toEqual([...ranks].sort((a, b) => b - a))
})

test('summary chips that do not fit scroll with arrow buttons, and +N more unfolds the rest', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 720 })
  await openEvents(page, '?range=next30')
  await expectMapCornersInFrame(page.locator('.events-main__map'))
  const summary = page.getByRole('region', { name: 'Summary' })
  const scroller = summary.locator('.events-summary__scroller')
  const scrolled = () => scroller.evaluate((row) => row.scrollLeft)
  // The row goes on past the view: an arrow says so, and takes the analyst there.
  const on = summary.getByRole('button', { name: 'Scroll the summary on' })
  await expect(on).toBeVisible()
  await expect(summary.getByRole('button', { name: 'Scroll the summary back' })).toHaveCount(0)
  await on.click()
  await expect.poll(scrolled).toBeGreaterThan(100)
  const back = summary.getByRole('button', { name: 'Scroll the summary back' })
  await expect(back).toBeVisible()
  await back.click()
  await expect.poll(scrolled).toBe(0)

  // The categories past the first five are a button away, brought into view when unfolded.
  const byCategory = page.getByRole('group', { name: 'Events by category' })
  const more = byCategory.getByRole('button', { name: /^\+\d+ more categories$/ })
  await expect(more).toHaveAttribute('aria-expanded', 'false')
  const hidden = Number(/\d+/.exec((await more.textContent()) ?? '')?.[0])
  const chips = byCategory.locator('.summary-chip:not(.events-summary__more)')
  await expect(chips).toHaveCount(5)
  await more.click()
  await expect(chips).toHaveCount(5 + hidden)
  await expect(byCategory.getByRole('button', { name: 'Fewer categories' })).toHaveAttribute(
    'aria-expanded',
    'true',
  )
  const row = await scroller.boundingBox()
  const sixth = await chips.nth(5).boundingBox()
  expect(sixth?.x ?? -1).toBeGreaterThanOrEqual((row?.x ?? 0) - 1)
  expect((sixth?.x ?? 0) + (sixth?.width ?? 0)).toBeLessThanOrEqual(
    (row?.x ?? 0) + (row?.width ?? 0) + 1,
  )
})

test('countries are picked by name and sent as ISO codes', async ({ page }) => {
  await openEvents(page, '?range=next30')
  const countries = page.getByRole('combobox', { name: 'Countries' })
  await countries.fill('germ')
  await countries.press('Enter')
  await countries.fill('united sta')
  await page.getByRole('option', { name: /United States/ }).click()
  await expect.poll(() => new URL(page.url()).searchParams.get('country')).toBe('DE,US')
  await expect(page.getByRole('list', { name: 'Chosen countries' })).toContainText('Germany')
  await expect(page.locator('.request-panel__url')).toContainText('country=DE%2CUS')
  await page.getByRole('button', { name: 'Remove Germany' }).click()
  await expect.poll(() => new URL(page.url()).searchParams.get('country')).toBe('US')
  await expect.poll(() => totalShown(page)).toBe(await countOfShownRequest(page))
})

test('the request panel curl runs against `npm run api` in embedded mode', async ({ page }) => {
  await openEvents(page, '?range=next7')
  await page.getByText('API request behind this view').click()
  const curl = page.getByLabel('curl command')
  await expect(curl).toContainText("'http://127.0.0.1:8787/v1/events/?")
  await expect(page.locator('.request-panel__note')).toContainText('npm run api')
})

test('a radius drawn on the map filters list, map and counts; reload keeps the view', async ({
  page,
}, testInfo) => {
  await openEvents(page, '?range=next30&lat=40.73&lon=-73.99&zoom=9')
  const canvas = page.locator('.events-map canvas')
  const box = await canvas.boundingBox()
  if (!box) throw new Error('the map has no box')
  await page.getByRole('button', { name: 'Draw radius' }).click()
  const cx = box.x + box.width / 2
  const cy = box.y + box.height / 2
  await page.mouse.click(cx, cy)
  await page.mouse.move(cx + 60, cy, { steps: 4 })
  await page.mouse.click(cx + 60, cy)
  await expect(page).toHaveURL(/within=/)
  const within = new URL(page.url()).searchParams.get('within') ?? ''
  expect(within).toMatch(/^[\d.]+(km|mi|m|ft)@40\.\d+,-7[34]\.\d+$/)
  await expect(page.locator('.request-panel__url')).toContainText('within=')
  const expected = await countOfShownRequest(page)
  await expect.poll(() => totalShown(page)).toBe(expected)
  expect(expected).toBeGreaterThan(0)
  // The pager agrees with the count; the map holds the page's events.
  await expect(page.getByRole('navigation', { name: 'Result pages' })).toContainText(
    `of ${expected.toLocaleString('en-US')}`,
  )
  await saveScreen(page, testInfo, 'events-radius')

  const before = page.url()
  const firstTitle = (await page.locator('.vtable__select').first().textContent()) ?? ''
  await page.reload()
  await expect(page.getByRole('navigation', { name: 'Result pages' })).toBeVisible({
    timeout: SERVICE_READY_MS,
  })
  expect(page.url()).toBe(before)
  await expect.poll(() => totalShown(page)).toBe(expected)
  await expect(page.locator('.vtable__select').first()).toHaveText(firstTitle)
})

test('opening an event shows its details, kept in the URL', async ({ page }) => {
  await openEvents(page, '?range=next30&category=concerts&sort=-rank')
  const first = page.locator('.vtable__select').first()
  const title = await first.innerText()
  await first.click()
  await expect(page).toHaveURL(/event=/)
  const panel = page.getByRole('complementary', { name: title })
  await expect(panel).toBeVisible()
  await expect(panel).toContainText('Starts')
  await expect(panel).toContainText('Event id')
  await expect(panel).toContainText('Places')
  await page.reload()
  await expect(page.getByRole('complementary', { name: title })).toBeVisible({
    timeout: SERVICE_READY_MS,
  })
  await page.getByRole('button', { name: 'Close details' }).click()
  await expect(page).not.toHaveURL(/event=/)
})

test('on a laptop the details open beside the list, in place of the filters; Escape closes them and focus returns to the row', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 })
  await openEvents(page, '?range=next30&category=concerts&sort=-rank')
  const first = page.locator('.vtable__select').first()
  const title = await first.innerText()
  await first.click()
  const panel = page.getByRole('complementary', { name: title })
  await expect(panel).toBeVisible()
  // Focus moves into the panel, so keyboard and screen-reader users land on what opened.
  await expect(panel).toBeFocused()
  // The list keeps its width: the panel takes the filters' column while it is open.
  const filters = page.getByRole('heading', { name: 'Filters', level: 2 })
  await expect(filters).toBeHidden()
  await page.keyboard.press('Escape')
  await expect(panel).toBeHidden()
  await expect(page).not.toHaveURL(/event=/)
  await expect(page.locator('.vtable__select').first()).toBeFocused()
  await expect(filters).toBeVisible()
})

test('the time zone list holds every zone once the analyst reaches for it', async ({ page }) => {
  await openEvents(page, '?range=next30')
  const zone = page.getByRole('combobox', { name: 'Time zone' })
  // Until then it holds the zone in use: the browser knows over 400 (date-range-filter.tsx).
  await expect(zone.locator('option')).toHaveCount(1)
  await expect(zone).toHaveValue('UTC')
  await zone.click()
  await expect.poll(() => zone.locator('option').count()).toBeGreaterThan(300)
  await page.keyboard.press('Escape')
  await zone.selectOption('Asia/Tokyo')
  await expect.poll(() => new URL(page.url()).searchParams.get('tz')).toBe('Asia/Tokyo')
  await expect(page.locator('.request-panel__url')).toContainText('active.tz=Asia%2FTokyo')
  // A keyboard user reaches it by focus alone.
  await openEvents(page, '?range=next30')
  await expect(zone.locator('option')).toHaveCount(1)
  await zone.focus()
  await expect.poll(() => zone.locator('option').count()).toBeGreaterThan(300)
})

test('CSV export has one row per matching event', async ({ page }) => {
  await openEvents(page, '?range=next30&category=concerts&rank=4')
  const count = await countOfShownRequest(page)
  expect(count).toBeGreaterThan(0)
  const download = page.waitForEvent('download')
  await page.getByRole('button', { name: /Export CSV/ }).click()
  // The dates asked for and the export time are in the name, so the header can be the first line.
  expect((await download).suggestedFilename()).toMatch(
    /^events-\d{4}-\d\d-\d\d-to-\d{4}-\d\d-\d\d-\d{4}-\d\d-\d\dT\d\d-\d\d-\d\dZ\.csv$/,
  )
  const file = await (await download).path()
  const text = await readFile(file, 'utf8')
  const lines = text.split('\r\n').filter((line) => line !== '')
  expect(lines[0]).toMatch(/^id,title,category,/)
  expect(lines.length - 1).toBe(count)
  await expect(page.getByRole('status').filter({ hasText: 'Exported' })).toBeVisible()
})

test('map PNG export is an image with content', async ({ page }) => {
  await openEvents(page, '?range=next30&category=sports&lat=48.85&lon=2.35&zoom=4')
  const button = page.getByRole('button', { name: 'Export map PNG' })
  await expect(button).toBeEnabled({ timeout: 30_000 })
  const download = page.waitForEvent('download')
  await button.click()
  const bytes = await readFile(await (await download).path())
  expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG')
  // A blank canvas compresses to a few hundred bytes; a drawn basemap is far larger.
  expect(bytes.length).toBeGreaterThan(20_000)
})

test('the time window exports its frame as a PNG and its playback as a video of distinct frames', async ({
  page,
}) => {
  await openEvents(page, '?range=next30&category=festivals,concerts,conferences')
  await expect(page.locator('.map-legend__summary')).toContainText(/Map shows all/, {
    timeout: SERVICE_READY_MS,
  })
  const slider = page.getByRole('slider', { name: 'Time window' })
  await slider.focus()
  await page.keyboard.press('Home')
  await expect(page).toHaveURL(/[?&]at=/)
  const at = new URL(page.url()).searchParams.get('at')

  const png = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Export map PNG' }).click()
  const pngBytes = await readFile(await (await png).path())
  expect(pngBytes.subarray(1, 4).toString('latin1')).toBe('PNG')
  expect(pngBytes.length).toBeGreaterThan(20_000)

  // A week at a time at a week a second: 24 frames of a seventh of a second.
  await page.getByRole('combobox', { name: 'Window', exact: true }).selectOption('1w')
  await page.getByRole('combobox', { name: 'Speed' }).selectOption('7')
  const video = page.waitForEvent('download', { timeout: 120_000 })
  await page.getByRole('button', { name: 'Export video' }).click()
  await expect(page.getByText(/Recording the video: \d+ of 24 frames/)).toBeVisible()
  const file = await video
  expect(file.suggestedFilename()).toMatch(/^events-map-.*\.webm$/)
  const bytes = await readFile(await file.path())
  // The EBML magic number every WebM file starts with.
  expect(bytes.subarray(0, 4).toString('hex')).toBe('1a45dfa3')
  // The playhead is back where it was.
  await expect(page).toHaveURL(new RegExp(`[?&]at=${at ?? ''}`))

  // Played back, the video shows more than one picture. In a blank page of its own: the
  // dashboard's policy allows no media (docs/security.md), and the dashboard plays none.
  const player = await page.context().newPage()
  const distinct = await player.evaluate(async (base64) => {
    const data = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0))
    const element = document.createElement('video')
    element.muted = true
    element.src = URL.createObjectURL(new Blob([data], { type: 'video/webm' }))
    const canvas = document.createElement('canvas')
    const seen = new Set<string>()
    await new Promise<void>((resolve, reject) => {
      element.onerror = () => {
        reject(new Error('the video does not decode'))
      }
      element.onended = () => {
        resolve()
      }
      const sample = () => {
        canvas.width = element.videoWidth
        canvas.height = element.videoHeight
        const ctx = canvas.getContext('2d')
        ctx?.drawImage(element, 0, 0)
        const pixels = ctx?.getImageData(0, 0, canvas.width, canvas.height).data ?? []
        let hash = 0
        for (let i = 0; i < pixels.length; i += 97) hash = (hash * 31 + (pixels[i] ?? 0)) | 0
        seen.add(String(hash))
        element.requestVideoFrameCallback(sample)
      }
      element.requestVideoFrameCallback(sample)
      void element.play()
    })
    return seen.size
  }, bytes.toString('base64'))
  await player.close()
  expect(distinct).toBeGreaterThan(1)
})

test('empty results offer a reset; the view is accessible at two laptop sizes', async ({
  page,
}, testInfo) => {
  await openEvents(page, '?range=next7&q=zzqqxxnothing')
  // The empty state names the text that matched nothing, the period, and what to change.
  await expect(page.getByText('No events match “zzqqxxnothing” in the next 7 days')).toBeVisible()
  await expect(page.getByText('Clear the search text or widen the period.')).toBeVisible()
  await page.getByRole('button', { name: 'Reset filters' }).click()
  await expect(page).not.toHaveURL(/q=/)
  // The reset brings results back (and no request of this page is left in flight when it goes).
  await expect(page.getByRole('navigation', { name: 'Result pages' })).toBeVisible({
    timeout: SERVICE_READY_MS,
  })
  for (const [width, height] of [
    [1440, 900],
    [1280, 800],
  ] as const) {
    await page.setViewportSize({ width, height })
    await openEvents(page, '?range=next30&category=sports,concerts&event=')
    await page.locator('.vtable__select').first().click()
    await expect(page.getByRole('complementary')).toBeVisible()
    expect(await seriousA11yViolations(page), `accessibility at ${width}x${height}`).toEqual([])
    await saveScreen(page, testInfo, `events-${width}x${height}`)
  }
})

test('a wrong radius is said beside the field and changes nothing; custom dates keep the results', async ({
  page,
}, testInfo) => {
  await openEvents(page, '?range=next30')
  const total = await totalShown(page)
  const radius = page.getByRole('searchbox', { name: /^Radius area/ })

  await radius.fill('10 km around Times Square')
  await radius.press('Enter')
  await expect(radius).toHaveAttribute('aria-invalid', 'true')
  await expect(radius).toHaveAccessibleDescription(/^Write a radius as 10km@40\.75,-73\.99/)
  await expect(page).not.toHaveURL(/within=/)
  expect(await totalShown(page)).toBe(total)
  await saveScreen(page, testInfo, 'events-wrong-radius')
  expect(await seriousA11yViolations(page)).toEqual([])

  // A valid radius applies; a wrong one typed over it leaves it applied, and says so.
  await radius.fill('10km@40.75,-73.99')
  await expect(radius).toHaveAttribute('aria-invalid', 'false')
  await radius.press('Enter')
  await expect(page).toHaveURL(/within=10km/)
  await expect.poll(() => totalShown(page), { timeout: SERVICE_READY_MS }).not.toBe(total)
  const near = await totalShown(page)
  await radius.fill('10km@95,-73.99')
  await radius.press('Enter')
  await expect(radius).toHaveAccessibleDescription(
    'Latitude goes from -90 to 90; 95 is outside it. Until then, the last valid radius applies.',
  )
  await expect(page).toHaveURL(/within=10km%4040\.75%2C-73\.99|within=10km@40\.75,-73\.99/)
  expect(await totalShown(page)).toBe(near)

  // "Custom dates" starts from the dates on screen: the same results, no message.
  await page.getByLabel('Range').selectOption('custom')
  await expect(page).toHaveURL(/range=custom/)
  await expect(page.getByLabel('From', { exact: true })).not.toHaveValue('')
  await expect(page.getByRole('alert')).toHaveCount(0)
  await expect(page.getByRole('navigation', { name: 'Result pages' })).toBeVisible()
  expect(await totalShown(page)).toBe(near)
})
