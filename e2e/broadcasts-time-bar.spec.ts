// The broadcasts' time bar: broadcasts per few hours of a month, a window of hours opened from a
// link, kept by a reload, stepped with the keyboard and played; each frame's count line is what
// `/v1/broadcasts/count/` counts with the window's hours as `start.gte`/`start.lt` and the view's
// filters (docs/view-habits.md "The time bar").
import type { Page } from '@playwright/test'

import { expect, keptPageTest as test, saveScreen } from './fixtures'
import { openView } from './kept-page'

const TOKEN = 'demo-analyst'
/** The embedded dataset is built in the page on every load; on a busy machine that takes a while. */
const SERVICE_READY_MS = 300_000
test.describe.configure({ timeout: 3 * SERVICE_READY_MS })

const FILTERS = '?range=next30&tz=America/New_York'
const HOUR_MS = 3_600_000

/** The bars as drawn: each one's first hour and count. */
async function bars(page: Page): Promise<{ date: string; count: number }[]> {
  const bar = page.locator('.time-bar__day')
  await expect(bar.first()).toBeVisible({ timeout: SERVICE_READY_MS })
  return bar.evaluateAll((spans) =>
    spans.map((span) => ({
      date: span.getAttribute('data-date') ?? '',
      count: Number(span.getAttribute('data-count')),
    })),
  )
}

/** The window on screen: its playhead, its first hour (the link's `at`) and the count it says. */
async function shownWindow(page: Page) {
  const slider = page.getByRole('slider', { name: 'Time window' })
  const text = (await slider.getAttribute('aria-valuetext')) ?? ''
  return {
    playhead: Number(await slider.getAttribute('aria-valuenow')),
    at: new URL(page.url()).searchParams.get('at') ?? '',
    lit: Number(/^([\d,]+) of/.exec(text)?.[1]?.replaceAll(',', '')),
    text,
  }
}

/** `/v1/broadcasts/count/` for `params`, asked from the page. */
function apiCount(page: Page, params: URLSearchParams): Promise<number> {
  return page.evaluate(
    async ({ path, token }) => {
      const response = await fetch(path, { headers: { Authorization: `Bearer ${token}` } })
      if (!response.ok) throw new Error(`${path}: ${String(response.status)}`)
      return ((await response.json()) as { count: number }).count
    },
    { path: `/v1/broadcasts/count/?${params.toString()}`, token: TOKEN },
  )
}

/** `/v1/broadcasts/count/` for the shown request's filters, narrowed to `hours` from `at`. */
async function countInWindow(page: Page, at: string, hours: number): Promise<number> {
  const url = new URL((await page.locator('.request-panel__url').textContent()) ?? '')
  for (const key of ['limit', 'offset', 'sort', 'start.lte']) url.searchParams.delete(key)
  // No clock change in this period: a wall hour plus n is n hours later.
  const wall = (ms: number) => new Date(ms).toISOString().slice(0, 19)
  const from = Date.parse(`${at}:00:00Z`)
  url.searchParams.set('start.gte', wall(from))
  url.searchParams.set('start.lt', wall(from + hours * HOUR_MS))
  return apiCount(page, url.searchParams)
}

/** `/v1/broadcasts/count/` for exactly the list's shown request. */
async function countOfShownRequest(page: Page): Promise<number> {
  const url = new URL((await page.locator('.request-panel__url').textContent()) ?? '')
  for (const key of ['limit', 'offset', 'sort']) url.searchParams.delete(key)
  return apiCount(page, url.searchParams)
}

test('a window of hours lights what the API counts, survives a reload, and steps with the keyboard', async ({
  page,
}, testInfo) => {
  await openView(page, `/broadcasts${FILTERS}`)
  const legend = page.locator('.map-legend__summary')
  await expect(legend).toContainText(/Map shows all [\d,]+ broadcasts/, {
    timeout: SERVICE_READY_MS,
  })
  // A month is too long for a bar an hour: a bar holds 4 hours, and the caption says so.
  const drawn = await bars(page)
  expect(drawn).toHaveLength(180)
  await expect(page.locator('.time-bar__peak')).toHaveText(/^Per 4 h · peak \d+$/)
  const total = Number((await page.getByTestId('broadcasts-count').innerText()).replace(/,/g, ''))
  expect(drawn.reduce((sum, bar) => sum + bar.count, 0)).toBe(total)

  // A link to six hours from the busiest bar's start opens on that frame.
  const busiest = drawn.reduce((best, bar) => (bar.count > best.count ? bar : best))
  const at = busiest.date.slice(0, 13)
  await openView(page, `/broadcasts${FILTERS}&at=${at}&window=6h`)
  const slider = page.getByRole('slider', { name: 'Time window' })
  await expect(slider).toHaveAttribute('aria-valuetext', /^[\d,]+ of [\d,]+ broadcasts on air/, {
    timeout: SERVICE_READY_MS,
  })
  let shown = await shownWindow(page)
  expect(shown.at).toBe(at)
  expect(shown.lit).toBeGreaterThanOrEqual(busiest.count)
  expect(shown.lit).toBe(await countInWindow(page, at, 6))
  await expect(legend).toHaveText(new RegExp(`^${shown.text}`))
  await expect(page.locator('.time-bar__status')).toHaveText(
    new RegExp(`^${String(shown.lit)} of [\\d,]+ on air \\w{3} \\d+ \\w{3} \\d\\d:00`),
  )
  await saveScreen(page, testInfo, 'broadcasts-time-window-1440')

  // A reload keeps the window.
  await page.reload()
  await expect(slider).toHaveAttribute('aria-valuetext', shown.text, { timeout: SERVICE_READY_MS })
  expect(new URL(page.url()).searchParams.get('window')).toBe('6h')

  // The arrows step an hour, Shift a day; each frame is what the API counts.
  await slider.focus()
  await page.keyboard.press('ArrowRight')
  await page.keyboard.press('ArrowRight')
  await expect.poll(async () => (await shownWindow(page)).playhead).toBe(shown.playhead + 2)
  await expect.poll(() => new URL(page.url()).searchParams.get('at')).not.toBe(at)
  shown = await shownWindow(page)
  expect(shown.lit).toBe(await countInWindow(page, shown.at, 6))
  // A day back, or forward when the busiest bar lies in the period's first day: the playhead
  // stops at the period's first hour.
  const day = shown.playhead >= 24 ? -24 : 24
  await page.keyboard.press(day < 0 ? 'Shift+ArrowLeft' : 'Shift+ArrowRight')
  await expect.poll(async () => (await shownWindow(page)).playhead).toBe(shown.playhead + day)
  shown = await shownWindow(page)
  expect(shown.lit).toBe(await countInWindow(page, shown.at, 6))

  // One hour at the period's first; End goes to the last six hours' start.
  await page.getByRole('combobox', { name: 'Window', exact: true }).selectOption('1h')
  await slider.focus()
  await page.keyboard.press('Home')
  await expect.poll(async () => (await shownWindow(page)).playhead).toBe(0)
  shown = await shownWindow(page)
  const first = drawn[0]?.date.slice(0, 13) ?? ''
  expect(shown.at).toBe(first)
  expect(shown.lit).toBe(await countInWindow(page, shown.at, 1))
  await page.keyboard.press('End')
  await expect.poll(async () => (await shownWindow(page)).playhead).toBe(30 * 24 - 1)

  // Space plays from the start and pauses; the URL then holds the frame reached.
  await page.keyboard.press('Home')
  await page.keyboard.press('Space')
  await expect.poll(async () => (await shownWindow(page)).playhead).toBeGreaterThan(3)
  await page.keyboard.press('Space')
  await expect.poll(() => new URL(page.url()).searchParams.get('at')).not.toBe(first)
  shown = await shownWindow(page)
  expect(shown.lit).toBe(await countInWindow(page, shown.at, 1))

  // The list can follow the window: its request is for the window's hour, its count the lit one.
  await page.getByRole('checkbox', { name: /^Only broadcasts on air / }).check()
  await expect(page).toHaveURL(/[?&]list=window/)
  const listUrl = page.locator('.request-panel__url')
  await expect(listUrl).toContainText('start.lt=')
  expect(await countOfShownRequest(page)).toBe(shown.lit)

  // "Whole period" clears the window, and the list with it; the colours are the period's again.
  await page.getByRole('button', { name: 'Whole period' }).click()
  await expect(page).not.toHaveURL(/[?&]at=/)
  await expect(page).not.toHaveURL(/[?&]list=/)
  await expect(listUrl).not.toContainText('start.lt=')
  await expect(legend).toContainText(/Map shows all [\d,]+ broadcasts/)
})

test('the hint shows whole where the bar has room for it, and a shorter one where it has not', async ({
  page,
}) => {
  const viewport = page.viewportSize()
  const hintAt = async (path: string, width: number) => {
    await page.setViewportSize({ width, height: 900 })
    await openView(page, path)
    const status = page.locator('.time-bar__status')
    await expect(status).toBeVisible({ timeout: SERVICE_READY_MS })
    return status.evaluate((line: HTMLElement) => ({
      text: line.innerText,
      cut: line.scrollWidth > line.clientWidth,
    }))
  }
  try {
    expect(await hintAt(`/broadcasts${FILTERS}`, 1440)).toEqual({
      text: 'Click an hour or play hour by hour',
      cut: false,
    })
    // The map's column at 1280 px leaves the broadcasts bar too little room.
    expect(await hintAt(`/broadcasts${FILTERS}`, 1280)).toEqual({
      text: 'Click or play',
      cut: false,
    })
    // The events bar, wider at the same window, keeps its whole hint.
    expect(await hintAt('/events', 1280)).toEqual({
      text: 'Click a day or play day by day',
      cut: false,
    })
  } finally {
    if (viewport) await page.setViewportSize(viewport)
  }
})
